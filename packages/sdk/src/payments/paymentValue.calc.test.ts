import { describe, expect, it } from 'vitest';
import { IBAN_MASK, IBAN_PATTERN, isValidIban, normalizeIban, parsePaymentNumber } from './paymentValue.calc';

describe('payment values', () => {
  it('reads numbers and plain numeric text, nothing else', () => {
    expect(parsePaymentNumber(1500.5)).toBe(1500.5);
    expect(parsePaymentNumber(' 1500.50 ')).toBe(1500.5);
    expect(parsePaymentNumber('.5')).toBe(0.5);
    expect(parsePaymentNumber('1.500,50')).toBeNull();
    expect(parsePaymentNumber('abc')).toBeNull();
    expect(parsePaymentNumber(Number.NaN)).toBeNull();
  });

  it('cleans a pasted IBAN to the TR + 24 digits the pattern accepts', () => {
    const iban = normalizeIban('tr12 0006 2000 0000 0012 3456 78');
    expect(iban).toBe('TR120006200000000012345678');
    expect(IBAN_PATTERN.test(iban)).toBe(true);
    expect(IBAN_MASK).toHaveLength(26);
  });

  it('checks the IBAN’s check digits: valid, one digit off, letters, spaces pasted', () => {
    const valid = 'TR330006100519786457841326';
    expect(isValidIban(valid)).toBe(true);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban(' tr330006100519786457841326')).toBe(true);
    for (let position = 2; position < valid.length; position += 1) {
      const changed = `${valid.slice(0, position)}${(Number(valid[position]) + 1) % 10}${valid.slice(position + 1)}`;
      expect(isValidIban(changed), changed).toBe(false);
    }
    expect(isValidIban('TR33000610051978645784132A')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(false);
    expect(isValidIban(valid.slice(0, -1))).toBe(false);
  });
});
