import type { MatchScript, ScoreStep } from '../sportsbook/match.script.ts';
import type { Sport } from '../sportsbook/sports.catalog.ts';
import type { SportsWorld } from '../sportsbook/world.ts';

export interface Score {
  home: number;
  away: number;
}

/** One set (map) as it was played. */
export interface PlayedSet {
  winner: 'home' | 'away';
  /** Points (games, rounds) played in it. */
  points: number;
}

/** How an ended event settles its selections. */
export type EventOutcome =
  /** Called off, or gone with a replaced world: every selection is void. */
  | { cancelled: true }
  | {
      cancelled: false;
      sport: Sport;
      /** The final score: goals or points, or sets (maps) won. */
      final: Score;
      /** The score when the first half (hockey: first period) ended; null when that is not known. */
      firstHalf: Score | null;
      /** Every set (map) played, in order; null when not known. */
      sets: PlayedSet[] | null;
    };

/** The score when the first half of a timed match ended (null for set sports). */
export function firstHalfScore(sport: Sport, script: MatchScript): Score | null {
  const { play } = sport;
  if (play.kind !== 'timed') return null;
  const plays = script.phases.filter((phase) => phase.kind === 'play');
  const half = plays[(play.periods === 3 ? 1 : play.periods / 2) - 1];
  if (!half) return null;
  const step = [...script.steps].reverse().find((candidate) => candidate.at <= half.to) as ScoreStep;
  return { home: step.home, away: step.away };
}

/** The sets of a set sport's match (null for timed sports). */
export function playedSets(sport: Sport, script: MatchScript): PlayedSet[] | null {
  if (sport.play.kind !== 'sets') return null;
  const sets: PlayedSet[] = [];
  script.steps.forEach((step, index) => {
    const before = script.steps[index - 1];
    if (!before || step.home + step.away === before.home + before.away) return;
    // A won set shows the new count and a fresh 0-0: its points are the last standing plus the winning one.
    sets.push({ winner: step.home > before.home ? 'home' : 'away', points: before.setHome + before.setAway + 1 });
  });
  return sets;
}

function parseScore(text: string | undefined): Score | null {
  const match = /^(\d+)-(\d+)$/.exec(text ?? '');
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
}

/**
 * What an ended event settles against. Played to its script's end (naturally or by the finish
 * hook without a score): the stored final result, with halves and sets from the script. Ended by
 * the hook with a score of its own: that score, the parts unknown (their markets are void).
 */
export function outcomeOf(world: SportsWorld, eventId: number): EventOutcome {
  const event = world.repository.find(eventId);
  const context = event && world.contextOf(event);
  if (!context || event.endMs === null || event.finishKind === 'cancelled' || event.result === null) return { cancelled: true };
  const { sport } = context;
  const field = sport.play.kind === 'timed' ? sport.scoreField : sport.play.setField;
  const final = parseScore((JSON.parse(event.result) as Record<string, string>)[field]);
  if (!final) return { cancelled: true };
  if (event.finishKind === 'scored') return { cancelled: false, sport, final, firstHalf: null, sets: null };
  const script = world.scriptOf(context);
  return { cancelled: false, sport, final, firstHalf: firstHalfScore(sport, script), sets: playedSets(sport, script) };
}
