import { useSyncExternalStore } from 'react';

/** What the server assumes before the browser reports a width: a desktop window. */
export const SERVER_VIEWPORT_WIDTH = 1440;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS pixels, updated on resize; hydration-safe. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH,
  );
}
