import { useState } from 'react';
import { changePassword } from '@oyna/sdk/account';
import { changePasswordFormSchema } from '@oyna/sdk/forms';
import { Dialog } from '../dialog/Dialog';
import { closeDialogs } from '../dialog/dialog.store';
import { useOyna } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Spinner } from '../shared/Spinner';
import { TextField } from '../shared/TextField';
import { useFeatureT } from '../shared/useFeatureT';
import { usePending } from '../shared/usePending';
import { useZodForm } from '../shared/useZodForm';
import { toastOutcome } from '../toast/toast.outcome';
import * as css from './ChangePasswordDialog.css';
import { changePasswordMessages } from './changePassword.messages';

/**
 * The Change Password dialog of the dashboard's tile (`openChangePassword()`): the current password,
 * the new one and its confirmation. The server's answer shows as a toast; success closes every dialog.
 */
export function ChangePasswordDialog() {
  const tf = useFeatureT(changePasswordMessages);
  const client = useOyna();
  const form = useZodForm(changePasswordFormSchema, { oldPassword: '', password: '', confirmPassword: '' });
  const [shown, setShown] = useState(false);
  const { pending, run } = usePending();
  const type = shown ? 'text' : 'password';

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const result = await changePassword(client, values);
      toastOutcome(result);
      if (result.status === 'done') closeDialogs();
    }),
  );

  return (
    <Dialog title={tf('changePassword.title')} size="md">
      <p className={css.intro}>{tf('changePassword.intro')}</p>
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={tf('changePassword.oldPassword')}
          type={type}
          autoComplete="current-password"
          error={form.errorOf('oldPassword')}
          {...form.field('oldPassword')}
        />
        <TextField
          label={tf('changePassword.password')}
          type={type}
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.field('password')}
        />
        <TextField
          label={tf('changePassword.confirmPassword')}
          type={type}
          autoComplete="new-password"
          error={form.errorOf('confirmPassword')}
          {...form.field('confirmPassword')}
        />
        <Button tone="ghost" size="sm" className={css.toggle} aria-pressed={shown} onClick={() => setShown((current) => !current)}>
          <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
          {tf('changePassword.showPasswords')}
        </Button>
        <Button type="submit" tone="primary" block aria-disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {tf('changePassword.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
