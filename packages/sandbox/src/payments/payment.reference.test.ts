import { describe, expect, it } from 'vitest';
import { paymentReference } from './payment.reference.ts';

describe('payment references', () => {
  it('gives every record id its own reference, seven letters and digits after the prefix', () => {
    const ids = [...Array.from({ length: 200_000 }, (_, index) => index + 1), 0x7fffffff, 0xfffffffe, 0xffffffff];
    const references = ids.map((id) => paymentReference('EFT', id));
    expect(new Set(references).size).toBe(ids.length);
    for (const reference of references) expect(reference).toMatch(/^EFT-[0-9A-Z]{7}$/);
  });

  it('does not give the next record the previous reference plus one', () => {
    const [first, second] = [paymentReference('PPR', 41), paymentReference('PPR', 42)];
    expect(parseInt(second!.slice(4), 36) - parseInt(first!.slice(4), 36)).not.toBe(1);
  });

  it('refuses an id it cannot keep unique', () => {
    for (const id of [0, -1, 1.5, 0x100000000, Number.NaN]) expect(() => paymentReference('EFT', id)).toThrow(RangeError);
  });
});
