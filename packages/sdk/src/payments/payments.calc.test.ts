import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentField } from './paymentField.schema';
import { paymentFormSchema } from './payment.form';
import { depositRedirectUrl, paymentDetailRequest, toPaymentPayload } from './payments.calc';
import { paymentPayloadSchema } from './payments.schema';
import { MoneyDirection } from './payments.enums';

const fields: PaymentField[] = [
  { key: 'FullName', objectType: 'String' },
  { key: 'Amount', objectType: 'Decimal' },
  { key: 'AccountNo', objectType: 'Long' },
  { key: 'Bank', objectType: 'Dropdown', option: [{ id: 3, name: 'Ziraat' }] },
  { key: 'Channel', objectType: 'String', option: [{ id: 'EFT', name: 'EFT' }] },
  { key: 'Iban', objectType: 'String' },
];

describe('toPaymentPayload', () => {
  it('sends numbers for number fields and numeric options, text for the rest', () => {
    const payload = toPaymentPayload({
      id: 12,
      fields,
      values: {
        FullName: '007 Ajan',
        Amount: '1500.50',
        AccountNo: '000123',
        Bank: '3',
        Channel: 'EFT',
        Iban: 'tr33 0006 1005 1978 6457 8413 26',
        Extra: 'dropped',
      },
    });
    expect(payload).toEqual({
      id: 12,
      target: 'pay',
      detail: {
        FullName: '007 Ajan',
        Amount: 1500.5,
        AccountNo: 123,
        Bank: 3,
        Channel: 'EFT',
        Iban: 'TR330006100519786457841326',
      },
    });
    expect(paymentPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('turns every valid form into a valid payload with numeric amounts', () => {
    const amountFields: PaymentField[] = [{ key: 'Amount', objectType: 'Decimal' }, { key: 'Count', objectType: 'Int' }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }).map((cents) => cents / 100), fc.integer({ min: -1e6, max: 1e6 }), (amount, count) => {
        const values = { Amount: String(amount), Count: String(count) };
        expect(paymentFormSchema(amountFields).safeParse(values).success).toBe(true);
        const payload = toPaymentPayload({ id: 1, fields: amountFields, values });
        expect(payload.detail).toEqual({ Amount: amount, Count: count });
      }),
    );
  });
});

describe('payment helpers', () => {
  it('asks payment/detail for a method and direction', () => {
    expect(paymentDetailRequest(4, MoneyDirection.Withdraw)).toEqual({ id: 4, type: 2 });
  });

  it('opens deposit data only when it is a URL', () => {
    expect(depositRedirectUrl('https://pay.test/session/1')).toBe('https://pay.test/session/1');
    expect(depositRedirectUrl('Talebiniz alındı')).toBeNull();
    expect(depositRedirectUrl({ url: 'https://pay.test' })).toBeNull();
  });
});
