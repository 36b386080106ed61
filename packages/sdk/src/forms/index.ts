export { fieldErrors } from './forms.errors';
export type { FieldError } from './forms.errors';
export type { ValidationKey } from './rules.schema';
export {
  EMAIL_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSONAL_NO_LENGTH,
  PERSON_NAME_LENGTH,
  PHONE_LENGTH,
  PHONE_MASK,
  PHONE_PREFIX,
  REGISTER_USERNAME_LENGTH,
} from './fields.schema';
export { LOGIN_PASSWORD_LENGTH, LOGIN_USERNAME_LENGTH, loginFormSchema } from './login.form';
export type { LoginForm } from './login.form';
export {
  DEFAULT_BIRTH_DATE,
  DEFAULT_COUNTRY_ID,
  DEFAULT_COUNTRY_NAME,
  DEFAULT_CURRENCY_ID,
  defaultCountryId,
  fastRegisterFormSchema,
  registerFormSchema,
} from './register.form';
export type { FastRegisterForm, RegisterForm } from './register.form';
export { isCalendarDate } from './calendarDate.calc';
export { toRegisterPayload } from './register.schema';
export type { Affiliate, RegisterPayload } from './register.schema';
export {
  RECOVERY_USERNAME_LENGTH,
  RESET_CODE_LENGTH,
  recoveryCodeSchema,
  recoveryPasswordSchema,
  recoveryUsernameSchema,
} from './recovery.form';
export type { RecoveryCode, RecoveryPassword, RecoveryUsername } from './recovery.form';
export { changePasswordFormSchema } from './changePassword.form';
export type { ChangePasswordForm } from './changePassword.form';
export {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MASK_DIALOG,
  PHONE_CODE_MASK_PAGE,
  phoneCodeStepSchema,
  phoneStepSchema,
} from './phoneVerification.form';
export type { PhoneCodeStep, PhoneStep } from './phoneVerification.form';
export {
  CALL_MESSAGE_LENGTH,
  CALL_NAME_LENGTH,
  CALL_REQUEST_MAX_CONTACTS,
  CONTACT_PLACEHOLDER_KEYS,
  CONTACT_TYPE_LABEL_KEYS,
  CONTACT_TYPE_OPTIONS,
  CONTACT_VALUE_LENGTH,
  ContactType,
  TIME_SLOTS,
  addContactWarning,
  callRequestFormSchema,
  callRequestSubmitWarning,
} from './callRequest.form';
export type {
  CallRequestForm,
  CallRequestPayload,
  CallRequestWarningKey,
  Contact,
  TimeSlot,
} from './callRequest.form';
