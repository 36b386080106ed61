import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  decimalToAmerican,
  decimalToFractional,
  formatOdds,
  fractionalToDecimal,
} from './oddsFormat.calc';
import { InvalidOddsError } from './oddsFormat.errors';

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));
/** Decimal prices as a bookmaker quotes them: 1.01 to 1000.00 in cents. */
const price = fc.integer({ min: 101, max: 100_000 }).map((cents) => cents / 100);

describe('formatOdds', () => {
  it.each([
    [2.5, '2.50', '+150', '3/2'],
    [1.5, '1.50', '-200', '1/2'],
    [2, '2.00', '+100', '1/1'],
    [1.83, '1.83', '-120', '83/100'],
    [11, '11.00', '+1000', '10/1'],
  ])('shows %d as %s, %s and %s in English', (decimal, asDecimal, asAmerican, asFractional) => {
    expect(formatOdds(decimal, 'decimal', 'en')).toBe(asDecimal);
    expect(formatOdds(decimal, 'american', 'en')).toBe(asAmerican);
    expect(formatOdds(decimal, 'fractional', 'en')).toBe(asFractional);
  });

  it('writes decimal odds with a decimal comma in Turkish, as money and lines are written', () => {
    expect(formatOdds(2.86, 'decimal', 'tr')).toBe('2,86');
    expect(formatOdds(2.86, 'decimal')).toBe('2,86');
    expect(formatOdds(1523.4, 'decimal', 'tr')).toBe('1.523,40');
    expect(formatOdds(1523.4, 'decimal', 'en')).toBe('1,523.40');
    // American and fractional odds have no decimals to separate.
    expect(formatOdds(2.5, 'american', 'tr')).toBe('+150');
    expect(formatOdds(2.5, 'fractional', 'tr')).toBe('3/2');
  });

  it('shows every price at two decimals in both languages', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        expect(formatOdds(decimal, 'decimal', 'en').replace(/,/g, '')).toBe(decimal.toFixed(2));
        expect(formatOdds(decimal, 'decimal', 'tr').replace(/\./g, '').replace(',', '.')).toBe(decimal.toFixed(2));
      }),
    );
  });

  it('shows a dash for odds a format cannot express', () => {
    expect(formatOdds(1, 'american')).toBe('-');
    expect(formatOdds(Number.NaN, 'decimal')).toBe('-');
    expect(formatOdds(0.5, 'fractional')).toBe('-');
    expect(formatOdds(1, 'fractional')).toBe('0/1');
  });
});

describe('odds conversion', () => {
  it('gives fractions in lowest terms that convert back to the same price', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const [numerator, denominator] = decimalToFractional(decimal);
        expect(greatestCommonDivisor(numerator, denominator)).toBe(1);
        expect(fractionalToDecimal(numerator, denominator)).toBeCloseTo(decimal, 9);
      }),
    );
  });

  it('round-trips American odds within the rounding of a whole moneyline', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const american = decimalToAmerican(decimal);
        expect(Math.abs(american)).toBeGreaterThanOrEqual(100);
        expect(Math.sign(american)).toBe(decimal >= 2 ? 1 : -1);
        const back = americanToDecimal(american);
        const tolerance = decimal >= 2 ? 0.005 : ((decimal - 1) ** 2 / 100) * 0.5 + 1e-9;
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('reads whole moneylines exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.boolean(), (size, favourite) => {
        const line = favourite ? -(size + 1) : size; // -100 and +100 are both evens, shown as +100
        expect(decimalToAmerican(americanToDecimal(line))).toBe(line);
      }),
    );
    expect(americanToDecimal(-200)).toBe(1.5);
    expect(decimalToAmerican(americanToDecimal(-100))).toBe(100);
  });

  it('refuses prices no format can express', () => {
    expect(() => decimalToAmerican(1)).toThrow(InvalidOddsError);
    expect(() => americanToDecimal(50)).toThrow(InvalidOddsError);
    expect(() => fractionalToDecimal(1, 0)).toThrow(InvalidOddsError);
  });
});
