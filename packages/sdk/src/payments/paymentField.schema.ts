import * as z from 'zod/mini';
import { object } from '../schema/zod';

/** The value kinds a server-described payment field can take. */
export const PaymentObjectType = {
  String: 'String',
  Int: 'Int',
  Long: 'Long',
  Decimal: 'Decimal',
  Dropdown: 'Dropdown',
} as const;
export type PaymentObjectType = (typeof PaymentObjectType)[keyof typeof PaymentObjectType];

export const paymentFieldOptionSchema = object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
});

/** One entry of the field list returned by POST payment/detail. */
export const paymentFieldSchema = object({
  key: z.string().check(z.minLength(1)),
  objectType: z.enum(PaymentObjectType),
  option: z.nullish(z.array(paymentFieldOptionSchema)),
  mask: z.nullish(z.string()),
  /** The field's name in the player's language, where the operator sends one (the sandbox does). */
  label: z.nullish(z.string()),
});
export interface PaymentField extends z.output<typeof paymentFieldSchema> {}
export interface PaymentFieldOption extends z.output<typeof paymentFieldOptionSchema> {}

/** The field named Iban gets the TR + 24 digits mask and rule. */
export const IBAN_FIELD_KEY = 'Iban';

/** A list of options makes a field a dropdown, whatever its objectType says. */
export const isDropdownField = (field: PaymentField): boolean =>
  field.objectType === PaymentObjectType.Dropdown || (field.option?.length ?? 0) > 0;

const NUMERIC_TYPES: readonly PaymentObjectType[] = [
  PaymentObjectType.Int,
  PaymentObjectType.Long,
  PaymentObjectType.Decimal,
];
export const isNumericField = (field: PaymentField): boolean =>
  !isDropdownField(field) && NUMERIC_TYPES.includes(field.objectType);

export const isIbanField = (field: PaymentField): boolean =>
  field.key.toLowerCase() === IBAN_FIELD_KEY.toLowerCase();
