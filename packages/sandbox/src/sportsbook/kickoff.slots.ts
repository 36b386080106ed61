import { competitionsOf, type Competition, type KickoffProfile } from './competitions.catalog.ts';
import { matchLength, type ScriptSeed } from './match.script.ts';
import { prngFor } from './prng.ts';
import { sportById, type Sport } from './sports.catalog.ts';
import { eventIdOf, hourStart, type WorldSize } from './world.grid.ts';

/** Kick-offs a competition's `perDay` is multiplied by in the default world, so something is live at every hour. */
const DEFAULT_DENSITY = 2.5;
/**
 * The large world plays every competition round the clock and asks each for a fifth more matches
 * than its teams can play at once, so nearly every team is always busy; the schedule leaves out
 * what finds no free pair of teams (world.generate.ts). A sport has at most 400 teams (competitions.large.ts),
 * so at most 200 of its matches are ever live.
 */
const LARGE_DEMAND = 1.2;

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

/** A planned kick-off: an event id, its competition and when it would start and end. Teams come later. */
export interface KickoffSlot {
  id: number;
  competition: Competition;
  sport: Sport;
  /** Ms since the Unix epoch, on a quarter hour. */
  kickoff: number;
  /** The final whistle of the match its script plays, ms since the Unix epoch. */
  end: number;
}

/** Purpose key of the schedule's randomness (see match.script.ts). */
const SCHEDULE_PURPOSE = 2;
const QUARTERS = [0, 15, 30, 45];

const QUARTER_MS = 15 * 60_000;
const heldMs = new Map<number, number>();

/**
 * How long a match of the competition holds its place in the live list, counted the way the list
 * peaks: just after a quarter hour's kick-offs, a match is live if it started at that quarter or
 * has not ended since an earlier one (from sample scripts; the same on every machine).
 */
function heldMatchMs(competition: Competition, sport: Sport): number {
  let held = heldMs.get(competition.id);
  if (held === undefined) {
    const samples = Array.from({ length: 200 }, (_, index) => matchLength(0, index, sport, competition.periodMinutes));
    held = samples.reduce((sum, end) => sum + Math.ceil(end / QUARTER_MS) * QUARTER_MS, 0) / samples.length;
    heldMs.set(competition.id, held);
  }
  return held;
}

const pairsOf = (competition: Competition): number => Math.floor(competition.teams.length / 2);

function kickoffsPerHour(size: WorldSize, competition: Competition, sport: Sport, hourOfDay: number): number {
  if (size === 'default') return (competition.perDay / 24) * DEFAULT_DENSITY * (PROFILES[competition.profile][hourOfDay] as number);
  return (LARGE_DEMAND * pairsOf(competition) * 3_600_000) / heldMatchMs(competition, sport);
}

/**
 * The kick-offs planned in one hour of the grid, soonest first (then in catalogue order): a pure
 * function of the seed, the world's size and the hour.
 */
export function slotsOfHour(seed: number, size: WorldSize, hour: number, scripts: ScriptSeed = seed): KickoffSlot[] {
  const hourOfDay = new Date(hourStart(hour)).getUTCHours();
  const slots: KickoffSlot[] = [];
  for (const competition of competitionsOf(size)) {
    const sport = sportById(competition.sportId);
    if (!sport) continue;
    const prng = prngFor(seed, SCHEDULE_PURPOSE, hour, competition.id);
    const rate = kickoffsPerHour(size, competition, sport, hourOfDay);
    // The large world is a steady load: as many kick-offs every hour, give or take one.
    const planned = size === 'large' ? Math.floor(rate) + (prng.next() < rate % 1 ? 1 : 0) : prng.poisson(rate);
    const count = Math.min(99, planned);
    for (let index = 0; index < count; index += 1) {
      const id = eventIdOf(hour, competition.id, index);
      const kickoff = hourStart(hour) + prng.pick(QUARTERS) * 60_000;
      slots.push({ id, competition, sport, kickoff, end: kickoff + matchLength(scripts, id, sport, competition.periodMinutes) });
    }
  }
  // Stable: within a quarter hour the catalogue's order decides who picks teams first.
  return slots.sort((a, b) => a.kickoff - b.kickoff);
}
