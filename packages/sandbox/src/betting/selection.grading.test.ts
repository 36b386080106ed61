import { describe, expect, it } from 'vitest';
import { sportById, type Sport } from '../sportsbook/sports.catalog.ts';
import { SelectionResult } from './betting.enums.ts';
import type { EventOutcome, PlayedSet } from './event.outcome.ts';
import { gradeSelection } from './selection.grading.ts';

const { Correct, Wrong, Cancelled } = SelectionResult;
const FOOTBALL = sportById(1) as Sport;
const BASKETBALL = sportById(2) as Sport;
const TENNIS = sportById(3) as Sport;
const VOLLEYBALL = sportById(5) as Sport;

/** An outcome of event 7 (its odds are 700 + slot). */
function played(sport: Sport, home: number, away: number, parts: { firstHalf?: [number, number]; sets?: PlayedSet[] } = {}): EventOutcome {
  return {
    cancelled: false,
    sport,
    final: { home, away },
    firstHalf: parts.firstHalf ? { home: parts.firstHalf[0], away: parts.firstHalf[1] } : null,
    sets: parts.sets ?? null,
  };
}

/** The results of the given slots of one market. */
const grade = (outcome: EventOutcome, marketId: number, slots: number[], line: number | null = null) =>
  slots.map((slot) => gradeSelection(outcome, { marketId, oddId: 700 + slot, line }));

describe('grading football selections against the final score', () => {
  it('Match Result and Double Chance', () => {
    expect(grade(played(FOOTBALL, 2, 1), 1, [0, 1, 2])).toEqual([Correct, Wrong, Wrong]);
    expect(grade(played(FOOTBALL, 1, 1), 1, [0, 1, 2])).toEqual([Wrong, Correct, Wrong]);
    expect(grade(played(FOOTBALL, 0, 3), 1, [0, 1, 2])).toEqual([Wrong, Wrong, Correct]);
    expect(grade(played(FOOTBALL, 2, 1), 2, [3, 4, 5])).toEqual([Correct, Correct, Wrong]);
    expect(grade(played(FOOTBALL, 1, 1), 2, [3, 4, 5])).toEqual([Correct, Wrong, Correct]);
  });

  it('Total Goals under and over the line, the lines below and above, and team totals', () => {
    expect(grade(played(FOOTBALL, 2, 0), 3, [6, 7], 2.5)).toEqual([Correct, Wrong]);
    expect(grade(played(FOOTBALL, 2, 1), 3, [6, 7], 2.5)).toEqual([Wrong, Correct]);
    expect(grade(played(FOOTBALL, 2, 1), 4, [8, 9], 1.5)).toEqual([Wrong, Correct]);
    expect(grade(played(FOOTBALL, 2, 1), 5, [10, 11], 3.5)).toEqual([Correct, Wrong]);
    expect(grade(played(FOOTBALL, 2, 1), 11, [39, 40], 1.5)).toEqual([Wrong, Correct]);
    expect(grade(played(FOOTBALL, 2, 1), 12, [41, 42], 1.5)).toEqual([Correct, Wrong]);
  });

  it('Both Teams To Score, Odd/Even and Correct Score (Other for a score not listed)', () => {
    expect(grade(played(FOOTBALL, 1, 1), 6, [12, 13])).toEqual([Correct, Wrong]);
    expect(grade(played(FOOTBALL, 3, 0), 6, [12, 13])).toEqual([Wrong, Correct]);
    expect(grade(played(FOOTBALL, 2, 1), 10, [37, 38])).toEqual([Correct, Wrong]);
    expect(grade(played(FOOTBALL, 2, 2), 10, [37, 38])).toEqual([Wrong, Correct]);
    // Slots 20… list 0-0, 1-0, 0-1, 1-1, 2-0, 0-2, 2-1, …; 36 is Other.
    expect(grade(played(FOOTBALL, 2, 1), 9, [20, 26, 27, 36])).toEqual([Wrong, Correct, Wrong, Wrong]);
    expect(grade(played(FOOTBALL, 4, 1), 9, [20, 26, 36])).toEqual([Wrong, Wrong, Correct]);
  });

  it('Handicap (0:1) and (1:0): three-way, the handicap added to the home side', () => {
    expect(grade(played(FOOTBALL, 2, 1), 7, [14, 15, 16], -1)).toEqual([Wrong, Correct, Wrong]);
    expect(grade(played(FOOTBALL, 3, 1), 7, [14, 15, 16], -1)).toEqual([Correct, Wrong, Wrong]);
    expect(grade(played(FOOTBALL, 0, 1), 8, [17, 18, 19], 1)).toEqual([Wrong, Correct, Wrong]);
    expect(grade(played(FOOTBALL, 0, 2), 8, [17, 18, 19], 1)).toEqual([Wrong, Wrong, Correct]);
  });

  it('Draw No Bet refunds a draw; First Half Result reads the half-time score and is void when it is not known', () => {
    expect(grade(played(FOOTBALL, 1, 0), 13, [43, 44])).toEqual([Correct, Wrong]);
    expect(grade(played(FOOTBALL, 1, 1), 13, [43, 44])).toEqual([Cancelled, Cancelled]);
    expect(grade(played(FOOTBALL, 2, 1, { firstHalf: [0, 1] }), 14, [45, 46, 47])).toEqual([Wrong, Wrong, Correct]);
    expect(grade(played(FOOTBALL, 2, 1), 14, [45, 46, 47])).toEqual([Cancelled, Cancelled, Cancelled]);
  });

  it('voids everything of a cancelled event, and a line it does not know', () => {
    const cancelled: EventOutcome = { cancelled: true };
    expect(grade(cancelled, 1, [0, 1, 2])).toEqual([Cancelled, Cancelled, Cancelled]);
    expect(grade(played(FOOTBALL, 2, 1), 3, [6, 7], null)).toEqual([Cancelled, Cancelled]);
  });
});

describe('grading other sports', () => {
  it('basketball: a two-way spread, and a level score (no overtime in the sandbox) voids Match Result', () => {
    expect(grade(played(BASKETBALL, 88, 80), 7, [14, 15], -4.5)).toEqual([Correct, Wrong]);
    expect(grade(played(BASKETBALL, 88, 85), 7, [14, 15], -4.5)).toEqual([Wrong, Correct]);
    expect(grade(played(BASKETBALL, 88, 85), 3, [6, 7], 170.5)).toEqual([Wrong, Correct]);
    expect(grade(played(BASKETBALL, 90, 90), 1, [0, 2])).toEqual([Cancelled, Cancelled]);
  });

  it('tennis: sets for the match, the set handicap and the set score; set winner and set total from the sets played', () => {
    const sets: PlayedSet[] = [{ winner: 'home', points: 10 }, { winner: 'away', points: 13 }, { winner: 'home', points: 9 }];
    const match = played(TENNIS, 2, 1, { sets });
    expect(grade(match, 1, [0, 2])).toEqual([Correct, Wrong]);
    expect(grade(match, 3, [6, 7], 2.5)).toEqual([Wrong, Correct]);
    expect(grade(match, 7, [14, 15], -1.5)).toEqual([Wrong, Correct]);
    // Set Score slots: 2-0, 2-1, 1-2, 0-2.
    expect(grade(match, 9, [20, 21, 22, 23])).toEqual([Wrong, Correct, Wrong, Wrong]);
    expect(grade(match, 102, [50, 51])).toEqual([Wrong, Correct]);
    expect(grade(match, 112, [60, 61], 12.5)).toEqual([Wrong, Correct]);
    expect(grade(match, 101, [48, 49])).toEqual([Correct, Wrong]);
    // Without the sets (a score set by the test hook) their markets are void.
    expect(grade(played(TENNIS, 2, 0), 101, [48, 49])).toEqual([Cancelled, Cancelled]);
  });

  it('volleyball: best of five set scores', () => {
    // 3-0, 3-1, 3-2, 2-3, 1-3, 0-3
    expect(grade(played(VOLLEYBALL, 1, 3), 9, [20, 21, 22, 23, 24, 25])).toEqual([Wrong, Wrong, Wrong, Wrong, Correct, Wrong]);
    expect(grade(played(VOLLEYBALL, 1, 3), 5, [10, 11], 4.5)).toEqual([Correct, Wrong]);
  });
});
