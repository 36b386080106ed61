import * as z from 'zod';
import {
  isDropdownField,
  isIbanField,
  isNumericField,
  PaymentObjectType,
  type PaymentField,
} from '../payments/payment.field';
import {
  IBAN_PATTERN,
  normalizeIban,
  parsePaymentNumber,
  type PaymentFieldValue,
} from '../payments/payment.value';
import { issue, nonBlankText } from './forms.rules';

const filledValue = () =>
  z.union([z.string(), z.number()], issue('validation.required')).refine(
    (value) => typeof value === 'number' || value.trim().length > 0,
    { ...issue('validation.required'), abort: true },
  );

function fieldRule(field: PaymentField): z.ZodType<PaymentFieldValue> {
  if (isDropdownField(field)) {
    const ids = (field.option ?? []).map((option) => String(option.id));
    return filledValue().refine((value) => ids.includes(String(value)), issue('validation.option'));
  }
  if (isNumericField(field)) {
    const whole = field.objectType !== PaymentObjectType.Decimal;
    return filledValue()
      .refine((value) => parsePaymentNumber(value) !== null, {
        ...issue('validation.number'),
        abort: true,
      })
      .refine((value) => !whole || Number.isInteger(parsePaymentNumber(value)), issue('validation.integer'));
  }
  if (isIbanField(field)) {
    return nonBlankText().refine((value) => IBAN_PATTERN.test(normalizeIban(value)), issue('validation.iban'));
  }
  return nonBlankText();
}

/**
 * The deposit or withdraw form described by the server's field list: every field is required,
 * numbers must be numbers (whole for Int and Long), a dropdown value must be one of its options and
 * the field named Iban must read TR followed by 24 digits.
 */
export function paymentFormSchema(fields: readonly PaymentField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.key, fieldRule(field)])));
}
export type PaymentForm = Record<string, PaymentFieldValue>;
