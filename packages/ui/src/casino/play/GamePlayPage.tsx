import { GameRouteError, decodeGameRoute, type Game } from '@oyna/sdk/casino';
import { RoutePath } from '@oyna/sdk/routes';
import { useId, useMemo } from 'react';
import { useHostFlows } from '../../host/HostFlowsContext';
import { openLogin } from '../../login/openLogin';
import { useOyna, useSession, useT } from '../../provider/hooks';
import { Button, ButtonLink } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { GameStage } from './GameStage';
import * as css from './GamePlayPage.css';
import { useGamePlay } from './useGamePlay';
import { leavePlayPage } from './leavePlayPage';

export interface GamePlayPageProps {
  /** The route's data: base64 of the game's JSON (`/casino/play/{data}`). */
  data: string;
}

/** Reads the game from the route data; null when the data is damaged. */
export function gameOfRoute(data: string): Game | null {
  try {
    return decodeGameRoute(data);
  } catch (error) {
    if (error instanceof GameRouteError) return null;
    throw error;
  }
}

/**
 * The desktop play page: a top bar (leave, the game's name, refresh) over the game, which takes
 * the height left (the page fills the window with `AppLayout`'s `fillWindow`). The bar's one way
 * out is the arrow: a game's own Exit, where it has one, leaves the same way. A damaged address
 * shows a clear error instead; a guest is asked to log in first.
 */
export function GamePlayPage({ data }: GamePlayPageProps) {
  const game = useMemo(() => gameOfRoute(data), [data]);
  return game ? <GamePlayView game={game} /> : <DamagedGameLink />;
}

function GamePlayView({ game }: { game: Game }) {
  const t = useT();
  const client = useOyna();
  const flows = useHostFlows();
  const player = useSession().status === 'player';
  const titleId = useId();
  const leave = () => leavePlayPage(client);
  const { state, refresh } = useGamePlay(player ? game : null, { mobile: false, onLeave: leave });

  return (
    <section className={css.page} aria-labelledby={titleId}>
      <div className={css.bar}>
        <ButtonLink
          to={RoutePath.slots}
          tone="ghost"
          size="sm"
          shape="icon"
          aria-label={t('casino.exitGame')}
          onClick={(event) => {
            // A click meant for a new tab or window opens the lobby there; a plain click leaves.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            leave();
          }}
        >
          <Icon name="arrowLeft" />
        </ButtonLink>
        <h2 id={titleId} className={css.title}>
          {game.name}
          <span className={css.provider}>{game.providerName}</span>
        </h2>
        {player ? (
          <Button tone="ghost" shape="icon" aria-label={t('casino.reload')} onClick={refresh}>
            <Icon name="refresh" />
          </Button>
        ) : null}
      </div>
      <div className={css.stage}>
        {player ? (
          <GameStage state={state} onRetry={refresh} />
        ) : (
          <div className={css.message}>
            <p>{t('casino.loginToPlay')}</p>
            <Button tone="primary" onClick={() => openLogin(flows)}>
              {t('header.login')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

function DamagedGameLink() {
  const t = useT();
  const titleId = useId();
  return (
    <section className={css.page} aria-labelledby={titleId}>
      <div className={css.message} role="alert">
        <Icon name="warning" size={32} />
        <h2 id={titleId} className={css.errorTitle}>
          {t('casino.badLink')}
        </h2>
        <p>{t('casino.badLinkHint')}</p>
        <ButtonLink to={RoutePath.slots} tone="primary">
          {t('casino.backToLobby')}
        </ButtonLink>
      </div>
    </section>
  );
}
