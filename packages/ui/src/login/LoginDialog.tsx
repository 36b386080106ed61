import { useRef, useState } from 'react';
import { loginFormSchema } from '@oyna/sdk/forms';
import { sessionOf } from '@oyna/sdk/session';
import { Dialog } from '../dialog/Dialog';
import { DialogBrandAside } from '../dialog/DialogBrandAside';
import { useDialogControls } from '../dialog/dialog.context';
import { useOyna, useT } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Spinner } from '../shared/Spinner';
import { TextField } from '../shared/TextField';
import { useZodForm } from '../shared/useZodForm';
import { toastError } from '../toast/toast.error';
import { toast } from '../toast/toast.store';
import * as css from './LoginDialog.css';

import type { LoginDialogProps } from './login.model';

export type { LoginDialogProps };

/**
 * The login form. Open it with `openLogin(flows)` (or `openDialog('login', props)`). On success
 * the server's message shows as a toast and the dialog closes; a refusal shows as an error toast.
 */
export function LoginDialog({ onRecovery, onRegister }: LoginDialogProps) {
  const t = useT();
  const client = useOyna();
  const { close } = useDialogControls();
  const form = useZodForm(loginFormSchema, { username: '', password: '' });
  const [pending, setPending] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const inFlight = useRef(false);
  const lastError = useRef<string | null>(null);

  const submit = form.handleSubmit(async (credentials) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    // A new attempt withdraws the previous attempt's error, so it never sits beside the welcome.
    if (lastError.current) toast.dismiss(lastError.current);
    try {
      const { user, message } = await sessionOf(client).login(credentials);
      toast.success(message || { key: 'login.success', params: { name: user.username } });
      close();
    } catch (error) {
      lastError.current = toastError(error);
      inFlight.current = false;
      setPending(false);
    }
  });

  return (
    <Dialog title={t('login.title')} size="login" aside={<DialogBrandAside />} centred>
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={form.errorOf('username')}
          {...form.field('username')}
        />
        <TextField
          label={t('login.password')}
          type={passwordShown ? 'text' : 'password'}
          autoComplete="current-password"
          error={form.errorOf('password')}
          {...form.field('password')}
          action={
            <Button
              tone="ghost"
              size="sm"
              shape="icon"
              aria-label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              <Icon name={passwordShown ? 'eyeOff' : 'eye'} size={18} />
            </Button>
          }
        />
        {onRecovery ? (
          <Button tone="link" className={css.recovery} onClick={onRecovery}>
            {t('login.recovery')}
          </Button>
        ) : null}
        <Button type="submit" tone="primary" block aria-disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {t('login.submit')}
        </Button>
      </form>
      {onRegister ? (
        <p className={css.footer}>
          <Button tone="link" onClick={onRegister}>
            {t('login.notMember')}
          </Button>
        </p>
      ) : null}
    </Dialog>
  );
}
