import { availableParallelism } from 'node:os';

/**
 * A ceiling, never a wait: tests finish as soon as what they check holds. CI may run on a machine busy
 * with other work (a load of 15 on 2 cores stretched a 1 s journey through a dialog past vitest's
 * default 5 s), so the ceiling is set for that machine, not for a quiet one.
 */
export const BUSY_MACHINE_TEST_TIMEOUT = 30_000;


/**
 * Test files run side by side in one more worker than there are cores. A worker spends much of its
 * time waiting on sockets, timers and the sandbox, so one per core leaves cores idle: on a quiet 2-core
 * machine the ui project took 167 s in two workers and 112 s in three, for the same CPU time (the sdk
 * 24 → 21 s, the sandbox 46 → 43 s). Vitest's default, one fewer than the cores, took the sdk 71 s
 * instead of 46. Each project resolves its own, so each sets it.
 */
export const TEST_WORKERS = availableParallelism() + 1;

