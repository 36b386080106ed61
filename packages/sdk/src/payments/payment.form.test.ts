import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentField } from './paymentField.schema';
import { fieldErrors } from '../forms/forms.errors';
import { paymentFormSchema } from './payment.form';

const fields: PaymentField[] = [
  { key: 'FullName', objectType: 'String' },
  { key: 'Amount', objectType: 'Decimal', mask: 'separator.2' },
  { key: 'AccountNo', objectType: 'Long' },
  { key: 'Bank', objectType: 'Dropdown', option: [{ id: 3, name: 'Ziraat' }, { id: 7, name: 'Garanti' }] },
  { key: 'Iban', objectType: 'String', mask: 'TR000000000000000000000000' },
  { key: 'PaparaNo', objectType: 'Long', mask: '0000000000' },
];
const schema = paymentFormSchema(fields);
const valid = {
  FullName: 'Ayşe Yılmaz',
  Amount: 1500.5,
  AccountNo: '12345',
  Bank: '7',
  Iban: 'TR330006100519786457841326',
  PaparaNo: '1234567890',
};
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('paymentFormSchema', () => {
  it('takes a masked field only when it fills the mask, and leaves a mask library keyword alone', () => {
    for (const short of ['12345', '123456789', '12345678901']) {
      expect(errorsOf({ ...valid, PaparaNo: short }), short).toEqual({ PaparaNo: { key: 'validation.mask', params: {} } });
    }
    expect(errorsOf({ ...valid, PaparaNo: 1234567890 })).toEqual({});
    expect(errorsOf({ ...valid, Amount: '1' })).toEqual({});
  });

  it('accepts a form where every field holds a fitting value', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, Amount: '250', Bank: 3, Iban: 'TR33 0006 1005 1978 6457 8413 26' })).toEqual({});
  });

  it('requires every field', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['AccountNo', 'Amount', 'Bank', 'FullName', 'Iban', 'PaparaNo']);
    expect(errorsOf({ ...valid, FullName: '  ', Amount: '' })).toEqual({
      FullName: { key: 'validation.required', params: {} },
      Amount: { key: 'validation.required', params: {} },
    });
  });

  it('wants numbers in number fields, whole ones for Int and Long', () => {
    expect(errorsOf({ ...valid, Amount: '1.500,50', AccountNo: '12.5' })).toEqual({
      Amount: { key: 'validation.number', params: {} },
      AccountNo: { key: 'validation.integer', params: {} },
    });
  });

  it('takes only the listed dropdown options', () => {
    expect(errorsOf({ ...valid, Bank: '8' }).Bank?.key).toBe('validation.option');
  });

  it('accepts exactly TR followed by 24 digits whose check digits hold as the IBAN', () => {
    // The check digits of an account number, by ISO 13616: 98 minus (account, 'TR' as 2927, '00') mod 97.
    const withCheck = (account: string) => `TR${String(98n - (BigInt(`${account}292700`) % 97n)).padStart(2, '0')}${account}`;
    fc.assert(
      fc.property(fc.stringMatching(/^\d{22}$/), (account) => {
        const iban = withCheck(account);
        expect(errorsOf({ ...valid, Iban: iban })).toEqual({});
        const slip = `${iban.slice(0, 10)}${(Number(iban[10]) + 1) % 10}${iban.slice(11)}`;
        expect(errorsOf({ ...valid, Iban: slip }).Iban?.key).toBe('validation.iban');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,23}$|^\d{25,30}$/), (digits) => {
        expect(errorsOf({ ...valid, Iban: `TR${digits}` }).Iban?.key).toBe('validation.iban');
      }),
    );
    expect(errorsOf({ ...valid, Iban: 'DE120006200119000006672315' }).Iban?.key).toBe('validation.iban');
  });
});
