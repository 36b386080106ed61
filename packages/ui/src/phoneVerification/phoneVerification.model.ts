import { VerificationPage, type PhoneDialogState, type PhonePageState } from '@oyna/sdk/account';

/** What the SMS verify dialog shows for its state: the two-step form, or the celebration. */
export type PhoneDialogView =
  | {
      kind: 'form';
      /** 1 while the number is asked for, 2 while the code is. */
      step: 1 | 2;
      /** The number can be typed: step 1, unless sign-up handed it over locked. */
      phoneEditable: boolean;
      /** The code field waits, disabled, until a code was sent. */
      codeEnabled: boolean;
      /** 'Change phone number', once a code went out. */
      changePhone: boolean;
    }
  | { kind: 'verified' };

export function phoneDialogView(state: PhoneDialogState): PhoneDialogView {
  if (state.step === 'verified') return { kind: 'verified' };
  const step = state.step === 2 ? 2 : 1;
  return {
    kind: 'form',
    step,
    phoneEditable: step === 1 && !state.phoneLocked,
    codeEnabled: step === 2 && !state.codeDisabled,
    changePhone: step === 2,
  };
}

/** What the Personal information page's phone panel shows for the page's state. */
export interface PhonePanelView {
  verified: boolean;
  /** The number is a field the player types in (Update, or nothing stored yet), else it is shown. */
  phoneEditable: boolean;
  /** 'Send Code' (NotVerified, Update). */
  sendCode: boolean;
  /** 'Update Number' (NotVerified with a number stored). */
  updateNumber: boolean;
  /** The code field, 'Verify' and the resend countdown (VerificationCode). */
  code: boolean;
}

export function phonePanelView(state: PhonePageState, storedPhone: string): PhonePanelView {
  switch (state.page) {
    case VerificationPage.Verified:
      return { verified: true, phoneEditable: false, sendCode: false, updateNumber: false, code: false };
    case VerificationPage.VerificationCode:
      return { verified: false, phoneEditable: false, sendCode: false, updateNumber: false, code: true };
    case VerificationPage.Update:
      return { verified: false, phoneEditable: true, sendCode: true, updateNumber: false, code: false };
    default: {
      const stored = storedPhone !== '';
      return { verified: false, phoneEditable: !stored, sendCode: true, updateNumber: stored, code: false };
    }
  }
}
