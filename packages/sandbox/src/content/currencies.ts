/** Currency ids accepted at sign-up; 1 (TRY) is the default. */
export const CURRENCY_TRY = 1;
export const currencies: Readonly<Record<number, string>> = { 1: 'TRY', 2: 'USD', 3: 'EUR' };

export const isCurrencyId = (id: number): boolean => Object.hasOwn(currencies, id);
