import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { phoneVerificationOf } from '@oyna/sdk/account';
import { PHONE_CODE_MASK_DIALOG, fieldErrors, phoneCodeStepSchema, phoneStepSchema } from '@oyna/sdk/forms';
import { Dialog } from '../dialog/Dialog';
import { closeDialogs } from '../dialog/dialog.store';
import { useOyna, useSession } from '../provider/hooks';
import { Button } from '../shared/Button';
import { CodeField } from '../shared/CodeField';
import { Icon } from '../shared/Icon';
import { Logo } from '../shared/Logo';
import { PhoneField } from '../shared/PhoneField';
import { phoneShown } from '../shared/phoneMask';
import { Spinner } from '../shared/Spinner';
import { useFeatureT } from '../shared/useFeatureT';
import { usePending } from '../shared/usePending';
import { toastOutcome } from '../toast/toast.outcome';
import { PhoneVerifyAside } from './PhoneVerifyAside';
import * as css from './PhoneVerificationDialog.css';
import { phoneDialogView } from './phoneVerification.model';
import type { PhoneVerificationDialogProps } from './phoneVerification.types';
import { phoneMessages } from './phoneVerification.messages';

export type { PhoneVerificationDialogProps };

/**
 * The SMS verify screen as the 'phoneVerification' dialog: the number, then the 6-digit code texted
 * to it, then the celebration. Its steps live in `phoneVerificationOf(client)`, so sign-up can start
 * it (`startDialog({ phone, lockPhone: true })`) before opening it by name.
 */
export function PhoneVerificationDialog({ phone: givenPhone, lockPhone = false }: PhoneVerificationDialogProps) {
  const tf = useFeatureT(phoneMessages);
  const client = useOyna();
  const session = useSession();
  const verification = phoneVerificationOf(client);
  const state = useStore(verification.$dialog);
  const view = phoneDialogView(state);
  const storedPhone = session.status === 'player' ? session.user.phone ?? '' : '';
  const [phone, setPhone] = useState(() => givenPhone ?? (state.step === 1 || state.step === 2 ? state.phone : storedPhone));
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ phone: false, code: false });
  const { pending, run } = usePending();
  const phoneId = useId();
  const codeId = useId();

  // Opened by sign-up after `startDialog`, it goes on from there; opened afresh, it starts at step 1.
  useLayoutEffect(() => {
    const current = verification.$dialog.get();
    if (givenPhone !== undefined) verification.startDialog({ phone: givenPhone, lockPhone });
    else if (current.step === 0 || current.step === 'verified') verification.startDialog({ phone: storedPhone });
    // Only when the dialog opens: later steps are the store's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const phoneError = touched.phone ? fieldErrors(phoneStepSchema.safeParse({ phone }).error ?? { issues: [] }).phone : undefined;
  const codeParse = phoneCodeStepSchema.safeParse({ phone, code });
  const codeError = touched.code && !codeParse.success ? fieldErrors(codeParse.error).code : undefined;
  const phoneValid = phoneStepSchema.safeParse({ phone }).success;

  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!phoneValid) return setTouched((current) => ({ ...current, phone: true }));
    void run(async () => {
      const result = await verification.sendCode({ phone });
      toastOutcome(result);
      if (result.status === 'done') focus(codeId);
    });
  };

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    if (!codeParse.success) return setTouched((current) => ({ ...current, code: true }));
    void run(async () => {
      const result = await verification.verifyCode({ phone, code });
      toastOutcome(result);
      if (result.status === 'refused') setCode('');
    });
  };

  const changePhone = () => {
    verification.changePhone();
    setCode('');
    setTouched({ phone: false, code: false });
    focus(phoneId);
  };

  return (
    <Dialog title={tf('phoneVerify.title')} size="wide" aside={<PhoneVerifyAside />}>
      <div className={css.head}>
        <Logo size={28} />
        {view.kind === 'form' ? <span className={css.step}>{tf('phoneVerify.step', { step: view.step })}</span> : null}
      </div>
      {view.kind === 'verified' ? (
        <Celebration phone={phone} />
      ) : (
        <>
          <p className={css.intro} aria-live="polite">
            {view.step === 1 ? tf('phoneVerify.phoneIntro') : tf('phone.codeIntro', { phone: phoneShown(phone) })}
          </p>
          <form className={css.form} onSubmit={sendCode} noValidate>
            <PhoneField
              id={phoneId}
              label={tf('phone.number')}
              name="phone"
              value={phone}
              readOnly={!view.phoneEditable}
              error={phoneError}
              onChange={(event) => setPhone(event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, phone: true }))}
            />
            {view.step === 1 ? (
              <Button type="submit" tone="primary" block disabled={!phoneValid} aria-busy={pending}>
                {pending ? <Spinner /> : null}
                {tf('phone.sendCode')}
              </Button>
            ) : null}
          </form>
          <form className={css.form} onSubmit={verifyCode} noValidate>
            <CodeField
              id={codeId}
              label={tf('phone.code')}
              name="code"
              mask={PHONE_CODE_MASK_DIALOG}
              value={code}
              disabled={!view.codeEnabled}
              error={codeError}
              onChange={(event) => setCode(event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, code: true }))}
            />
            {view.step === 2 ? (
              <Button type="submit" tone="primary" block disabled={!codeParse.success} aria-busy={pending}>
                {pending ? <Spinner /> : null}
                {tf('phone.verify')}
              </Button>
            ) : null}
          </form>
          <div className={css.links}>
            {view.changePhone ? (
              <Button tone="link" onClick={changePhone}>
                {tf('phoneVerify.changePhone')}
              </Button>
            ) : null}
            <Button tone="link" className={css.skip} onClick={closeDialogs}>
              {tf('phoneVerify.skip')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The success view: the number is verified; its button closes every dialog. */
function Celebration({ phone }: { phone: string }) {
  const tf = useFeatureT(phoneMessages);
  return (
    <div className={css.celebration}>
      <span className={css.celebrationIcon}>
        <Icon name="success" size={64} />
      </span>
      <h3 className={css.celebrationTitle} tabIndex={-1} ref={(heading) => heading?.focus()}>
        {tf('phoneVerify.doneTitle')}
      </h3>
      <p className={css.celebrationText}>{tf('phoneVerify.doneText', { phone: phoneShown(phone) })}</p>
      <Button tone="primary" block onClick={closeDialogs}>
        {tf('phoneVerify.done')}
      </Button>
    </div>
  );
}
