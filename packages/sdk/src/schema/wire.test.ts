import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { numeric, orDefault, wholeNumber } from './wire';
import { object } from './zod';

describe('orDefault', () => {
  const balance = object({ balance: orDefault(numeric(), 0), group: orDefault(wholeNumber(), 0) });

  it('reads a value that fits, as the inner schema reads it', () => {
    expect(z.parse(balance, { balance: '12.5', group: '3' })).toEqual({ balance: 12.5, group: 3 });
  });

  it('falls back when the value is malformed, null or missing', () => {
    expect(z.parse(balance, { balance: 'lots', group: 2.5 })).toEqual({ balance: 0, group: 0 });
    expect(z.parse(balance, { balance: null, group: null })).toEqual({ balance: 0, group: 0 });
    expect(z.parse(balance, {})).toEqual({ balance: 0, group: 0 });
  });
});

describe('numeric', () => {
  it('reads a number, or a numeric string, as zod.coerce.number does', () => {
    expect(z.parse(numeric(), 12.5)).toBe(12.5);
    expect(z.parse(numeric(), ' 1500.25 ')).toBe(1500.25);
    expect(z.parse(numeric(), null)).toBe(0);
  });

  it('refuses what is not a number', () => {
    for (const value of ['lots', undefined, {}, Number.NaN]) expect(z.safeParse(numeric(), value).success).toBe(false);
  });
});
