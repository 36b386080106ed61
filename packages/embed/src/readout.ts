/** What the host page can read of the runtime at any time: `Oyna.betslip` and `Oyna.session`. */

/** One pick on the slip, as the player sees it. */
export interface OynaSlipPick {
  oddId: number;
  eventName: string;
  marketName: string;
  oddName: string;
  /** The odd's current decimal rate. */
  rate: number;
  /** The single stake typed for it in TRY; null when none. */
  stake: number | null;
  /** What the single stake would win, in TRY (0 without a stake). */
  possibleWin: number;
}

/** The betslip now: its picks in the order they were added (a pick being removed is left out). */
export interface OynaBetslipReadout {
  type: 'single' | 'multiple';
  picks: readonly OynaSlipPick[];
  /** The multiple's stake in TRY; null when not a multiple or no stake typed. */
  multipleStake: number | null;
  /** Every possible win is above 0 and the server has every change: Place Bet would go through. */
  canBet: boolean;
}

/** Who the elements show: a guest, or the player logged in (their balance as last known, in TRY). */
export type OynaSessionReadout = { status: 'guest' } | { status: 'player'; username: string; balance: number };
