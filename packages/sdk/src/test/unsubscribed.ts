import { vi } from 'vitest';

/**
 * Unsubscribes, then lets nanostores' derived stores let go of their sources at once: each waits a
 * second of real time after its last subscriber left (STORE_UNMOUNT_DELAY), on the global clock.
 */
export function unsubscribed(unsubscribe: () => void): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    unsubscribe();
    vi.runAllTimers();
  } finally {
    vi.useRealTimers();
  }
}
