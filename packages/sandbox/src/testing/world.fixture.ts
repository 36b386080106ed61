import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import type { WorldSize } from '../sportsbook/world.grid.ts';
import { TEST_WORLD_SEED } from '../sportsbook/world.options.ts';
import { SportsWorld } from '../sportsbook/world.ts';

/** A sports world on its own in-memory database, its clock frozen at `at` (no server, no players). */
export function openTestWorld(size: WorldSize, at: string, seed = TEST_WORLD_SEED): SportsWorld {
  const db = openDatabase(':memory:');
  migrate(db);
  const world = new SportsWorld(db, { size, seed, clockStart: Date.parse(at), clockFrozen: true });
  world.open();
  return world;
}

/** Building the large world takes seconds, many more on a busy CI machine: its tests wait this long. */
export const LARGE_WORLD_TIMEOUT_MS = 60_000;
