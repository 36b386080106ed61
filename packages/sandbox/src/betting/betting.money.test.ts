import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate, hasCents, toMinor, totalRateCenti, winMinor } from './betting.money.ts';

describe('betting money', () => {
  it('keeps stakes exact in kuruş, where floats are not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinor(0.1) + toMinor(0.2)).toBe(toMinor(0.3));
    expect(toMinor(33.33) * 3).toBe(9999);
  });

  it('rounds a possible win half up to the kuruş', () => {
    expect(winMinor(3333, 185)).toBe(6166); // 33.33 × 1.85 = 61.6605
    expect(winMinor(3333, 150)).toBe(5000); // 49.995 → 50.00
    expect(winMinor(1, 150)).toBe(2); // 0.015 → 0.02
    expect(winMinor(1_000_000, 100_000)).toBe(1_000_000_000);
  });

  it('multiplies rates exactly and rounds the total once', () => {
    expect(totalRateCenti([185, 190])).toBe(352); // 3.515 → 3.52
    expect(totalRateCenti([210])).toBe(210);
    expect(totalRateCenti([])).toBe(100);
    expect(totalRateCenti(Array.from({ length: 20 }, () => 1000))).toBe(1e22);
  });

  it('accepts at most two decimals', () => {
    expect([10, 10.5, 33.33, 0.01, 1e6].every(hasCents)).toBe(true);
    expect([10.001, 0.005, 1 / 3].some(hasCents)).toBe(false);
    // Within a hair of a kuruş is still not a kuruş: 0.9999999999 would be charged 1.00.
    expect([0.9999999999, 1.0000000001, 0.29 + 1e-12, Number.NaN, Infinity].some(hasCents)).toBe(false);
    expect([0.29, 0.57, 1.15, 99.99, 12345.67].every(hasCents)).toBe(true);
  });

  it('words amounts and rates the way each language writes them', () => {
    expect(formatMoney('tr', 1_000_000)).toBe('10.000,00 TRY');
    expect(formatMoney('en', 1_000_000)).toBe('10,000.00 TRY');
    expect(formatRate('tr', 185)).toBe('1,85');
    expect(formatRate('en', 190)).toBe('1.90');
  });
});
