import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { recoveryOf, type FormSubmitResult, type RecoveryState } from '@oyna/sdk/account';
import { recoveryCodeSchema, recoveryPasswordSchema, recoveryUsernameSchema } from '@oyna/sdk/forms';
import { Dialog } from '../dialog/Dialog';
import { DialogBrandAside } from '../dialog/DialogBrandAside';
import { useHostFlows } from '../host/HostFlowsContext';
import { openLogin } from '../login/openLogin';
import { useOyna, useT } from '../provider/hooks';
import { useFeatureT } from '../shared/useFeatureT';
import { recoveryMessages } from './recovery.messages';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Spinner } from '../shared/Spinner';
import { TextField } from '../shared/TextField';
import { useZodForm } from '../shared/useZodForm';
import { toastError } from '../toast/toast.error';
import { toast } from '../toast/toast.store';
import * as css from './RecoveryDialog.css';

export interface RecoveryDialogProps {}

/**
 * Password recovery in four steps: the username, the code mailed to the account, the new password,
 * and the server's word that it changed; the login form follows a second later. A 'Not a Member?
 * Sign Up Now!' link opens registration when the page has it.
 */
export function RecoveryDialog(_props: RecoveryDialogProps) {
  const t = useT();
  const ft = useFeatureT(recoveryMessages);
  const client = useOyna();
  const flows = useHostFlows();
  const recovery = recoveryOf(client);
  const state = useStore(recovery.$recovery);
  // What the server said at the last step, shown at the next (the code was mailed; the password changed).
  const [note, setNote] = useState('');

  // A new opening starts over; it stops a login form still due from an earlier recovery too.
  useEffect(() => recovery.restart(), [recovery]);

  // Only a success seen in this opening leads on to the login form, never one left from before.
  const succeeded = useRef(false);
  if (state.step === 4) succeeded.current = true;
  useEffect(() => {
    if (state.step === 'login' && succeeded.current) openLogin(flows);
  }, [state.step, flows]);

  const done = (message: string) => setNote(message);

  return (
    <Dialog title={ft('recovery.title')} size="recovery" aside={<DialogBrandAside />} centred>
      {state.step === 'login' ? null : (
        <p className={css.step}>{ft('recovery.step', { step: state.step, count: recovery.stepCount })}</p>
      )}
      {state.step === 1 ? <UsernameStep onDone={done} /> : null}
      {state.step === 2 ? <CodeStep note={note} onDone={done} onRestart={() => recovery.restart()} /> : null}
      {state.step === 3 ? <PasswordStep note={note} onDone={done} /> : null}
      {state.step === 4 ? <SuccessStep note={note} /> : null}
      {flows.register ? (
        <p className={css.footer}>
          <Button tone="link" onClick={flows.register}>
            {t('login.notMember')}
          </Button>
        </p>
      ) : null}
    </Dialog>
  );
}

interface StepProps {
  onDone(message: string): void;
}

/** Sends a step once however often it is pressed, shows loading meanwhile and the refusal as an error toast. */
function useStepSubmit(send: () => Promise<FormSubmitResult>, onDone: (message: string) => void) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const lastError = useRef<string | null>(null);
  async function run() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    if (lastError.current) toast.dismiss(lastError.current);
    const result = await send();
    inFlight.current = false;
    setPending(false);
    if (result.status === 'done') onDone(result.message);
    else if (result.status === 'refused') lastError.current = toast.error(result.message);
    else if (result.status === 'failed') lastError.current = toastError(result.error);
  }
  return { pending, run };
}

function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" tone="primary" block aria-disabled={pending} aria-busy={pending}>
      {pending ? <Spinner /> : null}
      {label}
    </Button>
  );
}

function UsernameStep({ onDone }: StepProps) {
  const ft = useFeatureT(recoveryMessages);
  const recovery = recoveryOf(useOyna());
  const form = useZodForm(recoveryUsernameSchema, { username: '' });
  const step = useStepSubmit(() => recovery.sendCode(form.values), onDone);
  return (
    <form className={css.form} onSubmit={form.handleSubmit(step.run)} noValidate>
      <p className={css.text}>{ft('recovery.usernameHint')}</p>
      <TextField
        label={ft('recovery.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={form.errorOf('username')}
        {...form.field('username')}
      />
      <SubmitButton pending={step.pending} label={ft('recovery.sendCode')} />
    </form>
  );
}

function CodeStep({ note, onDone, onRestart }: StepProps & { note: string; onRestart(): void }) {
  const ft = useFeatureT(recoveryMessages);
  const recovery = recoveryOf(useOyna());
  const username = (useStore(recovery.$recovery) as Extract<RecoveryState, { step: 2 }>).username;
  const form = useZodForm({ safeParse: (values: { code: string }) => recoveryCodeSchema.safeParse({ username, code: values.code.trim() }) }, { code: '' });
  const step = useStepSubmit(() => recovery.checkCode({ code: form.values.code.trim() }), onDone);
  return (
    <form className={css.form} onSubmit={form.handleSubmit(step.run)} noValidate>
      {note ? <p className={css.text}>{note}</p> : null}
      <TextField
        label={ft('recovery.code')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={form.errorOf('code')}
        {...form.field('code')}
      />
      <SubmitButton pending={step.pending} label={ft('recovery.checkCode')} />
      <Button tone="link" className={css.aside} onClick={onRestart}>
        {ft('recovery.otherUsername')}
      </Button>
    </form>
  );
}

function PasswordStep({ note, onDone }: StepProps & { note: string }) {
  const ft = useFeatureT(recoveryMessages);
  const recovery = recoveryOf(useOyna());
  const state = useStore(recovery.$recovery) as Extract<RecoveryState, { step: 3 }>;
  const form = useZodForm(
    {
      safeParse: (values: { password: string; password2: string }) =>
        recoveryPasswordSchema.safeParse({ username: state.username, code: state.code, ...values }),
    },
    { password: '', password2: '' },
  );
  const step = useStepSubmit(() => recovery.changePassword(form.values), onDone);
  return (
    <form className={css.form} onSubmit={form.handleSubmit(step.run)} noValidate>
      {note ? <p className={css.text}>{note}</p> : null}
      <TextField
        label={ft('recovery.password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={form.errorOf('password')}
        {...form.field('password')}
      />
      <TextField
        label={ft('recovery.password2')}
        type="password"
        autoComplete="new-password"
        error={form.errorOf('password2')}
        {...form.field('password2')}
      />
      <SubmitButton pending={step.pending} label={ft('recovery.changePassword')} />
    </form>
  );
}

function SuccessStep({ note }: { note: string }) {
  const ft = useFeatureT(recoveryMessages);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div ref={message} tabIndex={-1} className={css.success}>
      <span className={css.badge}>
        <Icon name="success" size={36} />
      </span>
      <p className={css.lead}>{note || ft('recovery.changed')}</p>
      <p className={css.text}>{ft('recovery.toLogin')}</p>
    </div>
  );
}
