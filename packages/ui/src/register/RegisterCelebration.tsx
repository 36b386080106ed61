import { useEffect, useRef, useState } from 'react';
import { registrationOf } from '@oyna/sdk/account';
import { formatTry } from '@oyna/sdk/i18n';
import { useDialogControls } from '../dialog/dialog.context';
import { useHostFlows } from '../host/HostFlowsContext';
import { useOyna, useT } from '../provider/hooks';
import { useFeatureT } from '../shared/useFeatureT';
import { registerMessages } from './register.messages';
import { RoutePath } from '../routes/route.paths';
import { Button, ButtonLink } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Spinner } from '../shared/Spinner';
import { toastError } from '../toast/toast.error';
import { toast } from '../toast/toast.store';
import { CONFETTI_DELAY_MS, throwConfetti } from './confetti';
import * as css from './RegisterDialog.css';

/** After a granted trial bonus the dialog stays this long, for the confetti, then closes (spec). */
export const TRIAL_BONUS_CLOSE_MS = 1000;

export type CelebrationProps =
  /** A new player: the server's greeting, then Deposit and (when the page has it) Live Chat. */
  | { kind: 'welcome'; message: string }
  /** A new player who verified the phone: the trial bonus offer and its Yes. */
  | { kind: 'trialBonus'; amount: number };

/**
 * The congratulations view: it fades in, confetti follows 100 ms later (none under reduced
 * motion), and either leads on to a deposit or live chat, or offers the trial bonus.
 */
export function RegisterCelebration(props: CelebrationProps) {
  const t = useT();
  const ft = useFeatureT(registerMessages);
  const client = useOyna();
  const { close } = useDialogControls();
  const flows = useHostFlows();
  const canvas = useRef<HTMLCanvasElement>(null);
  const lead = useRef<HTMLParagraphElement>(null);
  // Each change throws confetti once more: on arrival, and again for a granted bonus.
  const [bursts, setBursts] = useState(1);
  const [claiming, setClaiming] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);

  useEffect(() => lead.current?.focus(), []);

  useEffect(() => {
    let stop = () => {};
    const timer = client.platform.setTimeout(() => {
      if (canvas.current) stop = throwConfetti(canvas.current);
    }, CONFETTI_DELAY_MS);
    return () => {
      client.platform.clearTimeout(timer);
      stop();
    };
  }, [client, bursts]);

  useEffect(() => {
    if (granted === null) return;
    const timer = client.platform.setTimeout(close, TRIAL_BONUS_CLOSE_MS);
    return () => client.platform.clearTimeout(timer);
  }, [client, granted, close]);

  async function claim() {
    if (claiming || granted !== null) return;
    setClaiming(true);
    const result = await registrationOf(client).claimTrialBonus();
    setClaiming(false);
    if (result.status === 'granted') {
      toast.success(result.message);
      setGranted(result.message);
      setBursts((count) => count + 1);
    } else if (result.status === 'refused') toast.error(result.message);
    else toastError(result.error);
  }

  return (
    <div className={css.celebration}>
      <canvas ref={canvas} className={css.confetti} aria-hidden="true" />
      <span className={css.badge}>
        <Icon name={props.kind === 'trialBonus' ? 'gift' : 'trophy'} size={40} />
      </span>
      <p ref={lead} tabIndex={-1} className={css.lead}>
        {props.kind === 'welcome' ? props.message : (granted ?? ft('register.trialBonusOffer', { amount: formatTry(props.amount) }))}
      </p>
      {props.kind === 'welcome' ? (
        <>
          <p className={css.muted}>{ft(flows.liveChat ? 'register.nextStepsChat' : 'register.nextSteps')}</p>
          <div className={css.celebrationActions}>
            <ButtonLink to={RoutePath.deposit} tone="primary" block onClick={close}>
              <Icon name="wallet" size={18} />
              {t('header.deposit')}
            </ButtonLink>
            {flows.liveChat ? (
              <Button
                block
                onClick={() => {
                  close();
                  flows.liveChat?.();
                }}
              >
                <Icon name="chat" size={18} />
                {t('header.liveChat')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <div className={css.celebrationActions}>
          <Button tone="primary" block onClick={claim} aria-disabled={claiming || granted !== null} aria-busy={claiming}>
            {claiming ? <Spinner /> : null}
            {ft('register.yes')}
          </Button>
        </div>
      )}
    </div>
  );
}
