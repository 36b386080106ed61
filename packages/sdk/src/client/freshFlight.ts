const ignore = () => {};

/**
 * Wraps an async task whose answer must be newer than the call (a reload after a login, after a hub
 * reconnect): a caller arriving while a run is in flight gets the next run, which starts when that
 * one ends, and every caller arriving meanwhile shares that one next run. So at most two runs are
 * ever pending, and no caller is handed an answer to a request sent before it asked.
 */
export function freshFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = task().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    next = running.then(ignore, ignore).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
