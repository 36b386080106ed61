import type { OynaClient } from '@oyna/sdk';
import { casinoOf, gamePlayHref, type Game, type GameQuery } from '@oyna/sdk/casino';
import { openDialog } from '../../dialog/dialog.store';
import type { HostFlows } from '../../host/host.flows';
import { openLogin } from '../../login/openLogin';
import { BREAKPOINTS } from '../../theme/breakpoints';

export interface PlayGameContext {
  client: OynaClient;
  /** The window's width in CSS pixels: phones (below 900 px) play in the modal. */
  viewportWidth: number;
  /** For the login form a guest gets. */
  flows?: Pick<HostFlows, 'register' | 'recovery'>;
  /** Goes to the play page (`useOynaNavigate()`); left out or null, there is none: the modal. */
  navigate?: ((to: string) => void) | null;
}

/** How a game opens for who is looking, on what screen. */
export type PlayWay = 'login' | 'page' | 'modal';

export const playWay = (loggedIn: boolean, viewportWidth: number, hasPlayPage = true): PlayWay =>
  !loggedIn ? 'login' : hasPlayPage && viewportWidth >= BREAKPOINTS.desktop ? 'page' : 'modal';

/**
 * Opens a game the way the spec says: a guest gets the login dialog; on desktop the play page
 * (`/casino/play/{base64 of the game}`) where the host serves it; on a phone, or a host without the
 * play page, the full-height play modal.
 */
export function playGame(game: Game, { client, viewportWidth, flows = {}, navigate }: PlayGameContext): PlayWay {
  const way = playWay(client.$auth.get() !== null, viewportWidth, Boolean(navigate));
  if (way === 'login') openLogin(flows);
  else if (way === 'page') navigate?.(gamePlayHref(game));
  else openDialog('gamePlay', { game });
  return way;
}

/**
 * A menu item's game (Aviator): a guest gets the login dialog at once; otherwise the first game the
 * search finds opens as above, and nothing happens when the search finds none or fails.
 */
export async function playGameBySearch(query: GameQuery, context: PlayGameContext): Promise<PlayWay | null> {
  if (context.client.$auth.get() === null) {
    openLogin(context.flows ?? {});
    return 'login';
  }
  const game = await casinoOf(context.client).openGameBySearch(query);
  return game ? playGame(game, context) : null;
}
