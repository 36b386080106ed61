import type { MatchScript, Phase, ScoreStep } from './match.script.ts';

/** How long a goal (or a won set) keeps an event suspended. */
export const SUSPENSION_MS = 45_000;

/** A live match at one moment. */
export interface MatchState {
  phase: Phase;
  score: ScoreStep;
  /** The match minute shown (null in breaks and for sports without a clock). */
  minute: number | null;
  suspended: boolean;
  /** Ms since kick-off. */
  elapsed: number;
}

/** The last item whose `at` (or `from`) is at or before `elapsed`. */
function lastAtOrBefore<T>(items: readonly T[], elapsed: number, time: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (time(items[middle] as T) <= elapsed) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The state of a match `elapsed` ms after kick-off (0 ≤ elapsed < end). */
export function matchStateAt(script: MatchScript, elapsed: number): MatchState {
  const phase = script.phases[lastAtOrBefore(script.phases, elapsed, (item) => item.from)] as Phase;
  const scoreIndex = lastAtOrBefore(script.steps, elapsed, (item) => item.at);
  const score = script.steps[scoreIndex] as ScoreStep;
  let suspended = false;
  for (let index = scoreIndex; index >= 0; index -= 1) {
    const step = script.steps[index] as ScoreStep;
    if (step.at < elapsed - SUSPENSION_MS) break;
    if (step.suspends && step.at > 0) {
      suspended = true;
      break;
    }
  }
  const minute =
    phase.kind === 'play' && phase.minuteBase !== null ? phase.minuteBase + Math.floor((elapsed - phase.from) / 60_000) + 1 : null;
  return { phase, score, minute, suspended, elapsed };
}
