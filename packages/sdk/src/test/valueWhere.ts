import type { ReadableAtom } from 'nanostores';

/**
 * The store's value once it satisfies `check`, now or at a later change: waits on the store's own
 * event, not on the clock. A test that never sees it fails by vitest's timeout.
 */
export function valueWhere<T>(store: ReadableAtom<T>, check: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!check(value)) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}
