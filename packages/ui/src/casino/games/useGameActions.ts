import { casinoOf, type Game } from '@oyna/sdk/casino';
import { useHostFlows } from '../../host/HostFlowsContext';
import { openLogin } from '../../login/openLogin';
import { useOyna, useOynaNavigate } from '../../provider/hooks';
import { toast } from '../../toast/toast.store';
import { toastError } from '../../toast/toast.error';
import { playGame } from '../play/playGame';

/** What a game tile does: play the game, and star or unstar it with the spec's toasts. */
export function useGameActions() {
  const client = useOyna();
  const flows = useHostFlows();
  const navigate = useOynaNavigate();
  return {
    play: (game: Game) => playGame(game, { client, viewportWidth: window.innerWidth, flows, navigate }),
    async toggleFavourite(game: Game) {
      const result = await casinoOf(client).toggleFavourite(game);
      switch (result.status) {
        case 'added':
          return void toast.success({ key: result.messageKey });
        case 'removed':
          return void toast.warning({ key: result.messageKey });
        case 'loginRequired':
          return openLogin(flows);
        case 'refused':
          return void toastError(result.error);
      }
    },
  };
}
