export { FieldDataType, MoneyDirection, PaymentRecordStatus, ProcessingStatus } from './payments.enums';
export {
  IBAN_FIELD_KEY,
  PaymentObjectType,
  isDropdownField,
  isIbanField,
  isNumericField,
  paymentFieldOptionSchema,
  paymentFieldSchema,
} from './payment.field';
export type { PaymentField, PaymentFieldOption } from './payment.field';
export { IBAN_DIGITS, IBAN_MASK, IBAN_PATTERN, IBAN_PREFIX, normalizeIban, parsePaymentNumber } from './payment.value';
export type { PaymentFieldValue } from './payment.value';
export {
  PAYMENT_DETAIL_FAILURE_CLOSE_MS,
  PAYMENT_TARGET,
  WITHDRAW_SUCCESS_CLOSE_MS,
  depositRedirectUrl,
  paymentDetailRequest,
  paymentPayloadSchema,
  toPaymentPayload,
} from './payments.payload';
export type { PaymentPayload } from './payments.payload';
