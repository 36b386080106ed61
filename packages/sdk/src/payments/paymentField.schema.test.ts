import { describe, expect, it } from 'vitest';
import { isDropdownField, isIbanField, isNumericField, paymentFieldSchema } from './paymentField.schema';
import { parsePaymentNumber } from './paymentValue.calc';

describe('payment fields', () => {
  it('reads the server field list', () => {
    expect(paymentFieldSchema.parse({ key: 'Amount', objectType: 'Decimal', option: null, mask: null })).toEqual({
      key: 'Amount',
      objectType: 'Decimal',
      option: null,
      mask: null,
    });
    expect(paymentFieldSchema.safeParse({ key: 'Amount', objectType: 'Money' }).success).toBe(false);
  });

  it('makes any field with options a dropdown, and not a number field', () => {
    const field = { key: 'Bank', objectType: 'Int' as const, option: [{ id: 1, name: 'Ziraat' }] };
    expect(isDropdownField(field)).toBe(true);
    expect(isNumericField(field)).toBe(false);
    expect(isDropdownField({ key: 'Bank', objectType: 'String', option: [] })).toBe(false);
  });

  it('recognises the Iban field by name', () => {
    expect(isIbanField({ key: 'Iban', objectType: 'String' })).toBe(true);
    expect(isIbanField({ key: 'IBAN', objectType: 'String' })).toBe(true);
    expect(isIbanField({ key: 'AccountNo', objectType: 'String' })).toBe(false);
  });

  it('reads plain numbers, not locale-formatted text', () => {
    expect(parsePaymentNumber('1500.50')).toBe(1500.5);
    expect(parsePaymentNumber(' 42 ')).toBe(42);
    expect(parsePaymentNumber(7)).toBe(7);
    expect(parsePaymentNumber('1.500,50')).toBeNull();
    expect(parsePaymentNumber('')).toBeNull();
    expect(parsePaymentNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
