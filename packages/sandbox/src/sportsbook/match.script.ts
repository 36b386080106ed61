import { prngFor, type Prng } from './prng.ts';
import type { SetPlay, Sport, TimedPlay } from './sports.catalog.ts';

const MINUTE_MS = 60_000;

/** A stretch of a match: play (period or set `index`, 0-based) or a break after it. */
export interface Phase {
  kind: 'play' | 'break';
  index: number;
  /** Offsets from kick-off, in ms. */
  from: number;
  to: number;
  /** The match minute at the start of this play phase (timed sports); null when no clock is shown. */
  minuteBase: number | null;
}

/** The score from `at` on: the main score (goals, points or won sets) and, for set sports, the current set. */
export interface ScoreStep {
  at: number;
  home: number;
  away: number;
  setHome: number;
  setAway: number;
  /** A goal (or a won set) that locks the odds for a moment. */
  suspends: boolean;
}

/** What the odds model needs to know about the two sides. */
export type Strength =
  | { kind: 'timed'; homeRate: number; awayRate: number; values: readonly (readonly [number, number])[]; draw: boolean }
  | { kind: 'sets'; pointChance: number };

/** Everything that happens in one match, decided before kick-off. */
export interface MatchScript {
  phases: readonly Phase[];
  steps: readonly ScoreStep[];
  /** Offset of the final whistle, in ms. */
  end: number;
  strength: Strength;
}

/**
 * What prices may know of a match: the sides' strength and when play happens, as a bookmaker knows
 * them before kick-off; never the scores the script has still to play.
 */
export type MatchPlan = Pick<MatchScript, 'phases' | 'strength'>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function pickValue(prng: Prng, values: TimedPlay['values']): number {
  // Plain loops: the schedule plays thousands of scripts (matchLength).
  let total = 0;
  for (let index = 0; index < values.length; index += 1) total += (values[index] as readonly [number, number])[1];
  let roll = prng.next() * total;
  for (let index = 0; index < values.length; index += 1) {
    const [value, weight] = values[index] as readonly [number, number];
    roll -= weight;
    if (roll < 0) return value;
  }
  return values[values.length - 1]?.[0] ?? 1;
}

function timedScript(prng: Prng, play: TimedPlay, periodMinutes: number, record: boolean): MatchScript {
  const homeShare = clamp(0.53 + 0.11 * prng.normal(), 0.22, 0.8);
  const regularMinutes = play.periods * periodMinutes;
  // A competition with longer periods (NBA quarters) scores more.
  const total = play.expectedTotal * Math.exp(0.1 * prng.normal()) * (periodMinutes / play.periodMinutes);
  const meanValue = play.values.reduce((sum, [value, weight]) => sum + value * weight, 0) /
    play.values.reduce((sum, [, weight]) => sum + weight, 0);
  // Rates are scores (not points) per played minute.
  const homeRate = (total * homeShare) / meanValue / regularMinutes;
  const awayRate = (total * (1 - homeShare)) / meanValue / regularMinutes;

  const phases: Phase[] = [];
  const scores: { at: number; side: 'home' | 'away'; value: number }[] = [];
  let clock = 0;
  for (let index = 0; index < play.periods; index += 1) {
    const stoppage = prng.int(play.stoppage[0], play.stoppage[1]);
    const length = (periodMinutes + stoppage) * MINUTE_MS;
    phases.push({ kind: 'play', index, from: clock, to: clock + length, minuteBase: index * periodMinutes });
    for (const [side, rate] of [['home', homeRate], ['away', awayRate]] as const) {
      const count = prng.poisson(rate * (periodMinutes + stoppage));
      for (let goal = 0; goal < count; goal += 1) {
        // Whole seconds, never on the first or last second of the period.
        const at = clock + 1000 * prng.int(5, Math.floor(length / 1000) - 5);
        const value = pickValue(prng, play.values);
        if (record) scores.push({ at, side, value });
      }
    }
    clock += length;
    const pause = play.breakMinutes[index];
    if (index < play.periods - 1 && pause !== undefined) {
      phases.push({ kind: 'break', index, from: clock, to: clock + pause * MINUTE_MS, minuteBase: null });
      clock += pause * MINUTE_MS;
    }
  }
  scores.sort((a, b) => a.at - b.at);
  const steps: ScoreStep[] = [{ at: 0, home: 0, away: 0, setHome: 0, setAway: 0, suspends: false }];
  let home = 0;
  let away = 0;
  for (const score of scores) {
    if (score.side === 'home') home += score.value;
    else away += score.value;
    steps.push({ at: score.at, home, away, setHome: 0, setAway: 0, suspends: play.suspendsOnScore });
  }
  return {
    phases,
    steps,
    end: clock,
    strength: { kind: 'timed', homeRate, awayRate, values: play.values, draw: play.draw },
  };
}

/** Whether a set standing at `home`-`away` is over (by 2 clear, or a tie-break point at target-target). */
export function setWinner(play: SetPlay, target: number, home: number, away: number): 'home' | 'away' | null {
  const lead = home - away;
  if (play.tiebreak && home + away === 2 * target + 1 && Math.min(home, away) === target) return lead > 0 ? 'home' : 'away';
  if (home >= target && lead >= 2) return 'home';
  if (away >= target && lead <= -2) return 'away';
  // Endless deuces are cut short: the next point after a long deuce decides.
  if (Math.min(home, away) >= target + 6 && lead !== 0) return lead > 0 ? 'home' : 'away';
  return null;
}

export const setTarget = (play: SetPlay, setIndex: number): number =>
  setIndex === play.bestOf - 1 ? play.decidingTarget : play.target;

function setScript(prng: Prng, play: SetPlay, record: boolean): MatchScript {
  const pointChance = clamp(0.5 + play.edge * clamp(prng.normal(), -2.2, 2.2), 0.2, 0.8);
  const needed = Math.ceil(play.bestOf / 2);
  const phases: Phase[] = [];
  const steps: ScoreStep[] = [{ at: 0, home: 0, away: 0, setHome: 0, setAway: 0, suspends: false }];
  let clock = 0;
  let setsHome = 0;
  let setsAway = 0;
  for (let index = 0; setsHome < needed && setsAway < needed; index += 1) {
    const target = setTarget(play, index);
    const start = clock;
    let home = 0;
    let away = 0;
    let winner: 'home' | 'away' | null = null;
    while (!winner) {
      clock += 1000 * prng.int(play.secondsPerPoint[0], play.secondsPerPoint[1]);
      if (prng.next() < pointChance) home += 1;
      else away += 1;
      winner = setWinner(play, target, home, away);
      if (winner === 'home') setsHome += 1;
      if (winner === 'away') setsAway += 1;
      if (!record) continue;
      // A won set shows the new set count and a fresh 0-0.
      steps.push(
        winner
          ? { at: clock, home: setsHome, away: setsAway, setHome: 0, setAway: 0, suspends: true }
          : { at: clock, home: setsHome, away: setsAway, setHome: home, setAway: away, suspends: false },
      );
    }
    phases.push({ kind: 'play', index, from: start, to: clock, minuteBase: play.clock ? 0 : null });
    if (setsHome < needed && setsAway < needed) {
      phases.push({ kind: 'break', index, from: clock, to: clock + play.breakMinutes * MINUTE_MS, minuteBase: null });
      clock += play.breakMinutes * MINUTE_MS;
    }
  }
  return { phases, steps, end: clock, strength: { kind: 'sets', pointChance } };
}

/** Purpose keys, so the script's randomness never overlaps the team draw or the odds' drift. */
export const SCRIPT_PURPOSE = 1;

/**
 * Where the scripts' randomness comes from: a world seed (a fixed seed asked for by a test or a
 * developer), or a generator per event made from the world's secret (see script.secret.ts).
 */
export type ScriptSeed = number | ((eventId: number) => Prng);

function playScript(seed: ScriptSeed, eventId: number, sport: Sport, periodMinutes: number | undefined, record: boolean): MatchScript {
  const prng = typeof seed === 'number' ? prngFor(seed, SCRIPT_PURPOSE, eventId) : seed(eventId);
  return sport.play.kind === 'timed'
    ? timedScript(prng, sport.play, periodMinutes ?? sport.play.periodMinutes, record)
    : setScript(prng, sport.play, record);
}

/** The whole match of one event, a pure function of the world's script seed and the event id. */
export const matchScript = (seed: ScriptSeed, eventId: number, sport: Sport, periodMinutes?: number): MatchScript =>
  playScript(seed, eventId, sport, periodMinutes, true);

/** How long the event's match lasts (its script's `end`), without keeping every score: the schedule asks for thousands. */
export const matchLength = (seed: ScriptSeed, eventId: number, sport: Sport, periodMinutes?: number): number =>
  playScript(seed, eventId, sport, periodMinutes, false).end;

/** A forced goal (test hook): one more for `side` from `at` on, suspending the odds. */
export function withForcedGoals(script: MatchScript, goals: readonly { at: number; side: 'home' | 'away' }[]): MatchScript {
  if (goals.length === 0) return script;
  let steps = [...script.steps];
  for (const goal of [...goals].sort((a, b) => a.at - b.at)) {
    const before = [...steps].reverse().find((step) => step.at <= goal.at) ?? steps[0];
    if (!before) continue;
    const bump = (step: ScoreStep): ScoreStep => ({
      ...step,
      home: step.home + (goal.side === 'home' ? 1 : 0),
      away: step.away + (goal.side === 'away' ? 1 : 0),
    });
    steps = [
      ...steps.filter((step) => step.at <= goal.at),
      { ...bump(before), at: goal.at, suspends: true },
      ...steps.filter((step) => step.at > goal.at).map(bump),
    ];
  }
  return { ...script, steps };
}
