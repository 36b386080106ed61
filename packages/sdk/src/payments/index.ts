export { MoneyDirection, PaymentRecordStatus, ProcessingStatus } from './payments.enums';
export { PaymentObjectType, isDropdownField, isIbanField, isNumericField, paymentFieldSchema } from '../forms/paymentField.schema';
export type { PaymentField, PaymentFieldOption } from '../forms/paymentField.schema';
export { paymentMethodSchema } from './paymentMethod.schema';
export type { PaymentMethod } from './paymentMethod.schema';
export { IBAN_DIGITS, IBAN_MASK, IBAN_PREFIX, isTemplateMask, normalizeIban } from '../forms/paymentValue.calc';
export type { PaymentFieldValue } from '../forms/paymentValue.calc';
export {
  PAYMENT_DETAIL_FAILURE_CLOSE_MS,
  WITHDRAW_SUCCESS_CLOSE_MS,
  depositRedirectUrl,
  paymentDetailRequest,
  toPaymentPayload,
} from './payments.schema';
export type { PaymentPayload } from './payments.schema';
export { paymentsOf } from './payments.store';
export type {
  PaymentDialogState,
  PaymentMethodsState,
  PaymentOpenResult,
  PaymentRequest,
  PaymentSubmitResult,
  Payments,
} from './payments.store';
