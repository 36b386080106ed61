import { BetStatus, SelectionResult } from './betting.enums.ts';
import { totalRateCenti, winMinor } from './betting.money.ts';

export interface Verdict {
  status: BetStatus;
  /** What the balance gets back: the win, the returned stake, or 0. */
  payoutMinor: number;
}

/**
 * A coupon's verdict from its selections, or null while it is still open: Lost as soon as one
 * selection is wrong; otherwise, once none is pending, Returned when every selection was void,
 * else Won at the product of the correct selections' rates (a void one counts as rate 1).
 */
export function verdictOf(bet: { stakeMinor: number; totalRateCenti: number; selections: readonly { rateCenti: number; result: SelectionResult }[] }): Verdict | null {
  const results = bet.selections.map((selection) => selection.result);
  if (results.includes(SelectionResult.Wrong)) return { status: BetStatus.Lost, payoutMinor: 0 };
  if (results.some((result) => result !== SelectionResult.Correct && result !== SelectionResult.Cancelled)) return null;
  const correct = bet.selections.filter((selection) => selection.result === SelectionResult.Correct);
  if (correct.length === 0) return { status: BetStatus.Returned, payoutMinor: bet.stakeMinor };
  const rate = correct.length === bet.selections.length ? bet.totalRateCenti : totalRateCenti(correct.map((selection) => selection.rateCenti));
  return { status: BetStatus.Won, payoutMinor: winMinor(bet.stakeMinor, rate) };
}
