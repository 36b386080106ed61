import type { Betslip } from '@oyna/sdk/betslip';
import { oddsOf } from '@oyna/sdk/feed';
import { useCallback } from 'react';
import { useOyna } from '../../provider/hooks';
import { useOncePerBetslip } from './oncePerBetslip';

/** How long after a picked odd moved the slip is reloaded: moves come in bursts. */
export const FOLLOW_ODDS_DELAY_MS = 1000;

/**
 * Reloads the slip shortly after the feed shows one of its picks' odds move, so the slip shows the
 * new rate (and the server's 'Odds changed' message) before the player presses Place Bet.
 */
export function useBetslipFollowsOdds(betslip: Betslip | null): void {
  const odds = oddsOf(useOyna());
  const follow = useCallback(
    (slip: Betslip) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = odds.$movesChanged.listen(() => {
        if (timer !== undefined) return;
        const moved = [...slip.$pickedOddIds.get()].some((oddId) => odds.moveOf(oddId) !== null);
        if (!moved) return;
        timer = setTimeout(() => {
          timer = undefined;
          // A failed reload is reported by the store's own error toast path on the next action.
          slip.load().catch(() => {});
        }, FOLLOW_ODDS_DELAY_MS);
      });
      return () => {
        stop();
        clearTimeout(timer);
      };
    },
    [odds],
  );
  useOncePerBetslip(betslip, 'followOdds', follow);
}
