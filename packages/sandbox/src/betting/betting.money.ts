import type { Locale } from '../i18n/locale.ts';

// Money is kept in kuruş and rates in hundredths, both integers: every sum, product and rounding
// below is exact. Answers carry TRY and decimal rates as numbers with at most 2 decimals.

/** Kuruş of a TRY amount that has at most 2 decimals (checked by the request schemas). */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/** TRY of an amount in kuruş. */
export const fromMinor = (minor: number): number => minor / 100;

/** A decimal rate in hundredths (every rate of the price ladder is a whole number of them). */
export const toCenti = (rate: number): number => Math.round(rate * 100);

export const fromCenti = (centi: number): number => centi / 100;

/**
 * Whether an amount is a whole number of kuruş: the number sent is exactly the one its kuruş make
 * (0.29 is; 0.9999999999 and 1.005 are not, however close to a kuruş they come).
 */
export const hasCents = (amount: number): boolean => Number.isFinite(amount) && Math.round(amount * 100) / 100 === amount;

const roundedDivide = (value: bigint, by: bigint): bigint => (value * 2n + by) / (2n * by);

/** What a stake wins at a rate: stake × rate, rounded half up to the kuruş. */
export const winMinor = (stakeMinor: number, rateCenti: number): number =>
  Number(roundedDivide(BigInt(stakeMinor) * BigInt(rateCenti), 100n));

/**
 * A multiple's total rate: the product of its rates, rounded half up to 2 decimals. The possible
 * win is the stake times this rate, so the three numbers a bettor sees agree.
 */
export function totalRateCenti(ratesCenti: readonly number[]): number {
  let product = 1n;
  let scale = 1n;
  for (const rate of ratesCenti) {
    product *= BigInt(rate);
    scale *= 100n;
  }
  return Number(roundedDivide(product * 100n, scale));
}

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** An amount in messages: '10.000,00 TRY' / '10,000.00 TRY'. */
export const formatMoney = (locale: Locale, minor: number): string => `${numberFormats[locale].format(fromMinor(minor))} TRY`;

/** A rate in messages: '1,85' / '1.85'. */
export const formatRate = (locale: Locale, centi: number): string => numberFormats[locale].format(fromCenti(centi));
