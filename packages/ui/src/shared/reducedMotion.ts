import { useSyncExternalStore } from 'react';
import { media } from '../theme/breakpoints';

const query = () => (typeof matchMedia === 'function' ? matchMedia(media.reducedMotion) : null);

/** Whether the player asked for reduced motion (false where there is no window: servers, tests without one). */
export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** `prefersReducedMotion`, re-rendering when the setting changes; false while server-rendering and hydrating. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
