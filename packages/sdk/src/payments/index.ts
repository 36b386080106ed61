export { MoneyDirection, PaymentRecordStatus, ProcessingStatus } from './payments.enums';
export { PaymentObjectType, isDropdownField, isIbanField, isNumericField } from './paymentField.schema';
export type { PaymentField, PaymentFieldOption } from './paymentField.schema';
export type { PaymentMethod } from './paymentMethod.schema';
export { IBAN_DIGITS, IBAN_MASK, IBAN_PREFIX, isTemplateMask, normalizeIban } from './paymentValue.calc';
export type { PaymentFieldValue } from './paymentValue.calc';
export { paymentFormSchema } from './payment.form';
export type { PaymentForm } from './payment.form';
export { paymentsOf } from './payments.store';
export type {
  PaymentDialogState,
  PaymentMethodsState,
  PaymentOpenResult,
  PaymentRequest,
  PaymentSubmitResult,
  Payments,
} from './payments.store';
