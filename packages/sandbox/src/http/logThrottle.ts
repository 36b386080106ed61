/** One log line per `everyMs` for an event strangers can repeat at will, counting those held back. */
export interface LogThrottle {
  /** How many lines were held back since the last one let through; null holds this one back too. */
  take(): number | null;
}

export function logThrottle(everyMs: number, now: () => number = Date.now): LogThrottle {
  let lastAt = Number.NEGATIVE_INFINITY;
  let heldBack = 0;
  return {
    take() {
      const at = now();
      if (at - lastAt < everyMs) {
        heldBack += 1;
        return null;
      }
      lastAt = at;
      const count = heldBack;
      heldBack = 0;
      return count;
    },
  };
}
