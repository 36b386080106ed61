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
export { recoveryOf } from './recovery.store';
export type { Recovery, RecoveryState } from './recovery.store';
export { RECOVERY_LOGIN_DELAY_MS } from './recovery.constants';
export { phoneVerificationOf } from './phoneVerification.store';
export type { PhoneVerification } from './phoneVerification.store';
export { changePassword, requestCall } from './accountForms.task';
export type { FormSubmitResult } from './formSubmit.task';
export { historyOf } from './history.store';
export type { History, HistoryList, HistoryQuery, HistoryState, ProfileState } from './history.store';
export { HISTORY_PAGE_SIZE } from './history.constants';
export type { Bonus, FinancialRecord, GameActivity, Profile, SessionRecord } from './history.schema';
