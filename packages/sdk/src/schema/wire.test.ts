import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { orDefault, wholeNumber } from './wire';
import { object } from './zod';

describe('orDefault', () => {
  const balance = object({ balance: orDefault(z.coerce.number(), 0), group: orDefault(wholeNumber(), 0) });

  it('reads a value that fits, as the inner schema reads it', () => {
    expect(z.parse(balance, { balance: '12.5', group: '3' })).toEqual({ balance: 12.5, group: 3 });
  });

  it('falls back when the value is malformed, null or missing', () => {
    expect(z.parse(balance, { balance: 'lots', group: 2.5 })).toEqual({ balance: 0, group: 0 });
    expect(z.parse(balance, { balance: null, group: null })).toEqual({ balance: 0, group: 0 });
    expect(z.parse(balance, {})).toEqual({ balance: 0, group: 0 });
  });
});
