import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from '../provider/useHydrated';

/**
 * A store's value once hydrated, `serverValue` before: for state that lives in browser storage
 * (a time filter, a selection), so the server's HTML and the first client render agree.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : serverValue;
}
