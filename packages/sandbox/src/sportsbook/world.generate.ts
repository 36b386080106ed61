import { slotsOfHour } from './kickoff.slots.ts';
import { prngFor, type Prng } from './prng.ts';
import type { WorldSize } from './world.grid.ts';

/** An event as the world schedules it; everything else about it follows from the seed and its id. */
export interface WorldEvent {
  id: number;
  sportId: number;
  competitionId: number;
  /** Kick-off, ms since the Unix epoch (always on a quarter hour). */
  kickoff: number;
  homeName: string;
  awayName: string;
}

const TEAM_PURPOSE = 6;

/** Fisher–Yates, so the order depends on the seed alone. */
function shuffled<T>(prng: Prng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = prng.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The events kicking off in one hour of the grid: a pure function of the seed, the size and the hour. */
export function eventsOfHour(seed: number, size: WorldSize, hour: number): WorldEvent[] {
  const pools = new Map<number, string[]>();
  return slotsOfHour(seed, size, hour).map((slot) => {
    let pool = pools.get(slot.competition.id) ?? [];
    if (pool.length < 2) pool = shuffled(prngFor(seed, TEAM_PURPOSE, slot.id), slot.competition.teams);
    const home = pool.pop() as string;
    const away = pool.pop() as string;
    pools.set(slot.competition.id, pool);
    return { id: slot.id, sportId: slot.competition.sportId, competitionId: slot.competition.id, kickoff: slot.kickoff, homeName: home, awayName: away };
  });
}
