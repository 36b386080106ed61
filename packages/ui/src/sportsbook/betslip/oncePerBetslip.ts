import type { Betslip } from '@oyna/sdk/betslip';
import { useEffect } from 'react';

type Start = (betslip: Betslip) => () => void;

// However many betslip widgets a page shows (the panel, the phone's button and its sheet), a duty
// they share runs once per betslip while any of them is mounted.
const running = new Map<string, WeakMap<Betslip, { count: number; stop: () => void }>>();

/**
 * Runs the duty named `duty` for the betslip while at least one widget using this hook with that
 * name is mounted; the first widget's `start` runs it.
 */
export function useOncePerBetslip(betslip: Betslip | null, duty: string, start: Start): void {
  useEffect(() => {
    if (!betslip) return;
    const byBetslip = running.get(duty) ?? new WeakMap();
    running.set(duty, byBetslip);
    const current = byBetslip.get(betslip);
    if (current) current.count += 1;
    else byBetslip.set(betslip, { count: 1, stop: start(betslip) });
    return () => {
      const entry = byBetslip.get(betslip)!;
      entry.count -= 1;
      if (entry.count === 0) {
        entry.stop();
        byBetslip.delete(betslip);
      }
    };
    // A later widget's `start` would do the same duty: only the name and the betslip matter.
  }, [betslip, duty]);
}
