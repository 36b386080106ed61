import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { actionFailure } from '../errors/oyna.errors';
import { recoveryCodeSchema, recoveryPasswordSchema, recoveryUsernameSchema } from '../forms/recovery.form';
import { submitForm, type FormSubmitResult } from './formSubmit.task';
import { changePasswordWithCode, checkResetCode, sendResetCode } from './recovery.api';
import { RECOVERY_LOGIN_DELAY_MS } from './recovery.constants';

/**
 * Where a password recovery is: 1 username, 2 reset code, 3 new password, 4 success; `login` once
 * the login form should open (a second after the success).
 */
export type RecoveryState =
  | { step: 1 }
  | { step: 2; username: string }
  | { step: 3; username: string; code: string }
  | { step: 4 }
  | { step: 'login' };

export interface Recovery {
  readonly $recovery: ReadableAtom<RecoveryState>;
  /** How many numbered steps `$recovery` goes through (the username, the code, the new password, the success). */
  readonly stepCount: 4;
  /** Step 1: mails a reset code to the account of `username`. */
  sendCode(form: { username: unknown }): Promise<FormSubmitResult>;
  /** Step 2: checks the code from the mail. */
  checkCode(form: { code: unknown }): Promise<FormSubmitResult>;
  /** Step 3: sets the new password; the login form follows a second after the success. */
  changePassword(form: { password: unknown; password2: unknown }): Promise<FormSubmitResult>;
  /** Back to step 1 (the dialog opened again, or another username). */
  restart(): void;
}

const RECOVERY = Symbol('oyna.recovery');

/** Password recovery of a client: one per client, created on first use. */
export function recoveryOf(client: OynaClient): Recovery {
  return client.domain(RECOVERY, createRecovery);
}

const outOfStep = (expected: string) => Promise.resolve(actionFailure(new Error(`Recovery is not at the ${expected} step.`)));

function createRecovery(client: OynaClient): Recovery {
  const { platform } = client;
  const $recovery = atom<RecoveryState>({ step: 1 });
  let toLogin: unknown = null;
  const cancelToLogin = () => {
    if (toLogin !== null) platform.clearTimeout(toLogin);
    toLogin = null;
  };
  client.track(cancelToLogin);

  return {
    $recovery,
    stepCount: 4,
    sendCode: (form) =>
      submitForm(recoveryUsernameSchema, form, (body) => sendResetCode(client, body), ({ username }) => $recovery.set({ step: 2, username })),
    checkCode(form) {
      const state = $recovery.get();
      if (state.step !== 2) return outOfStep('code');
      return submitForm(
        recoveryCodeSchema,
        { username: state.username, code: form.code },
        (body) => checkResetCode(client, body),
        ({ username, code }) => $recovery.set({ step: 3, username, code }),
      );
    },
    changePassword(form) {
      const state = $recovery.get();
      if (state.step !== 3) return outOfStep('new password');
      return submitForm(
        recoveryPasswordSchema,
        { username: state.username, code: state.code, ...form },
        (body) => changePasswordWithCode(client, body),
        () => {
          $recovery.set({ step: 4 });
          cancelToLogin();
          toLogin = platform.setTimeout(() => {
            toLogin = null;
            $recovery.set({ step: 'login' });
          }, RECOVERY_LOGIN_DELAY_MS);
        },
      );
    },
    restart() {
      cancelToLogin();
      $recovery.set({ step: 1 });
    },
  };
}
