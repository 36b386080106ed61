import { useEffect } from 'react';

type Start<T> = (target: T) => () => void;

// However many widgets a page shows for one store (the betslip panel, the phone's button and its
// sheet; the header's bell and the bottom bar's), a duty they share runs once per store while any of
// them is mounted: one toast per failure, not one per widget.
const running = new Map<string, WeakMap<object, { count: number; stop: () => void }>>();

/**
 * Runs the duty named `duty` for `target` while at least one widget using this hook with that name
 * and target is mounted; the first widget's `start` runs it.
 */
export function useOncePer<T extends object>(target: T | null, duty: string, start: Start<T>): void {
  useEffect(() => {
    if (!target) return;
    const byTarget = running.get(duty) ?? new WeakMap();
    running.set(duty, byTarget);
    const current = byTarget.get(target);
    if (current) current.count += 1;
    else byTarget.set(target, { count: 1, stop: start(target) });
    return () => {
      const entry = byTarget.get(target)!;
      entry.count -= 1;
      if (entry.count === 0) {
        entry.stop();
        byTarget.delete(target);
      }
    };
    // A later widget's `start` would do the same duty: only the name and the target matter.
  }, [target, duty]);
}
