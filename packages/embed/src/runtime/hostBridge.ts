import type { OynaClient } from '@oyna/sdk';
import { betslipOf } from '@oyna/sdk/betslip';
import { decodeGameRoute, type Game } from '@oyna/sdk/casino';
import { RoutePath, RoutePattern } from '@oyna/sdk/routes';
import { dialogs, openDialog, type HostFlows } from '@oyna/ui';
import type { ResolvedEmbedOptions } from '../config';
import { dispatchOynaEvent, type OynaGameDetail } from '../events';

/** Where the host hears from: the element the player used last (or the first on the page). */
export type EventTarget = () => HTMLElement | null;

const GAME_PATH = RoutePattern.gamePlay.replace('[data]', '');

const gameDetail = (game: Game): OynaGameDetail => ({ gameCode: game.gameCode, name: game.name, providerName: game.providerName });

function gameOfPath(path: string): Game | null {
  if (!path.startsWith(GAME_PATH)) return null;
  try {
    return decodeGameRoute(path.slice(GAME_PATH.length));
  } catch {
    return null;
  }
}

/** Sign-up and recovery: the built-in dialogs, in the element the player uses. */
export const accountFlows = {
  register: () => openDialog('register'),
  recovery: () => openDialog('recovery'),
} satisfies HostFlows;

const openTab = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * What the widgets would do to the operator's site (go to a page, open a game, deposit) becomes a
 * host event on the partner's page, with the default the configuration names when the host leaves it.
 */
export function hostNavigation(options: ResolvedEmbedOptions, target: EventTarget) {
  const urlOf = (path: string) => (options.siteUrl ? new URL(path, `${options.siteUrl}/`).href : null);
  return {
    navigate(path: string) {
      const element = target();
      if (!element) return;
      const game = gameOfPath(path);
      if (game) {
        if (options.games === 'same-page') return openDialog('gamePlay', { game });
        // Opened elsewhere: the page hears of it here; a game in this page's dialog is told by `followHost`.
        dispatchOynaEvent(element, 'oyna:game-opened', gameDetail(game));
        if (typeof options.games === 'function') return options.games(gameDetail(game));
        const url = urlOf(path);
        return url ? openTab(url) : undefined;
      }
      const url = urlOf(path);
      const proceed = dispatchOynaEvent(element, 'oyna:route-requested', { path, url }, { cancelable: true });
      // Logging out leads the site home; a partner's page stays where it is.
      if (proceed && url && path !== RoutePath.home) openTab(url);
    },
    flows: {
      ...accountFlows,
      deposit() {
        const element = target();
        if (!element) return;
        const proceed = dispatchOynaEvent(element, 'oyna:deposit-requested', {}, { cancelable: true });
        const url = urlOf(RoutePath.deposit);
        if (proceed && url) openTab(url);
      },
    } satisfies HostFlows,
  };
}

/**
 * Tells the host what happens on the client: bets placed, the slip's picks changing, games opening
 * and closing in this page. Returns the unsubscribe.
 */
export function followHost(client: OynaClient, target: EventTarget): () => void {
  const betslip = betslipOf(client);
  let oddIds = '';
  let game: Game | null = null;
  const stops = [
    client.on('betPlaced', ({ betIds, stake }) => {
      const element = target();
      if (element) dispatchOynaEvent(element, 'oyna:bet-placed', { couponIds: betIds, stake, currency: 'TRY' });
    }),
    betslip.$betslip.subscribe((state) => {
      const ids = state.picks.filter((pick) => !pick.isDeleting).map((pick) => pick.oddId);
      if (ids.join() === oddIds) return;
      oddIds = ids.join();
      const element = target();
      if (element) dispatchOynaEvent(element, 'oyna:betslip-changed', { oddIds: ids });
    }),
    dialogs.$dialog.subscribe((opened) => {
      const element = target();
      const playing = opened?.name === 'gamePlay' ? (opened.props as { game: Game }).game : null;
      if (game && playing !== game && element) dispatchOynaEvent(element, 'oyna:game-closed', gameDetail(game));
      if (playing && playing !== game && element) dispatchOynaEvent(element, 'oyna:game-opened', gameDetail(playing));
      game = playing;
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
