import { useCallback, useSyncExternalStore } from 'react';
import { oddsOf, type OddMove } from '@oyna/sdk/feed';
import { useOyna } from '../../provider/hooks';

const noMove = () => null;

/**
 * The way one odd last moved while it shows (3 s), or null. A cell follows its own odd only: when
 * a refresh moves a few odds, only their cells render again, not every price on the page.
 */
export function useOddMove(oddId: number | null): OddMove | null {
  const odds = oddsOf(useOyna());
  const subscribe = useCallback((onChange: () => void) => odds.$movesChanged.listen(onChange), [odds]);
  const move = useCallback(() => (oddId === null ? null : odds.moveOf(oddId)), [odds, oddId]);
  return useSyncExternalStore(subscribe, move, noMove);
}
