/** A clock a test moves by hand: a timeout runs only when `tick` reaches it, in the order they fall due. */
export function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout(run: () => void, ms: number): unknown {
      timers.set(nextId, { at: now + ms, run });
      return nextId++;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    tick(ms: number) {
      const until = now + ms;
      for (let due = firstDue(until); due; due = firstDue(until)) {
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };

  function firstDue(until: number) {
    return [...timers].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
  }
}
