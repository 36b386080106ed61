import { describe, expect, it } from 'vitest';
import { crashPoint, flyCrash, SLOT_PAYTABLE, SLOT_STRIP_LENGTH, slotOutcomeAt, spinSlot, winMinor } from './demoGame.rules.ts';

describe('the demo slot', () => {
  it('returns between 90 % and 97 % of the stakes over every combination of stops', () => {
    let paid = 0;
    let hits = 0;
    for (let a = 0; a < SLOT_STRIP_LENGTH; a++)
      for (let b = 0; b < SLOT_STRIP_LENGTH; b++)
        for (let c = 0; c < SLOT_STRIP_LENGTH; c++) {
          const { multiplier } = slotOutcomeAt([a, b, c]);
          paid += multiplier;
          if (multiplier > 0) hits++;
        }
    const combinations = SLOT_STRIP_LENGTH ** 3;
    expect(paid / combinations).toBeGreaterThan(0.9);
    expect(paid / combinations).toBeLessThan(0.97);
    expect(hits / combinations).toBeGreaterThan(0.15);
  });

  it('pays the middle line: three of a kind, or the first two alike; never exactly the stake', () => {
    const outcome = spinSlot(() => 0);
    expect(outcome.reels).toHaveLength(3);
    for (const reel of outcome.reels) expect(reel).toHaveLength(3);
    expect(outcome.line).toEqual(outcome.reels.map((reel) => reel[1]));
    expect(outcome.line).toEqual(['7', '7', '7']);
    expect(outcome.multiplier).toBe(SLOT_PAYTABLE['7'].three);
    for (const { three, two } of Object.values(SLOT_PAYTABLE)) {
      expect(three).not.toBe(1);
      expect(two).not.toBe(1);
    }
  });
});

describe('the demo crash game', () => {
  it('flies from 1.00, reaching a cash-out of m about 97 % / m of the time', () => {
    expect(crashPoint(() => 0)).toBe(1);
    expect(crashPoint(() => 0.5)).toBe(1.94);
    expect(crashPoint(() => 0.999_999_9)).toBe(1000);
    const draws = Array.from({ length: 2000 }, (_, index) => (index + 0.5) / 2000);
    const reached = draws.filter((u) => crashPoint(() => u) >= 2).length / draws.length;
    expect(reached).toBeCloseTo(0.485, 2);
  });

  it('pays the cash-out only when the plane was still flying there', () => {
    expect(flyCrash(() => 0.5, 1.94)).toEqual({ crashAt: 1.94, cashOut: 1.94, multiplier: 1.94 });
    expect(flyCrash(() => 0.5, 1.95)).toEqual({ crashAt: 1.94, cashOut: 1.95, multiplier: 0 });
    expect(winMinor(1000, 1.94)).toBe(1940);
  });

  it('pays stake × cash-out exactly, a half kuruş rounded up as bets are', () => {
    expect(winMinor(150, 1.01)).toBe(152);
    expect(winMinor(50, 1.01)).toBe(51);
    // Every half-kuruş case of stakes up to 10.00 and cash-outs up to 10.00 rounds up.
    for (let stake = 1; stake <= 1000; stake += 1) {
      for (let centi = 101; centi <= 1000; centi += 7) {
        const exact = stake * centi;
        expect(winMinor(stake, centi / 100)).toBe(exact % 100 >= 50 ? Math.ceil(exact / 100) : Math.floor(exact / 100));
      }
    }
  });
});
