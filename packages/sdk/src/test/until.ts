/**
 * Waits until `check` holds, looking again every 20 ms: for what happens outside the client (a hub's
 * push over a socket, the sandbox's world); the client's own work is awaited with `allTasks()`. The
 * ceiling is a busy CI machine's (a load of 15 on 2 cores), never a wait: it ends as soon as `check` holds.
 */
export async function until(check: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
