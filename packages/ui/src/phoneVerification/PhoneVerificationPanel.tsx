import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { phoneVerificationOf } from '@oyna/sdk/account';
import { PHONE_CODE_MASK_PAGE } from '@oyna/sdk/forms';
import { useOyna, useSession } from '../provider/hooks';
import { Button } from '../shared/Button';
import { CodeField } from '../shared/CodeField';
import { PhoneField } from '../shared/PhoneField';
import { phoneShown } from '../shared/phoneMask';
import { Spinner } from '../shared/Spinner';
import { useFeatureT } from '../shared/useFeatureT';
import { cx } from '../theme/cx';
import * as css from './PhoneVerificationPanel.css';
import { phonePanelView } from './phoneVerification.model';
import { phoneMessages } from './phoneVerification.messages';
import { usePhoneCodeForm } from './usePhoneCodeForm';

export interface PhoneVerificationPanelProps {
  className?: string;
}

/**
 * The phone verification of the Personal information page: the player's number and whether it is
 * verified; Send Code (and Update Number to type another), then the 6-digit code with a 60 s
 * countdown before 'Click to resend'. Renders nothing for a guest.
 */
export function PhoneVerificationPanel({ className }: PhoneVerificationPanelProps) {
  const session = useSession();
  if (session.status !== 'player') return null;
  // A new player, a new panel: the typed number and code do not carry over.
  return <PlayerPhonePanel key={session.user.username} storedPhone={session.user.phone ?? ''} className={className} />;
}

function PlayerPhonePanel({ storedPhone, className }: { storedPhone: string; className?: string }) {
  const tf = useFeatureT(phoneMessages);
  const client = useOyna();
  const verification = phoneVerificationOf(client);
  const page = useStore(verification.$page);
  const view = phonePanelView(page, storedPhone);
  const form = usePhoneCodeForm(verification, storedPhone);
  const titleId = useId();

  return (
    // A group, not a landmark: the page it is placed on decides its regions.
    <div role="group" className={cx(css.panel, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>
        {tf('phonePage.title')}
      </h2>
      <p className={css.text}>{tf(view.verified ? 'phonePage.verifiedText' : 'phonePage.notVerifiedText')}</p>
      <form className={css.form} onSubmit={view.code ? form.verifyCode : form.sendCode} noValidate>
        <PhoneField
          label={tf('phone.number')}
          name="phone"
          value={form.phone}
          readOnly={!view.phoneEditable}
          error={form.phoneError}
          onChange={(event) => form.setPhone(event.target.value)}
          onBlur={() => form.touch('phone')}
        />
        {view.code ? (
          <>
            <p className={css.text}>{tf('phone.codeIntro', { phone: phoneShown(form.phone) })}</p>
            <CodeField
              id={form.codeId}
              label={tf('phone.code')}
              name="code"
              mask={PHONE_CODE_MASK_PAGE}
              value={form.code}
              error={form.codeError}
              onChange={(event) => form.setCode(event.target.value)}
              onBlur={() => form.touch('code')}
            />
          </>
        ) : null}
        {view.verified ? null : (
          <div className={css.actions}>
            {view.sendCode ? (
              <Button type="submit" tone="primary" disabled={!form.phoneValid} aria-busy={form.pending}>
                {form.pending ? <Spinner /> : null}
                {tf('phone.sendCode')}
              </Button>
            ) : null}
            {view.updateNumber ? (
              <Button tone="secondary" onClick={() => verification.updateNumber()}>
                {tf('phonePage.updateNumber')}
              </Button>
            ) : null}
            {view.code ? (
              <>
                <Button type="submit" tone="primary" disabled={!form.codeValid} aria-busy={form.pending}>
                  {form.pending ? <Spinner /> : null}
                  {tf('phone.verify')}
                </Button>
                <ResendCode onResend={() => form.sendCode()} />
              </>
            ) : null}
          </div>
        )}
      </form>
    </div>
  );
}

/** The 60 s countdown, then 'Click to resend'; it ticks only while shown. */
function ResendCode({ onResend }: { onResend(): void }) {
  const tf = useFeatureT(phoneMessages);
  const seconds = useStore(phoneVerificationOf(useOyna()).$resendIn);
  return seconds > 0 ? (
    <span className={css.countdown}>{tf('phonePage.resendIn', { seconds })}</span>
  ) : (
    <Button tone="link" onClick={onResend}>
      {tf('phonePage.resend')}
    </Button>
  );
}
