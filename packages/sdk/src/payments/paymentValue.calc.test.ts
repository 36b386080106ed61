import { describe, expect, it } from 'vitest';
import { IBAN_MASK, IBAN_PATTERN, normalizeIban, parsePaymentNumber } from './paymentValue.calc';

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
});
