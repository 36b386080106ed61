export { VerificationPage, WinBetType } from './account.enums';
export { AFFILIATE_KEYS, parseCookies, readAffiliate, registerFormQuery } from './affiliate';
export type { AffiliateSources } from './affiliate';
export { CALL_REQUEST_LABELS, composeCallRequestMessage, toCallRequestPayload } from './callRequest.message';
export {
  PhoneVerificationStep,
  RESEND_CODE_COUNTDOWN_S,
  initialPhoneDialog,
  initialPhonePage,
  phoneDialogReducer,
  phonePageReducer,
  phoneVerificationPayloadSchema,
  resendSecondsLeft,
  sendCodePayload,
  verifyCodePayload,
} from './phone.verification';
export type {
  PhoneDialogEvent,
  PhoneDialogState,
  PhonePageEvent,
  PhonePageState,
  PhoneVerificationPayload,
} from './phone.verification';
