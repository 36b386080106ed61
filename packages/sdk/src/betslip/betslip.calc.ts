import { BetslipType } from './betslip.enums';
import type { CalculatePayload, PlaceBetPayload } from './betslipRequest.schema';
import { STAKE_BUTTON_FLOOR, STAKE_BUTTON_STEP } from './betslip.constants';

/** The slip's type after its picks change: single for 0 or 1 pick, multiple from 2. */
export const betslipTypeFor = (pickCount: number): BetslipType =>
  pickCount >= 2 ? BetslipType.Multiple : BetslipType.Single;

/** Single is always selectable; Multiple only with more than one pick. */
export const canSelectBetslipType = (type: BetslipType, pickCount: number): boolean =>
  type === BetslipType.Single || pickCount > 1;

/**
 * Whether the slip can be placed: every calculated possible win is above 0. An empty slip (no
 * calculation at all) cannot be placed either.
 */
export const canBet = (possibleWins: readonly (number | null | undefined)[]): boolean =>
  possibleWins.length > 0 && possibleWins.every((win) => typeof win === 'number' && win > 0);

/** A stake of 0, a missing one or one that is not a number counts as no stake. */
export const isEmptyStake = (stake: number | null | undefined): stake is null | undefined | 0 =>
  stake == null || !Number.isFinite(stake) || stake === 0;

/** The stake sent when placing: a missing amount counts as 0. */
export const stakeForPlacing = (stake: number | null | undefined): number =>
  isEmptyStake(stake) ? 0 : stake;

/** Rounds to the stake step of 0.01. */
export const roundStake = (stake: number): number => Math.round(stake * 100) / 100;

/**
 * The multiple stake after a plus (+1) or minus (-1) press: 100 more or less, never negative, and
 * anything below 1 becomes 0.
 */
export function stepStake(stake: number | null | undefined, direction: 1 | -1): number {
  const next = roundStake(stakeForPlacing(stake) + direction * STAKE_BUTTON_STEP);
  return next < STAKE_BUTTON_FLOOR ? 0 : next;
}

/**
 * Reads what the player typed in a stake box: digits and one decimal separator ('.' or ','), at
 * most two decimals kept; everything else is dropped. Empty or zero gives null (no stake).
 */
export function parseStakeInput(text: string): number | null {
  const [whole = '', ...rest] = text.replace(/[^\d.,]/g, '').split(/[.,]/);
  const cents = rest.join('').slice(0, 2);
  const stake = Number(`${whole || '0'}.${cents || '0'}`);
  return isEmptyStake(stake) ? null : stake;
}

/** Possible win of a stake at decimal odds, in TRY at two decimals. */
export const possibleWin = (stake: number, rate: number): number => roundStake(stake * rate);

/** The combined rate of a multiple bet: the product of its picks' rates. */
export const totalRate = (rates: readonly number[]): number =>
  rates.reduce((product, rate) => product * rate, 1);

/** A pick's part in a single bet: its odd and the stake typed for it, if any. */
export interface PickStake {
  oddId: number;
  amount?: number | null;
}

/** The single-bet calculation of one pick, or null when the pick has no stake yet. */
export function singleCalculation(pick: PickStake): CalculatePayload | null {
  if (isEmptyStake(pick.amount)) return null;
  return { type: BetslipType.Single, oddId: pick.oddId, amount: pick.amount };
}

/** The multiple-bet calculation, skipped (null) while the stake is null. */
export function multipleCalculation(stake: number | null | undefined): CalculatePayload | null {
  return stake == null ? null : { type: BetslipType.Multiple, amount: stake };
}

/** The place-bet body; picks without a stake are sent with 0. */
export function placeBetPayload(
  input:
    | { type: typeof BetslipType.Single; picks: readonly PickStake[]; acceptChanges: boolean }
    | { type: typeof BetslipType.Multiple; stake: number | null | undefined; acceptChanges: boolean },
): PlaceBetPayload {
  if (input.type === BetslipType.Multiple) {
    return { type: input.type, amount: stakeForPlacing(input.stake), acceptChanges: input.acceptChanges };
  }
  return {
    type: input.type,
    selection: input.picks.map((pick) => ({ oddId: pick.oddId, amount: stakeForPlacing(pick.amount) })),
    acceptChanges: input.acceptChanges,
  };
}

/** What a place-bet body stakes in all: the multiple's amount, or the singles' amounts added up (to the kuruş). */
export function placedStake(payload: PlaceBetPayload): number {
  if (payload.type === BetslipType.Multiple) return payload.amount;
  return Math.round(payload.selection.reduce((sum, pick) => sum + pick.amount, 0) * 100) / 100;
}
