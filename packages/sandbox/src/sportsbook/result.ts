import type { ScoreStep } from './match.script.ts';
import type { ScoreField, Sport } from './sports.catalog.ts';

/** A live result as the feed sends it: the sport's score field(s) as 'a-b'. */
export type WireResult = Partial<Record<ScoreField, string>>;

/**
 * The result fields of a score: the main one (Goal, Points, SetScore or MapScore) and, while a set
 * sport is being played, the current set's points. A final result carries only the main one.
 */
export function resultOf(sport: Sport, score: ScoreStep, final = false): WireResult {
  if (sport.play.kind === 'timed') return { [sport.scoreField]: `${score.home}-${score.away}` };
  const result: WireResult = { [sport.play.setField]: `${score.home}-${score.away}` };
  if (!final) result.Points = `${score.setHome}-${score.setAway}`;
  return result;
}
