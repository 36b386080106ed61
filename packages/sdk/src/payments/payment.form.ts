import * as z from 'zod/mini';
import { object } from '../schema/zod';
import {
  isDropdownField,
  isIbanField,
  isNumericField,
  PaymentObjectType,
  type PaymentField,
} from './paymentField.schema';
import {
  fitsMask,
  isTemplateMask,
  isValidIban,
  parsePaymentNumber,
  type PaymentFieldValue,
} from './paymentValue.calc';
import { issue, nonBlankText } from '../forms/rules.schema';

const filledValue = () =>
  z.union([z.string(), z.number()], issue('validation.required')).check(
    z.refine((value) => typeof value === 'number' || value.trim().length > 0, {
      ...issue('validation.required'),
      abort: true,
    }),
  );

function fieldRule(field: PaymentField): z.ZodMiniType<PaymentFieldValue> {
  const { mask } = field;
  const rule = valueRule(field);
  return mask && isTemplateMask(mask) && !isDropdownField(field) && !isIbanField(field) ? rule.check(z.refine((value) => fitsMask(value, mask), issue('validation.mask'))) : rule;
}

function valueRule(field: PaymentField): z.ZodMiniType<PaymentFieldValue> {
  if (isDropdownField(field)) {
    const ids = (field.option ?? []).map((option) => String(option.id));
    return filledValue().check(z.refine((value) => ids.includes(String(value)), issue('validation.option')));
  }
  if (isNumericField(field)) {
    const whole = field.objectType !== PaymentObjectType.Decimal;
    return filledValue().check(
      z.refine((value) => parsePaymentNumber(value) !== null, { ...issue('validation.number'), abort: true }),
      z.refine((value) => !whole || Number.isInteger(parsePaymentNumber(value)), issue('validation.integer')),
    );
  }
  if (isIbanField(field)) {
    return nonBlankText().check(z.refine(isValidIban, issue('validation.iban')));
  }
  return nonBlankText();
}

/**
 * The deposit or withdraw form described by the server's field list: every field is required,
 * numbers must be numbers (whole for Int and Long), a dropdown value must be one of its options, a
 * masked field must fill its mask and the field named Iban must read TR followed by 24 digits whose
 * check digits hold.
 */
export function paymentFormSchema(fields: readonly PaymentField[]) {
  return object(Object.fromEntries(fields.map((field) => [field.key, fieldRule(field)])));
}
export type PaymentForm = Record<string, PaymentFieldValue>;
