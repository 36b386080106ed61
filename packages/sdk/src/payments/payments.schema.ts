import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { isDropdownField, isIbanField, isNumericField, type PaymentField } from '../forms/paymentField.schema';
import type { MoneyDirection } from './payments.enums';
import { normalizeIban, parsePaymentNumber, type PaymentFieldValue } from '../forms/paymentValue.calc';

/** The `target` every deposit and withdraw call sends. */
export const PAYMENT_TARGET = 'pay';
/** After a failed or empty payment/detail the dialog closes after this many ms. */
export const PAYMENT_DETAIL_FAILURE_CLOSE_MS = 100;
/** After a successful withdraw the dialog closes after this many ms. */
export const WITHDRAW_SUCCESS_CLOSE_MS = 500;

/** Body of POST payment/deposit and payment/withdraw. */
export const paymentPayloadSchema = object({
  id: z.int(),
  target: z.literal(PAYMENT_TARGET),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PaymentPayload = z.output<typeof paymentPayloadSchema>;

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
