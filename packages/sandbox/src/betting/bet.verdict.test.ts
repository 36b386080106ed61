import { describe, expect, it } from 'vitest';
import { BetStatus, SelectionResult } from './betting.enums.ts';
import { verdictOf } from './bet.verdict.ts';

const { Correct, Wrong, Pending, Cancelled } = SelectionResult;
/** A 10,00 TRY multiple at 1.85 × 2.10 × 1.50 = 5.8275 → 5.83. */
const multiple = (...results: SelectionResult[]) => ({
  stakeMinor: 1000,
  totalRateCenti: 583,
  selections: [185, 210, 150].map((rateCenti, index) => ({ rateCenti, result: results[index]! })),
});

describe('a coupon’s verdict', () => {
  it('waits while a selection is pending, unless one is already wrong', () => {
    expect(verdictOf(multiple(Correct, Pending, Correct))).toBeNull();
    expect(verdictOf(multiple(Pending, Wrong, Pending))).toEqual({ status: BetStatus.Lost, payoutMinor: 0 });
  });

  it('wins the stake times the total rate', () => {
    expect(verdictOf(multiple(Correct, Correct, Correct))).toEqual({ status: BetStatus.Won, payoutMinor: 5830 });
  });

  it('counts a void selection as rate 1, and returns the stake when all are void', () => {
    // 1.85 × 1.50 = 2.775 → 2.78
    expect(verdictOf(multiple(Correct, Cancelled, Correct))).toEqual({ status: BetStatus.Won, payoutMinor: 2780 });
    expect(verdictOf(multiple(Cancelled, Cancelled, Cancelled))).toEqual({ status: BetStatus.Returned, payoutMinor: 1000 });
    expect(verdictOf(multiple(Cancelled, Wrong, Cancelled))).toEqual({ status: BetStatus.Lost, payoutMinor: 0 });
  });
});
