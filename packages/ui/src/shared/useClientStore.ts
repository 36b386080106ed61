import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useHydrated } from '../provider/useHydrated';

const ON_SERVER = typeof window === 'undefined';
const NOT_READ = atom<unknown>(undefined);

/**
 * A store's value once hydrated, `serverValue` before: for state that lives in browser storage
 * (a time filter, a selection) or that the page follows live, so the server's HTML and the first
 * client render agree.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  // Never read on the server: reading a store there would start its work (loads, hub handlers).
  const value = useStore(ON_SERVER ? NOT_READ : store) as T;
  return useHydrated() ? value : serverValue;
}
