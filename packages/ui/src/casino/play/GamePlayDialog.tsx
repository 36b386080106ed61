import type { Game } from '@oyna/sdk/casino';
import { Dialog } from '../../dialog/Dialog';
import { useDialogControls } from '../../dialog/dialog.context';
import { useHostFlows } from '../../host/HostFlowsContext';
import { useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { GameStage } from './GameStage';
import { useGamePlay } from './useGamePlay';

export interface GamePlayDialogProps {
  game: Game;
}

/**
 * The play modal of phones (opened as the `gamePlay` dialog): full height, a top bar with the
 * game's name, Deposit (when the host has a deposit flow), refresh and close, and the game.
 */
export function GamePlayDialog({ game }: GamePlayDialogProps) {
  const t = useT();
  const { close } = useDialogControls();
  const flows = useHostFlows();
  const { state, refresh } = useGamePlay(game, { mobile: true, onLeave: close });
  const deposit = flows.deposit;

  return (
    <Dialog
      size="full"
      title={game.name}
      closeLabel={t('casino.closeGame')}
      closeOnBackdrop={false}
      actions={
        <>
          {deposit ? (
            <Button
              size="sm"
              tone="primary"
              onClick={() => {
                close();
                deposit();
              }}
            >
              {t('header.deposit')}
            </Button>
          ) : null}
          <Button tone="ghost" shape="icon" aria-label={t('casino.reload')} onClick={refresh}>
            <Icon name="refresh" />
          </Button>
        </>
      }
    >
      <GameStage state={state} onRetry={refresh} />
    </Dialog>
  );
}
