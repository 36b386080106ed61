import { prefersReducedMotion } from '../shared/reducedMotion';

/** The spec's celebration: 150 pieces of confetti spread over 180 degrees. */
export const CONFETTI = { particleCount: 150, spread: 180 } as const;
/** The confetti starts this long after the congratulations view appears (spec). */
export const CONFETTI_DELAY_MS = 100;

/**
 * Throws the celebration's confetti over `canvas` (drawn on the page's thread: no worker, so the
 * content security policy needs no `blob:`), unless the player asked for reduced motion. The
 * library loads only now, so no page pays for it before a celebration. Returns what stops it.
 */
export function throwConfetti(canvas: HTMLCanvasElement): () => void {
  if (prefersReducedMotion()) return () => {};
  let stopped = false;
  let reset: (() => void) | null = null;
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (stopped) return;
    const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    reset = () => fire.reset();
    void fire({ ...CONFETTI, origin: { x: 0.5, y: 0.55 } });
  });
  return () => {
    stopped = true;
    reset?.();
  };
}
