// The spec's enumerations (section 3) for deposits, withdrawals and game activity, as the API sends them.

/** Deposit/withdraw record status: where the operator's books stand with a request. */
export const RecordStatus = { None: 0, Confirmed: 1, Pending: 2, Merged: 3, Rejected: 4, Cancelled: 5, Created: 6 } as const;
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

/** Where a record waits on the operator's decision (a transfer) or on its payment page. */
export const WAITING_STATUSES: ReadonlySet<RecordStatus> = new Set([RecordStatus.Pending, RecordStatus.Created]);

/** Money direction. */
export const MoneyDirection = { Deposit: 1, Withdraw: 2 } as const;
export type MoneyDirection = (typeof MoneyDirection)[keyof typeof MoneyDirection];

/** Processing status: where the payment itself stands with its method. */
export const ProcessingStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type ProcessingStatus = (typeof ProcessingStatus)[keyof typeof ProcessingStatus];

/** Win/Bet type: a casino round that paid anything is a Win, one that only took the stake a Bet. */
export const WinBetType = { Win: 1, Bet: 2 } as const;
export type WinBetType = (typeof WinBetType)[keyof typeof WinBetType];
