import { useCallback, useRef, useState } from 'react';

export interface Pending {
  /** A task is running: show the button busy. */
  pending: boolean;
  /** Runs the task unless one is already running (then resolves `undefined` at once): one request per press, however fast the presses. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
}

/** One request at a time for a form's buttons. */
export function usePending(): Pending {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
