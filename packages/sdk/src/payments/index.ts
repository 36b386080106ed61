export { FieldDataType, MoneyDirection, PaymentRecordStatus, ProcessingStatus } from './payments.enums';
export {
  IBAN_FIELD_KEY,
  PaymentObjectType,
  isDropdownField,
  isIbanField,
  isNumericField,
  paymentFieldOptionSchema,
  paymentFieldSchema,
} from './paymentField.schema';
export type { PaymentField, PaymentFieldOption } from './paymentField.schema';
export { IBAN_DIGITS, IBAN_MASK, IBAN_PATTERN, IBAN_PREFIX, normalizeIban, parsePaymentNumber } from './paymentValue.calc';
export type { PaymentFieldValue } from './paymentValue.calc';
export {
  PAYMENT_DETAIL_FAILURE_CLOSE_MS,
  PAYMENT_TARGET,
  WITHDRAW_SUCCESS_CLOSE_MS,
  depositRedirectUrl,
  paymentDetailRequest,
  paymentPayloadSchema,
  toPaymentPayload,
} from './payments.schema';
export type { PaymentPayload } from './payments.schema';
