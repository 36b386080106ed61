import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { phoneVerificationOf } from '@oyna/sdk/account';
import { bootstrapOf } from '@oyna/sdk/bootstrap';
import { Dialog } from '../dialog/Dialog';
import { DialogBrandAside } from '../dialog/DialogBrandAside';
import { useDialogControls } from '../dialog/dialog.context';
import { openDialog } from '../dialog/dialog.store';
import { useOpenLogin } from '../login/useOpenLogin';
import { useOyna } from '../provider/hooks';
import { useFeatureT } from '../shared/useFeatureT';
import { registerMessages } from './register.messages';
import { Button } from '../shared/Button';
import { RegisterCelebration, type CelebrationProps } from './RegisterCelebration';
import * as css from './RegisterDialog.css';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import type { RegisterDialogProps } from './register.types';
import { PHONE_VERIFICATION_DIALOG, offerTrialBonusAfterVerification } from './trialBonus.flow';

export type { RegisterDialogProps };

/**
 * Sign-up: Fast Register (first) and Default Register, and a link to the login form. The new
 * player is logged in at once; a ticked trial bonus goes on to the phone verification dialog (when
 * the page has one), anything else to the congratulations view with Deposit and Live Chat.
 */
export function RegisterDialog({ trialBonusOffer = false }: RegisterDialogProps) {
  const ft = useFeatureT(registerMessages);
  const client = useOyna();
  const { has } = useDialogControls();
  const openLogin = useOpenLogin();
  const trialBonusAmount = useStore(bootstrapOf(client).$bootstrap)?.trialBonusAmount ?? 0;
  const [view, setView] = useState<CelebrationProps | null>(
    trialBonusOffer && trialBonusAmount > 0 ? { kind: 'trialBonus', amount: trialBonusAmount } : null,
  );

  const registered: RegisterFormProps['onRegistered'] = (result, form) => {
    // Phone verification starts at its first step with the new player's number, locked (spec).
    phoneVerificationOf(client).startDialog({ phone: result.user.phone || form.phone, lockPhone: true });
    if (result.next === 'verifyPhone' && has(PHONE_VERIFICATION_DIALOG)) {
      offerTrialBonusAfterVerification(client);
      // Another feature's dialog, known here only by its name.
      (openDialog as (name: string) => void)(PHONE_VERIFICATION_DIALOG);
      return;
    }
    setView({ kind: 'welcome', message: result.message || ft('register.welcome', { name: result.user.username }) });
  };

  if (view) {
    return (
      <Dialog title={ft('register.congratulations')} size="register" aside={<DialogBrandAside />}>
        <RegisterCelebration {...view} />
      </Dialog>
    );
  }

  return (
    <Dialog title={ft('register.title')} size="register" aside={<DialogBrandAside />}>
      <RegisterForm trialBonusAmount={trialBonusAmount} onRegistered={registered} />
      <p className={css.footer}>
        {ft('register.haveAccount')}{' '}
        <Button tone="link" onClick={openLogin}>
          {ft('register.login')}
        </Button>
      </p>
    </Dialog>
  );
}
