/**
 * One turn of the event loop: every promise continuation queued before it runs first. A message, not
 * a timer, so neither the platform's clock nor a test's fake timers hold it.
 */
export const nextTurn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });

export interface Tasks {
  /** Counts `work` as under way until it settles; returns it. */
  task<T>(work: Promise<T>): Promise<T>;
  /** Resolves once no work is under way, and none was started by what the last of it did. */
  allTasks(): Promise<void>;
}

/** The work a client has under way, so that a script or a test can wait for all of it (as Nano Stores' `allTasks`). */
export function createTasks(): Tasks {
  let pending = 0;
  const waiting: Array<() => void> = [];
  const done = () => {
    if (--pending === 0) waiting.splice(0).forEach((wake) => wake());
  };
  return {
    task(work) {
      pending += 1;
      work.then(done, done);
      return work;
    },
    async allTasks() {
      do {
        if (pending > 0) await new Promise<void>((resolve) => waiting.push(resolve));
        // What the callers do with the answers runs before the next turn, and may start more work.
        await nextTurn();
      } while (pending > 0);
    },
  };
}
