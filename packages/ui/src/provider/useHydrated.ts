import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Widgets that depend on the player
 * (whose data lives only in the browser) render their guest form first, so the server's HTML and
 * the first client render agree, then switch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
