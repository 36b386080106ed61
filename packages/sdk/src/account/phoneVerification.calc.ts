import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { phoneField } from '../forms/fields.schema';
import { exactText } from '../forms/rules.schema';
import { PHONE_CODE_LENGTH } from '../forms/phoneVerification.form';
import { VerificationPage } from './account.enums';

/** Seconds before 'Click to resend' appears on the verification page. */
export const RESEND_CODE_COUNTDOWN_S = 60;

/** The `step` of POST customer/updatephone: 1 sends a code to the phone, 2 checks the code. */
export const PhoneVerificationStep = { SendCode: 1, VerifyCode: 2 } as const;
export type PhoneVerificationStep = (typeof PhoneVerificationStep)[keyof typeof PhoneVerificationStep];

/** Body of POST customer/updatephone. */
export const phoneVerificationPayloadSchema = z.discriminatedUnion('step', [
  object({ step: z.literal(PhoneVerificationStep.SendCode), phone: phoneField(), code: z.optional(z.string()) }),
  object({ step: z.literal(PhoneVerificationStep.VerifyCode), phone: phoneField(), code: exactText(PHONE_CODE_LENGTH) }),
]);
export type PhoneVerificationPayload = z.output<typeof phoneVerificationPayloadSchema>;

export const sendCodePayload = (phone: string): PhoneVerificationPayload => ({
  step: PhoneVerificationStep.SendCode,
  phone,
  code: '',
});
export const verifyCodePayload = (phone: string, code: string): PhoneVerificationPayload => ({
  step: PhoneVerificationStep.VerifyCode,
  phone,
  code,
});

/** The SMS verify dialog: step 0 not started, 1 phone, 2 code, then the celebration. */
export interface PhoneDialogState {
  step: 0 | 1 | 2 | 'verified';
  phone: string;
  phoneLocked: boolean;
  code: string;
  codeDisabled: boolean;
}

export type PhoneDialogEvent =
  | { type: 'start'; phone?: string; lockPhone?: boolean }
  | { type: 'codeSent' }
  | { type: 'verified' }
  | { type: 'changePhone' };

export const initialPhoneDialog: PhoneDialogState = {
  step: 0,
  phone: '',
  phoneLocked: false,
  code: '',
  codeDisabled: true,
};

/**
 * Dialog transitions: after sign-up it starts at step 1 with the phone filled and locked; a sent
 * code moves to step 2 and enables the code field; 'Change phone number' returns to step 1,
 * unlocks the phone and clears the code.
 */
export function phoneDialogReducer(state: PhoneDialogState, event: PhoneDialogEvent): PhoneDialogState {
  switch (event.type) {
    case 'start':
      return { ...initialPhoneDialog, step: 1, phone: event.phone ?? '', phoneLocked: event.lockPhone ?? false };
    case 'codeSent':
      return state.step === 1 ? { ...state, step: 2, codeDisabled: false } : state;
    case 'verified':
      return state.step === 2 ? { ...state, step: 'verified' } : state;
    case 'changePhone':
      return { ...state, step: 1, phoneLocked: false, code: '', codeDisabled: true };
  }
}

/** The verification page: its view, whether the phone can be edited and when a code was sent. */
export interface PhonePageState {
  page: VerificationPage;
  phoneLocked: boolean;
  code: string;
  /** Epoch ms of the last code sent, for the resend countdown. */
  codeSentAt: number | null;
}

export type PhonePageEvent =
  | { type: 'codeSent'; at: number }
  | { type: 'verified' }
  | { type: 'verifyFailed' }
  | { type: 'updateNumber' };

export const initialPhonePage = (smsVerified: boolean): PhonePageState => ({
  page: smsVerified ? VerificationPage.Verified : VerificationPage.NotVerified,
  phoneLocked: smsVerified,
  code: '',
  codeSentAt: null,
});

export function phonePageReducer(state: PhonePageState, event: PhonePageEvent): PhonePageState {
  switch (event.type) {
    case 'codeSent':
      return { ...state, page: VerificationPage.VerificationCode, phoneLocked: true, codeSentAt: event.at };
    case 'verified':
      return { ...state, page: VerificationPage.Verified, phoneLocked: true, code: '' };
    case 'verifyFailed':
      return { ...state, code: '' };
    case 'updateNumber':
      return state.page === VerificationPage.NotVerified
        ? { ...state, page: VerificationPage.Update, phoneLocked: false }
        : state;
  }
}

/** Whole seconds left before a new code may be asked for; 0 shows 'Click to resend'. */
export function resendSecondsLeft(codeSentAt: number | null, now: number): number {
  if (codeSentAt === null) return 0;
  return Math.max(0, RESEND_CODE_COUNTDOWN_S - Math.floor((now - codeSentAt) / 1000));
}
