import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import { onLoginChange } from '../client/onLoginChange';
import { whileObserved } from '../client/whileObserved';
import { phoneCodeStepSchema, phoneStepSchema } from '../forms/phoneVerification.form';
import { postUpdatePhone } from './account.api';
import { submitForm, type FormSubmitResult } from './formSubmit.task';
import {
  initialPhoneDialog,
  initialPhonePage,
  phoneDialogReducer,
  phonePageReducer,
  resendSecondsLeft,
  sendCodePayload,
  verifyCodePayload,
  type PhoneDialogState,
  type PhonePageState,
} from './phoneVerification.calc';

export interface PhoneVerification {
  /** The SMS verify dialog (steps 0–2, then verified). */
  readonly $dialog: ReadableAtom<PhoneDialogState>;
  /** The verification page on Personal information (NotVerified, Verified, Update, VerificationCode). */
  readonly $page: ReadableAtom<PhonePageState>;
  /** Whole seconds before a new code may be asked for on the page; 0 shows 'Click to resend'. Ticks while observed. */
  readonly $resendIn: ReadableAtom<number>;
  /** Opens the dialog at step 1; after sign-up with the new player's phone, locked. */
  startDialog(options?: { phone?: string; lockPhone?: boolean }): void;
  /** 'Change phone number': back to step 1 with the phone editable and the code cleared. */
  changePhone(): void;
  /** 'Update Number' on the page: the phone becomes editable. */
  updateNumber(): void;
  /** Texts a code to `phone` (step 1 of customer/updatephone); the dialog moves to its code step, the page starts the countdown. */
  sendCode(form: { phone: unknown }): Promise<FormSubmitResult>;
  /**
   * Checks the code (step 2): the player's stored login then carries the phone, verified. On the
   * page a refused code is cleared.
   */
  verifyCode(form: { phone: unknown; code: unknown }): Promise<FormSubmitResult>;
}

const PHONE_VERIFICATION = Symbol('oyna.phoneVerification');

/** Phone verification of a client, both variants: one per client, created on first use. */
export function phoneVerificationOf(client: OynaClient): PhoneVerification {
  return client.domain(PHONE_VERIFICATION, createPhoneVerification);
}

function createPhoneVerification(client: OynaClient): PhoneVerification {
  const { platform } = client;
  const $dialog = atom<PhoneDialogState>(initialPhoneDialog);
  const $page = atom<PhonePageState>(initialPhonePage(client.$auth.get()?.smsVerified ?? false));
  const $now = atom(platform.now());
  const $resendIn = derived([$page, $now], (page, now) => resendSecondsLeft(page.codeSentAt, now));
  const dialog = (event: Parameters<typeof phoneDialogReducer>[1]) => $dialog.set(phoneDialogReducer($dialog.get(), event));
  const page = (event: Parameters<typeof phonePageReducer>[1]) => $page.set(phonePageReducer($page.get(), event));

  // Another player, another phone: both variants start over.
  client.track(
    onLoginChange(client, (user, switched) => {
      if (!switched) return;
      $dialog.set(initialPhoneDialog);
      $page.set(initialPhonePage(user?.smsVerified ?? false));
    }),
  );

  // The countdown ticks once a second while something shows it.
  whileObserved(client, $resendIn, () => {
    $now.set(platform.now());
    const tick = platform.setInterval(() => $now.set(platform.now()), 1000);
    return () => platform.clearInterval(tick);
  });

  return {
    $dialog,
    $page,
    $resendIn,
    startDialog: (options = {}) => dialog({ type: 'start', ...options }),
    changePhone: () => dialog({ type: 'changePhone' }),
    updateNumber: () => page({ type: 'updateNumber' }),
    sendCode: (form) =>
      submitForm(phoneStepSchema, form, ({ phone }) => postUpdatePhone(client, sendCodePayload(phone)), () => {
        dialog({ type: 'codeSent' });
        page({ type: 'codeSent', at: platform.now() });
        $now.set(platform.now());
      }),
    async verifyCode(form) {
      const result = await submitForm(
        phoneCodeStepSchema,
        form,
        ({ phone, code }) => postUpdatePhone(client, verifyCodePayload(phone, code)),
        ({ phone }) => {
          const user = client.$auth.get();
          if (user) client.setAuth({ ...user, phone, smsVerified: true });
          dialog({ type: 'verified' });
          page({ type: 'verified' });
        },
      );
      if (result.status === 'refused') page({ type: 'verifyFailed' });
      return result;
    },
  };
}
