import { describe, expect, it } from 'vitest';
import { isValidTrIban, normalizeIban } from './iban.ts';

// A real-format Turkish IBAN whose check digits hold (Ziraat's published sample).
const VALID = 'TR330006100519786457841326';

describe('Turkish IBAN', () => {
  it('accepts an IBAN whose check digits hold, however it was pasted', () => {
    expect(isValidTrIban(VALID)).toBe(true);
    expect(isValidTrIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidTrIban('  tr330006100519786457841326 ')).toBe(true);
    expect(normalizeIban('tr33 0006 1005')).toBe('TR3300061005');
  });

  it('refuses one digit off, swapped digits, letters, wrong length and other countries', () => {
    expect(isValidTrIban(VALID.replace(/6$/, '7'))).toBe(false);
    expect(isValidTrIban('TR330006100519786457841362')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132A')).toBe(false);
    expect(isValidTrIban(VALID.slice(0, -1))).toBe(false);
    expect(isValidTrIban(`${VALID}0`)).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('')).toBe(false);
  });

  it('finds every single-digit change of a valid IBAN', () => {
    for (let position = 4; position < VALID.length; position += 1) {
      const digit = Number(VALID[position]);
      const changed = `${VALID.slice(0, position)}${(digit + 1) % 10}${VALID.slice(position + 1)}`;
      expect(isValidTrIban(changed), changed).toBe(false);
    }
  });
});
