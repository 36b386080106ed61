import { describe, expect, it } from 'vitest';
import { onPriceLadder } from './odds.ladder.ts';

describe('the price ladder', () => {
  it('quotes in cents up to 2.00 and in wider steps above, rounding down', () => {
    expect([1.005, 1.857, 1.85, 1.999].map(onPriceLadder)).toEqual([1.01, 1.85, 1.85, 1.99]);
    expect([2.0, 2.03, 2.99, 3.07, 3.99].map(onPriceLadder)).toEqual([2, 2.02, 2.98, 3.05, 3.95]);
    expect([4.19, 5.99, 6.3, 9.99, 10.7, 19.9].map(onPriceLadder)).toEqual([4.1, 5.9, 6.2, 9.8, 10.5, 19.5]);
    expect([20.9, 31.9, 49.9, 57.3, 99.9, 104, 388].map(onPriceLadder)).toEqual([20, 30, 48, 55, 95, 100, 380]);
  });

  it('keeps a small change of a long price from moving it', () => {
    expect(onPriceLadder(23.4)).toBe(onPriceLadder(23.9));
    expect(onPriceLadder(1.86)).not.toBe(onPriceLadder(1.87));
  });
});
