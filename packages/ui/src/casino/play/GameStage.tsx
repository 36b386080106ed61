import type { GamePlayState } from '@oyna/sdk/casino';
import { useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { Spinner } from '../../shared/Spinner';
import { errorText } from '../../toast/toast.error';
import { GameFrame } from './GameFrame';
import * as css from './GameStage.css';

export interface GameStageProps {
  state: GamePlayState | null;
  onRetry(): void;
}

/**
 * What fills the play area: 'Loading...' until the launch arrives, the reload notice after a
 * refresh, the game frame, or the failure with a retry.
 */
export function GameStage({ state, onRetry }: GameStageProps) {
  const t = useT();
  if (state?.status === 'ready') {
    return <GameFrame key={`${state.target.kind}:${state.target.kind === 'url' ? state.target.url : state.target.html}`} target={state.target} title={t('casino.gameFrame', { game: state.game.name })} />;
  }
  if (state?.status === 'failed') {
    const text = errorText(state.error);
    return (
      <div className={css.notice} role="alert">
        <p>{t('casino.launchFailed')}</p>
        <p className={css.detail}>{typeof text === 'string' ? text : t(text.key)}</p>
        <Button tone="secondary" onClick={onRetry}>
          {t('casino.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={css.notice} role="status" aria-live="polite">
      <Spinner size={28} />
      <p>{t(state?.status === 'reloading' ? 'casino.reloading' : 'common.loading')}</p>
    </div>
  );
}
