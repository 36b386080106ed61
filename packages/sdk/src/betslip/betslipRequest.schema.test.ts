import { describe, expect, it } from 'vitest';
import { multipleCalculation, placeBetPayload, singleCalculation } from './betslip.calc';
import { calculatePayloadSchema, placeBetPayloadSchema } from './betslipRequest.schema';

describe('calculation requests', () => {
  it('calculates a single pick only once it has a stake', () => {
    expect(singleCalculation({ oddId: 7, amount: 50 })).toEqual({ type: 1, oddId: 7, amount: 50 });
    expect(singleCalculation({ oddId: 7, amount: 0 })).toBeNull();
    expect(singleCalculation({ oddId: 7 })).toBeNull();
  });

  it('skips the multiple calculation while the stake is null', () => {
    expect(multipleCalculation(null)).toBeNull();
    expect(multipleCalculation(0)).toEqual({ type: 2, amount: 0 });
    expect(calculatePayloadSchema.safeParse(multipleCalculation(200)).success).toBe(true);
  });
});

describe('placeBetPayload', () => {
  it('sends every single pick, a missing stake as 0', () => {
    const payload = placeBetPayload({
      type: 1,
      picks: [{ oddId: 1, amount: 20 }, { oddId: 2, amount: null }],
      acceptChanges: true,
    });
    expect(payload).toEqual({
      type: 1,
      selection: [{ oddId: 1, amount: 20 }, { oddId: 2, amount: 0 }],
      acceptChanges: true,
    });
    expect(placeBetPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends one stake for a multiple bet', () => {
    expect(placeBetPayload({ type: 2, stake: undefined, acceptChanges: false })).toEqual({
      type: 2,
      amount: 0,
      acceptChanges: false,
    });
  });

  it('refuses a single bet without picks at the server boundary', () => {
    expect(placeBetPayloadSchema.safeParse({ type: 1, selection: [], acceptChanges: true }).success).toBe(false);
  });
});
