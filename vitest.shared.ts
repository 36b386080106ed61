import { availableParallelism } from 'node:os';

/**
 * A ceiling, never a wait: tests finish as soon as what they check holds. CI may run on a machine busy
 * with other work (a load of 15 on 2 cores stretched a 1 s journey through a dialog past vitest's
 * default 5 s), so the ceiling is set for that machine, not for a quiet one.
 */
export const BUSY_MACHINE_TEST_TIMEOUT = 30_000;


/**
 * Test files run side by side in at least two workers. Vitest's default, one fewer than the cores,
 * leaves a single worker on a 2-core machine, where the SDK's tests then took 71 s instead of 46: a
 * worker spends much of its time waiting on sockets, timers and the sandbox. Each project resolves
 * its own, so each sets it.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
