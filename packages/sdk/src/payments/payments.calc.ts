import { isDropdownField, isIbanField, isNumericField, type PaymentField } from './paymentField.schema';
import { normalizeIban, parsePaymentNumber, type PaymentFieldValue } from './paymentValue.calc';
import { PAYMENT_TARGET } from './payments.constants';
import type { MoneyDirection } from './payments.enums';
import type { PaymentPayload } from './payments.schema';

/** Body of POST payment/detail: the method and whether it is a deposit or a withdraw. */
export const paymentDetailRequest = (id: number, direction: MoneyDirection) => ({ id, type: direction });

function coerce(field: PaymentField, value: PaymentFieldValue): PaymentFieldValue {
  // The spec turns withdraw option ids into numbers unconditionally and deposit ones only when
  // numeric; a non-numeric id would become NaN (null in JSON), so both keep such an id as text.
  if (isDropdownField(field) || isNumericField(field)) return parsePaymentNumber(value) ?? value;
  if (isIbanField(field) && typeof value === 'string') return normalizeIban(value);
  return value;
}

/**
 * The deposit or withdraw body from a validated payment form: Int, Long and Decimal fields become
 * numbers, so do numeric dropdown values (option ids); the IBAN loses its spaces. Only the
 * server's fields are sent.
 */
export function toPaymentPayload(input: {
  id: number;
  fields: readonly PaymentField[];
  values: Readonly<Record<string, PaymentFieldValue>>;
}): PaymentPayload {
  const detail: Record<string, PaymentFieldValue> = {};
  for (const field of input.fields) {
    const value = input.values[field.key];
    if (value !== undefined) detail[field.key] = coerce(field, value);
  }
  return { id: input.id, target: PAYMENT_TARGET, detail };
}

/** The payment page to open after a deposit: data that is a URL, else null (show the message). */
export const depositRedirectUrl = (data: unknown): string | null =>
  typeof data === 'string' && data.startsWith('http') ? data : null;
