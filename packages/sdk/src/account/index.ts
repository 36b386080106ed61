export { VerificationPage, WinBetType } from './account.enums';
export { AFFILIATE_KEYS, readAffiliate, registerFormQuery } from './affiliate.calc';
export type { AffiliateSources } from './affiliate.calc';
export { toCallRequestPayload } from './callRequest.calc';
export {
  PhoneVerificationStep,
  RESEND_CODE_COUNTDOWN_S,
  initialPhoneDialog,
  initialPhonePage,
  phoneDialogReducer,
  phonePageReducer,
  resendSecondsLeft,
  sendCodePayload,
  verifyCodePayload,
} from './phoneVerification.calc';
export type {
  PhoneDialogEvent,
  PhoneDialogState,
  PhonePageEvent,
  PhonePageState,
  PhoneVerificationPayload,
} from './phoneVerification.calc';
export { registrationOf } from './registration.store';
export type { RegisterMode, Registration, RegistrationResult, TrialBonusResult } from './registration.store';
export type { Country } from './registration.schema';
