import { describe, expect, it } from 'vitest';
import { roundKurus } from './money.calc';

describe('roundKurus', () => {
  it('rounds an amount to whole kuruş, the float noise of sums included', () => {
    expect(roundKurus(0.1 + 0.2)).toBe(0.3);
    expect(roundKurus(10.005 + 0.001)).toBe(10.01);
    expect(roundKurus(99.994)).toBe(99.99);
    expect(roundKurus(250)).toBe(250);
  });
});
