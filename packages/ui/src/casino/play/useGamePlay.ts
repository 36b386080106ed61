import { useStore } from '@nanostores/react';
import { GameLaunchError, gamePlayOf, type Game, type GamePlayState, type LaunchResult } from '@oyna/sdk/casino';
import { useEffect, useRef } from 'react';
import { useHostFlows } from '../../host/HostFlowsContext';
import { openLogin } from '../../login/openLogin';
import { useOyna } from '../../provider/hooks';
import { toastError } from '../../toast/toast.error';

export interface UseGamePlayOptions {
  /** A phone's game (the modal) or a desktop's (the play page). */
  mobile: boolean;
  /** Leaves the game: closes the modal, or goes back from the play page. */
  onLeave(): void;
}

/**
 * Plays `game` while the component is shown: launches it, reports a failed launch as an error toast
 * (leaving when the provider's failure closes the play), and leaves on the game's own exit message.
 */
export function useGamePlay(game: Game | null, { mobile, onLeave }: UseGamePlayOptions) {
  const client = useOyna();
  const play = gamePlayOf(client);
  const state = useStore(play.$play);
  const flows = useHostFlows();
  const leave = useRef(onLeave);
  leave.current = onLeave;
  const settle = useRef<(result: LaunchResult | null) => void>(() => {});

  useEffect(() => {
    if (!game) return undefined;
    let shown = true;
    settle.current = (result) => {
      if (!shown || !result || result.status === 'launched') return;
      if (result.error instanceof GameLaunchError && result.error.problem === 'loginRequired') openLogin(flows);
      else toastError(result.error);
      if (result.closes) leave.current();
    };
    void play.open(game, { mobile }).then((result) => settle.current(result));
    const stopExit = play.onExit(() => leave.current());
    return () => {
      shown = false;
      stopExit();
      play.close();
    };
    // The flows object is new on every render; the login form only needs the ones present at launch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [play, game, mobile]);

  const current: GamePlayState | null = state && game && state.game === game ? state : null;
  return {
    state: current,
    refresh: () => void play.refresh().then((result) => settle.current(result)),
  };
}
