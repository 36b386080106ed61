import { CORRECT_SCORES, MARKET, setScoreList } from '../sportsbook/markets.ts';
import { SelectionResult } from './betting.enums.ts';
import type { EventOutcome, Score } from './event.outcome.ts';

/** What a selection settles by: its market, its odd (the slot is the odd id's last two digits) and its line. */
export interface GradedOdd {
  marketId: number;
  oddId: number;
  line: number | null;
}

const verdict = (won: boolean): SelectionResult => (won ? SelectionResult.Correct : SelectionResult.Wrong);

/** 1, X, 2 on a score; a level score without a draw (no overtime in the sandbox) is void. */
function threeWay(score: Score, offset: 0 | 1 | 2, drawPossible: boolean): SelectionResult {
  const difference = score.home - score.away;
  if (difference === 0 && !drawPossible) return SelectionResult.Cancelled;
  return verdict(offset === 0 ? difference > 0 : offset === 1 ? difference === 0 : difference < 0);
}

/** A handicap market from its first slot: the home side's handicap `line` added to home's score. */
function handicap(score: Score, offset: number, line: number): SelectionResult {
  const difference = score.home - score.away + line;
  // A whole-number handicap is three-way (1, X, 2); a half-number one two-way (1, 2).
  if (Number.isInteger(line)) return verdict(offset === 0 ? difference > 0 : offset === 1 ? difference === 0 : difference < 0);
  return verdict(offset === 0 ? difference > 0 : difference < 0);
}

const underOver = (value: number, line: number, under: boolean): SelectionResult => verdict(under ? value < line : value > line);

/**
 * A selection's result once its event has ended, by the market's rule: Correct, Wrong, or
 * Cancelled (void: the event was called off, the outcome was refunded by the market's rule, or
 * the part of the match it was about is not known).
 */
export function gradeSelection(outcome: EventOutcome, odd: GradedOdd): SelectionResult {
  if (!outcome.cancelled) {
    const result = gradePlayed(outcome, odd);
    if (result !== null) return result;
  }
  return SelectionResult.Cancelled;
}

function gradePlayed(outcome: Extract<EventOutcome, { cancelled: false }>, { marketId, oddId, line }: GradedOdd): SelectionResult | null {
  const { final, sport } = outcome;
  const { play } = sport;
  const slot = oddId % 100;
  const { home, away } = final;
  const drawPossible = play.kind === 'timed' && play.draw;
  switch (marketId) {
    case MARKET.matchResult.id:
      return threeWay(final, (slot - MARKET.matchResult.slot) as 0 | 1 | 2, drawPossible);
    case MARKET.doubleChance.id:
      return verdict([home >= away, home !== away, away >= home][slot - MARKET.doubleChance.slot] ?? false);
    case MARKET.total.id:
    case MARKET.totalLow.id:
    case MARKET.totalHigh.id:
      return line === null ? null : underOver(home + away, line, slot % 2 === 0);
    case MARKET.bothTeamsToScore.id:
      return verdict((home > 0 && away > 0) === (slot === MARKET.bothTeamsToScore.slot));
    case MARKET.handicap.id:
    case MARKET.handicapAway.id: {
      const first = marketId === MARKET.handicap.id ? MARKET.handicap.slot : MARKET.handicapAway.slot;
      return line === null ? null : handicap(final, slot - first, line);
    }
    case MARKET.correctScore.id: {
      const text = `${home}-${away}`;
      const listed = play.kind === 'timed' ? CORRECT_SCORES : setScoreList(play);
      const named = listed[slot - MARKET.correctScore.slot];
      // Past the listed scores is 'Other': any score not listed.
      return verdict(named === undefined ? !listed.includes(text) : named === text);
    }
    case MARKET.oddEven.id:
      return verdict(((home + away) % 2 === 1) === (slot === MARKET.oddEven.slot));
    case MARKET.homeTotal.id:
      return line === null ? null : underOver(home, line, slot === MARKET.homeTotal.slot);
    case MARKET.awayTotal.id:
      return line === null ? null : underOver(away, line, slot === MARKET.awayTotal.slot);
    case MARKET.drawNoBet.id:
      // A draw refunds the stake.
      return home === away ? null : verdict(slot === MARKET.drawNoBet.slot ? home > away : away > home);
    case MARKET.firstHalf.id:
      return outcome.firstHalf ? threeWay(outcome.firstHalf, (slot - MARKET.firstHalf.slot) as 0 | 1 | 2, true) : null;
    default:
      return gradeSetMarket(outcome, marketId, slot, line);
  }
}

/** Set (map) n Winner and Set n Total. */
function gradeSetMarket(outcome: Extract<EventOutcome, { cancelled: false }>, marketId: number, slot: number, line: number | null): SelectionResult | null {
  const winnerOf = marketId - MARKET.setWinner.id;
  const totalOf = marketId - MARKET.setTotal.id;
  if (winnerOf >= 1 && winnerOf <= 9) {
    const set = outcome.sets?.[winnerOf - 1];
    return set ? verdict((set.winner === 'home') === ((slot - MARKET.setWinner.slot) % 2 === 0)) : null;
  }
  if (totalOf >= 1 && totalOf <= 9) {
    const set = outcome.sets?.[totalOf - 1];
    return set && line !== null ? underOver(set.points, line, (slot - MARKET.setTotal.slot) % 2 === 0) : null;
  }
  return null;
}
