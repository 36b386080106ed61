import { describe, expect, it, vi } from 'vitest';
import { capabilitiesOf, mergeFlows } from './host.flows';

describe('host flows', () => {
  it('shows a control only when its flow exists', () => {
    expect(capabilitiesOf({})).toEqual({ register: false, recovery: false, liveChat: false, callRequest: false, openGame: false, deposit: false });
    expect(capabilitiesOf({ register: vi.fn(), liveChat: vi.fn() })).toMatchObject({ register: true, liveChat: true, recovery: false });
  });

  it("lets a widget's own flows win over the provider's, and keeps the provider's otherwise", () => {
    const provided = { register: vi.fn(), recovery: vi.fn() };
    const own = { register: vi.fn(), liveChat: undefined };
    const merged = mergeFlows(provided, own);
    expect(merged.register).toBe(own.register);
    expect(merged.recovery).toBe(provided.recovery);
    expect(merged.liveChat).toBeUndefined();
  });
});
