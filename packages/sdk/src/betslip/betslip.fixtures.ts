import type { BetslipOdd } from './betslip.schema';
import type { BetslipPick } from './pendingToggles.calc';

/** A pick as the server keeps it, on the derby's Match Result, unstaked unless told. */
export const betslipOdd = (oddId: number, rest: Partial<BetslipOdd> = {}): BetslipOdd => ({
  oddId,
  isLive: false,
  eventName: 'Galatasaray – Fenerbahçe',
  marketName: 'Match Result',
  oddName: '1',
  rate: 1.85,
  amount: null,
  possibleWin: 0,
  message: '',
  ...rest,
});

/** The same pick as the slip shows it: confirmed, not being removed. */
export const betslipPick = (oddId: number, rest: Partial<BetslipPick> = {}): BetslipPick => ({
  ...betslipOdd(oddId),
  isDeleting: false,
  isSkeleton: false,
  ...rest,
});
