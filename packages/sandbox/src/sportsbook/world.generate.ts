import { COMPETITIONS, type Competition, type KickoffProfile } from './competitions.catalog.ts';
import { prngFor, type Prng } from './prng.ts';

export const HOUR_MS = 3_600_000;
/** Hour 0 of the world's grid; event ids count hours from here. */
export const WORLD_EPOCH_MS = Date.UTC(2020, 0, 1);

/** The default world, or the big one for measurements (about 2,000 live events at once). */
export type WorldSize = 'default' | 'large';
export const WORLD_SIZES: readonly WorldSize[] = ['default', 'large'];

/** Kick-offs a competition's `perDay` is multiplied by, so something is live at every hour. */
const DEFAULT_DENSITY = 2.5;
/** How many times more kick-offs the large world has, with every competition playing round the clock. */
export const LARGE_WORLD_FACTOR = 128;

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

/** UTC hour-of-day weights (mean 1): European leagues play in the afternoon and evening. */
const PROFILES: Record<KickoffProfile, readonly number[]> = {
  europe: normalised([0.5, 0.4, 0.4, 0.4, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.5, 1.8, 2, 2.1, 2.2, 2.3, 2.4, 2.3, 2, 1.4, 0.9, 0.6]),
  americas: normalised([2.2, 2.3, 2.2, 1.8, 1.2, 0.8, 0.5, 0.4, 0.4, 0.4, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.1, 1.3, 1.5, 1.7, 1.8, 1.9, 2, 2.1]),
  allDay: normalised(Array.from({ length: 24 }, () => 1)),
};

function normalised(weights: readonly number[]): readonly number[] {
  const mean = weights.reduce((sum, weight) => sum + weight, 0) / weights.length;
  return weights.map((weight) => weight / mean);
}

export const hourIndexOf = (ms: number): number => Math.floor((ms - WORLD_EPOCH_MS) / HOUR_MS);
export const hourStart = (hour: number): number => WORLD_EPOCH_MS + hour * HOUR_MS;

/** Builds an event id from its hour, competition and place in that hour (room for 100 an hour). */
export const eventIdOf = (hour: number, competitionId: number, index: number): number => (hour * 1000 + competitionId) * 100 + index;

/** Purpose key of the schedule's randomness (see match.script.ts). */
const SCHEDULE_PURPOSE = 2;
const QUARTERS = [0, 15, 30, 45];

/** Fisher–Yates, so the order depends on the seed alone. */
function shuffled<T>(prng: Prng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = prng.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function pairings(prng: Prng, teams: readonly string[], count: number): [string, string][] {
  const pairs: [string, string][] = [];
  let pool: string[] = [];
  while (pairs.length < count) {
    if (pool.length < 2) pool = shuffled(prng, teams);
    const home = pool.pop() as string;
    const away = pool.pop() as string;
    pairs.push([home, away]);
  }
  return pairs;
}

function competitionHour(seed: number, size: WorldSize, hour: number, competition: Competition): WorldEvent[] {
  const prng = prngFor(seed, SCHEDULE_PURPOSE, hour, competition.id);
  const hourOfDay = new Date(hourStart(hour)).getUTCHours();
  const weight = size === 'large' ? LARGE_WORLD_FACTOR : DEFAULT_DENSITY * (PROFILES[competition.profile][hourOfDay] as number);
  const count = Math.min(99, prng.poisson((competition.perDay / 24) * weight));
  return pairings(prng, competition.teams, count).map(([homeName, awayName], index) => ({
    id: eventIdOf(hour, competition.id, index),
    sportId: competition.sportId,
    competitionId: competition.id,
    kickoff: hourStart(hour) + prng.pick(QUARTERS) * 60_000,
    homeName,
    awayName,
  }));
}

/** The events kicking off in one hour of the grid: a pure function of the seed, the size and the hour. */
export function eventsOfHour(seed: number, size: WorldSize, hour: number): WorldEvent[] {
  return COMPETITIONS.flatMap((competition) => competitionHour(seed, size, hour, competition));
}
