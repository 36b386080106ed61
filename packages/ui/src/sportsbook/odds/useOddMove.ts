import { oddsOf, type OddMove } from '@oyna/sdk/feed';
import { useOyna } from '../../provider/hooks';
import { useStoreSelector } from '../../shared/useStoreSelector';

/**
 * The way one odd last moved while it shows (3 s), or null. A cell follows its own odd only: when
 * a refresh moves a few odds, only their cells render again, not every price on the page.
 */
export function useOddMove(oddId: number | null): OddMove | null {
  const odds = oddsOf(useOyna());
  return useStoreSelector(odds.$movesChanged, () => (oddId === null ? null : odds.moveOf(oddId)), null);
}
