import { onStart, onStop, type ReadableAtom } from 'nanostores';
import type { OynaClient } from './createOyna';

/**
 * How long a store's work goes on after its last subscriber left, in ms: a widget that resubscribes
 * at once (React's strict effects, a widget moved on the page) does not restart it.
 */
export const STOP_DELAY_MS = 1000;

/**
 * The lifecycle of every store's work (loads, polling, hub handlers, listeners): `start` runs when
 * `$store` gets its first subscriber, and the stop it returns runs {@link STOP_DELAY_MS} after the
 * last one leaves (on the platform's clock) unless one came back. Creating a store starts nothing,
 * and neither does reading it: `get()` without a subscriber joins and leaves in one go, so the start
 * waits for the end of the current task and happens only if a subscriber is still there.
 * `client.dispose()` stops the work at once and for good.
 */
export function whileObserved(client: OynaClient, $store: ReadableAtom<unknown>, start: () => () => void): void {
  const { platform } = client;
  let stop: (() => void) | null = null;
  let startWanted = false;
  let stopTimer: unknown = null;
  const cancelStop = () => {
    if (stopTimer !== null) platform.clearTimeout(stopTimer);
    stopTimer = null;
  };
  const halt = () => {
    cancelStop();
    startWanted = false;
    const running = stop;
    stop = null;
    running?.();
  };
  client.track(
    onStart($store, () => {
      cancelStop();
      if (stop !== null || startWanted || client.disposed) return;
      startWanted = true;
      queueMicrotask(() => {
        if (!startWanted || client.disposed) return;
        startWanted = false;
        stop = start();
      });
    }),
  );
  client.track(
    onStop($store, () => {
      if (startWanted) {
        startWanted = false;
        return;
      }
      cancelStop();
      if (stop !== null) stopTimer = platform.setTimeout(halt, STOP_DELAY_MS);
    }),
  );
  client.track(halt);
}
