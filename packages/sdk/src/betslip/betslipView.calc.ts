import { betslipTypeFor, canBet, isEmptyStake, possibleWin } from './betslip.calc';
import { BetslipType } from './betslip.enums';
import type { BetslipData, MultipleBet } from './betslip.schema';
import type { BetslipPick } from './pendingToggles.calc';

/** A stake the player typed and what the server said it could win, once it answered for that stake. */
export interface StakeEntry {
  stake: number | null;
  calculated: { stake: number; possibleWin: number } | null;
}

/** The type the player chose, for as long as the pick count stays what it was then. */
export interface ChosenType {
  type: BetslipType;
  countChange: number;
}

/** The server's win for the stake it answered for; our own estimate while it has not. */
export const winOf = (entry: StakeEntry, rate: number): number => {
  if (isEmptyStake(entry.stake)) return 0;
  return entry.calculated?.stake === entry.stake ? entry.calculated.possibleWin : possibleWin(entry.stake, rate);
};

/** The picks with the stakes typed since the server's slip and the messages of a refused bet. */
export const withStakes = (
  picks: readonly BetslipPick[],
  stakes: ReadonlyMap<number, StakeEntry>,
  messages: ReadonlyMap<number, string>,
): BetslipPick[] =>
  picks.map((pick) => {
    const entry = stakes.get(pick.oddId);
    const message = messages.get(pick.oddId) ?? pick.message;
    if (!entry) return message === pick.message ? pick : { ...pick, message };
    return { ...pick, amount: entry.stake, possibleWin: winOf(entry, pick.rate), message };
  });

/** The multiple bet shown: none with fewer than two picks staying, else with the stake typed. */
export function multipleBetView(
  base: BetslipData,
  entry: StakeEntry | null,
  picks: readonly BetslipPick[],
): MultipleBet | null {
  if (!base.multipleBet || picks.filter((pick) => !pick.isDeleting).length < 2) return null;
  if (!entry) return base.multipleBet;
  return { ...base.multipleBet, betAmount: entry.stake, possibleWin: winOf(entry, base.multipleBet.totalRate) };
}

/** The type follows the pick count whenever it changes; in between the player's choice holds. */
export const typeShown = (pickCount: number, countChange: number, chosen: ChosenType | null): BetslipType =>
  chosen?.countChange === countChange ? chosen.type : betslipTypeFor(pickCount);

/** Every win the slip would place is above 0 and no change is waiting for the server. */
export const slipCanBet = (
  type: BetslipType,
  picks: readonly BetslipPick[],
  multipleBet: MultipleBet | null,
  pendingCount: number,
): boolean =>
  pendingCount === 0 &&
  (type === BetslipType.Multiple
    ? multipleBet !== null && canBet([multipleBet.possibleWin])
    : canBet(picks.map((pick) => pick.possibleWin)));
