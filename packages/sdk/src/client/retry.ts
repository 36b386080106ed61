import { NetworkError } from '../errors/oyna.errors';
import type { Platform } from '../platform/platform.types';

/** How long the first retry of a call that got no answer waits, in ms; each further one waits twice as long. */
export const RETRY_DELAY_MS = 1000;

/**
 * Runs `attempt` again while it fails for want of an answer (a `NetworkError`, not a refusal or a
 * malformed answer), up to `retries` more times: after {@link RETRY_DELAY_MS} doubling on the
 * platform's clock, or at once when the device comes back online; while it is offline, only then.
 * An aborted `signal` ends the waiting and the last error is thrown.
 */
export async function withRetry<T>(
  platform: Platform,
  attempt: () => Promise<T>,
  { retries, signal }: { retries: number; signal: AbortSignal },
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof NetworkError) || tries >= retries || signal.aborted) throw error;
      await new Promise<void>((resolve) => {
        const offline = platform.isOnline?.() === false;
        const timer = offline ? null : platform.setTimeout(done, RETRY_DELAY_MS * 2 ** tries);
        const stopListening = platform.onOnline(done);
        signal.addEventListener('abort', done);
        function done() {
          if (timer !== null) platform.clearTimeout(timer);
          stopListening();
          signal.removeEventListener('abort', done);
          resolve();
        }
      });
      if (signal.aborted) throw error;
    }
  }
}
