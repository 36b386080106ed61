import { betslipOf, type Betslip } from '@oyna/sdk/betslip';
import { useOyna } from '../../provider/hooks';
import { useHydrated } from '../../provider/useHydrated';

/**
 * The client's betslip once the page has hydrated; null on the server and while hydrating. The
 * slip belongs to the browser (its token, its storage): a server render never creates it, and the
 * first client render shows the same empty slip the server did.
 */
export function useBetslip(): Betslip | null {
  const client = useOyna();
  return useHydrated() ? betslipOf(client) : null;
}
