import type { ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { oddsOf } from '../feed/shared/odds.store';
import { FOLLOW_ODDS_DELAY_MS } from './betslip.constants';

/**
 * Reloads the slip a moment after the feed shows one of its picks' odds move, so the slip shows
 * the new rate (and the server's 'Odds changed' message) before the player presses Place Bet.
 * Returns the stop.
 */
export function followOdds(client: OynaClient, $pickedOddIds: ReadableAtom<ReadonlySet<number>>, reload: () => void): () => void {
  const { platform } = client;
  const odds = oddsOf(client);
  let timer: unknown = null;
  const stop = odds.$movesChanged.listen(() => {
    if (timer !== null) return;
    if (![...$pickedOddIds.get()].some((oddId) => odds.moveOf(oddId) !== null)) return;
    timer = platform.setTimeout(() => {
      timer = null;
      reload();
    }, FOLLOW_ODDS_DELAY_MS);
  });
  return () => {
    stop();
    if (timer !== null) platform.clearTimeout(timer);
  };
}
