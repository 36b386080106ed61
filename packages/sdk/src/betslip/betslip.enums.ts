export const BetStatus = {
  None: 0,
  Accepted: 1,
  Returned: 2,
  Lost: 3,
  Won: 4,
  Cashout: 5,
  Rollback: 6,
  Processing: 7,
} as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

export const SelectionResult = { None: 0, Correct: 1, Wrong: 2, Pending: 3, Cancelled: 4 } as const;
export type SelectionResult = (typeof SelectionResult)[keyof typeof SelectionResult];

/** The `type` sent to sportsbook/calculate and sportsbook/placeBet. */
export const BetslipType = { Single: 1, Multiple: 2 } as const;
export type BetslipType = (typeof BetslipType)[keyof typeof BetslipType];

