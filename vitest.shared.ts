/**
 * A ceiling, never a wait: tests finish as soon as what they check holds. CI may run on a machine busy
 * with other work (a load of 15 on 2 cores stretched a 1 s journey through a dialog past vitest's
 * default 5 s), so the ceiling is set for that machine, not for a quiet one.
 */
export const BUSY_MACHINE_TEST_TIMEOUT = 30_000;

