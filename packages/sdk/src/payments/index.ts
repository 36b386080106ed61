export { MoneyDirection, PaymentRecordStatus, ProcessingStatus } from './payments.enums';
export { PaymentObjectType, isDropdownField, isIbanField, isNumericField, paymentFieldSchema } from './paymentField.schema';
export type { PaymentField, PaymentFieldOption } from './paymentField.schema';
export { paymentMethodSchema } from './paymentMethod.schema';
export type { PaymentMethod } from './paymentMethod.schema';
export { IBAN_DIGITS, IBAN_MASK, IBAN_PREFIX, isTemplateMask, normalizeIban } from './paymentValue.calc';
export type { PaymentFieldValue } from './paymentValue.calc';
export { PAYMENT_DETAIL_FAILURE_CLOSE_MS, WITHDRAW_SUCCESS_CLOSE_MS } from './payments.constants';
export { depositRedirectUrl, paymentDetailRequest, toPaymentPayload } from './payments.calc';
export { paymentFormSchema } from './payment.form';
export type { PaymentForm } from './payment.form';
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
