/** The spec's spin buttons: a held button repeats after 500 ms, then every 40 ms. */
export const SPIN_REPEAT_DELAY_MS = 500;
export const SPIN_REPEAT_EVERY_MS = 40;

export interface RepeatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Runs `step` at once, then again after {@link SPIN_REPEAT_DELAY_MS} and every
 * {@link SPIN_REPEAT_EVERY_MS} while the button is held; the returned stop ends it (release, leave).
 */
export function holdToRepeat(step: () => void, timers: RepeatTimers): () => void {
  step();
  let interval: unknown = null;
  const delay = timers.setTimeout(() => {
    interval = timers.setInterval(step, SPIN_REPEAT_EVERY_MS);
  }, SPIN_REPEAT_DELAY_MS);
  return () => {
    timers.clearTimeout(delay);
    if (interval !== null) timers.clearInterval(interval);
  };
}
