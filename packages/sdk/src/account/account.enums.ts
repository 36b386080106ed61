/** Whether a game-history line is a win or a bet. */
export const WinBetType = { Win: 1, Bet: 2 } as const;
export type WinBetType = (typeof WinBetType)[keyof typeof WinBetType];

/** States of the phone verification page. */
export const VerificationPage = { NotVerified: 0, Verified: 1, Update: 2, VerificationCode: 3 } as const;
export type VerificationPage = (typeof VerificationPage)[keyof typeof VerificationPage];
