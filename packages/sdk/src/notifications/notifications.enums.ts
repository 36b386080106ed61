export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
