import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/** What `useSyncExternalStore` subscribes to when there is no store yet (before hydration). */
export const NO_SUBSCRIPTION = () => () => {};

/**
 * One derived value of a store: the component re-renders only when `select` gives a different
 * result (`Object.is`), not on every change of the store. A hundred odds buttons reading "is my odd
 * picked?" re-render one or two per toggle instead of all of them. `select` must return a primitive
 * or a value that keeps its identity. Without a store (before hydration), `fallback` is used.
 */
export function useStoreSelector<T, S>(store: ReadableAtom<T> | null, select: (value: T) => S, fallback: S): S {
  const subscribe = useCallback((onChange: () => void) => (store ? store.listen(onChange) : () => {}), [store]);
  return useSyncExternalStore(
    store ? subscribe : NO_SUBSCRIPTION,
    () => (store ? select(store.get()) : fallback),
    () => fallback,
  );
}
