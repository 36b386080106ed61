import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect } from 'react';
import { phoneVerificationOf } from '@oyna/sdk/account';
import { PHONE_CODE_MASK_DIALOG } from '@oyna/sdk/forms';
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
import { PhoneVerifyAside } from './PhoneVerifyAside';
import * as css from './PhoneVerificationDialog.css';
import { phoneDialogView } from './phoneVerification.model';
import type { PhoneVerificationDialogProps } from './phoneVerification.types';
import { phoneMessages } from './phoneVerification.messages';
import { usePhoneCodeForm } from './usePhoneCodeForm';

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
  const form = usePhoneCodeForm(verification, () => givenPhone ?? (state.step === 1 || state.step === 2 ? state.phone : storedPhone));
  const { phone, code } = form;
  const phoneId = useId();

  // Opened by sign-up after `startDialog`, it goes on from there; opened afresh, it starts at step 1.
  useLayoutEffect(() => {
    const current = verification.$dialog.get();
    if (givenPhone !== undefined) verification.startDialog({ phone: givenPhone, lockPhone });
    else if (current.step === 0 || current.step === 'verified') verification.startDialog({ phone: storedPhone });
    // Only when the dialog opens: later steps are the store's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changePhone = () => {
    verification.changePhone();
    form.startOver();
    requestAnimationFrame(() => document.getElementById(phoneId)?.focus());
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
          <form className={css.form} onSubmit={form.sendCode} noValidate>
            <PhoneField
              id={phoneId}
              label={tf('phone.number')}
              name="phone"
              value={phone}
              readOnly={!view.phoneEditable}
              error={form.phoneError}
              onChange={(event) => form.setPhone(event.target.value)}
              onBlur={() => form.touch('phone')}
            />
            {view.step === 1 ? (
              <Button type="submit" tone="primary" block disabled={!form.phoneValid} aria-busy={form.pending}>
                {form.pending ? <Spinner /> : null}
                {tf('phone.sendCode')}
              </Button>
            ) : null}
          </form>
          <form className={css.form} onSubmit={form.verifyCode} noValidate>
            <CodeField
              id={form.codeId}
              label={tf('phone.code')}
              name="code"
              mask={PHONE_CODE_MASK_DIALOG}
              value={code}
              disabled={!view.codeEnabled}
              error={form.codeError}
              onChange={(event) => form.setCode(event.target.value)}
              onBlur={() => form.touch('code')}
            />
            {view.step === 2 ? (
              <Button type="submit" tone="primary" block disabled={!form.codeValid} aria-busy={form.pending}>
                {form.pending ? <Spinner /> : null}
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
