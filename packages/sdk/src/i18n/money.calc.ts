/** Rounds a TRY amount to whole kuruş (0.01), the smallest amount the back end counts. */
export const roundKurus = (amount: number): number => Math.round(amount * 100) / 100;
