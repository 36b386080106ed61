import { OddsFormat } from './oddsFormat.enums';
import { InvalidOddsError } from './oddsFormat.errors';

/** Decimal odds are shown, and converted, at two decimals. */
const CENTS = 100;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

function assertDecimal(decimal: number, minimum: number): void {
  if (!Number.isFinite(decimal) || decimal < minimum) throw new InvalidOddsError(decimal, OddsFormat.Decimal);
}

/**
 * American (moneyline) odds: +150 for 2.50, -200 for 1.50. Defined for decimal odds above 1.
 *
 * @throws InvalidOddsError for 1.00 or less
 */
export function decimalToAmerican(decimal: number): number {
  assertDecimal(decimal, 1);
  if (decimal === 1) throw new InvalidOddsError(decimal, OddsFormat.American);
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/** @throws InvalidOddsError for moneylines between -100 and +100 */
export function americanToDecimal(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100) {
    throw new InvalidOddsError(american, OddsFormat.American);
  }
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/**
 * Fractional odds in lowest terms, from the decimal price at two decimals: 2.50 gives [3, 2].
 *
 * @throws InvalidOddsError below 1.00
 */
export function decimalToFractional(decimal: number): [numerator: number, denominator: number] {
  assertDecimal(decimal, 1);
  const numerator = Math.round((decimal - 1) * CENTS);
  if (numerator === 0) return [0, 1];
  const divisor = greatestCommonDivisor(numerator, CENTS);
  return [numerator / divisor, CENTS / divisor];
}

/** @throws InvalidOddsError for a zero or negative part */
export function fractionalToDecimal(numerator: number, denominator: number): number {
  if (!(numerator >= 0) || !(denominator > 0)) throw new InvalidOddsError(numerator / denominator, OddsFormat.Fractional);
  return 1 + numerator / denominator;
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

function decimalFormat(locale: string): Intl.NumberFormat {
  let format = decimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    decimalFormats.set(locale, format);
  }
  return format;
}

/**
 * Decimal odds as the player chose to see them: '2,50' in Turkish and '2.50' in English (the
 * language's decimal separator and grouping, as money and market lines are written), '+150' or
 * '3/2'. Odds the format cannot express (1.00 as American, a missing price) show as '-'.
 *
 * @param locale the page's language, e.g. 'tr' or 'en'. @default 'tr'
 * @example formatOdds(2.5, 'decimal', 'en') // '2.50'
 */
export function formatOdds(decimal: number, format: OddsFormat, locale = 'tr'): string {
  try {
    switch (format) {
      case OddsFormat.American: {
        const american = decimalToAmerican(decimal);
        return american > 0 ? `+${american}` : String(american);
      }
      case OddsFormat.Fractional:
        return decimalToFractional(decimal).join('/');
      default:
        assertDecimal(decimal, 1);
        return decimalFormat(locale).format(decimal);
    }
  } catch (error) {
    if (error instanceof InvalidOddsError) return '-';
    throw error;
  }
}
