import type { WorldSize } from './world.grid.ts';

/** How a sandbox's sports world is made (createSandbox options `world`, `worldSeed`, `clockStart`, `clockFrozen`). */
export interface WorldOptions {
  /** @default 'default' */
  size: WorldSize;
  /**
   * Same seed, same clock: same world, matches and all (tests, `--seed`). Without one, a new world
   * gets a random seed and a random secret its match scripts are decided from, so nobody can play
   * a copy of the world ahead and know how its matches end.
   */
  seed?: number;
  /** The sandbox's time at start (ms since the epoch) instead of now; only used for a new world. */
  clockStart?: number;
  /** Time stands still unless a test hook advances it; only used for a new world. */
  clockFrozen?: boolean;
}

/** The seed tests and examples ask for, so their worlds are the same on every run. */
export const TEST_WORLD_SEED = 20260101;

/** Hours of kick-offs materialised ahead of now: 7 days, or 2 in the large world (its events are many). */
export const horizonHours = (size: WorldSize): number => (size === 'large' ? 48 : 7 * 24);

/** Hours materialised behind now, so every match still running has its row. */
export const PAST_HOURS = 6;
