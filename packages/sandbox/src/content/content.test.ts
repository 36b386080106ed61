import { describe, expect, it } from 'vitest';
import { countries, TURKIYE_ID } from './countries.ts';
import { jackpotCards } from './jackpots.ts';

describe('countries', () => {
  it('has unique ids and Türkiye (235) first', () => {
    for (const locale of ['tr', 'en'] as const) {
      const list = countries(locale);
      expect(new Set(list.map((country) => country.id)).size).toBe(list.length);
      expect(list[0]?.id).toBe(TURKIYE_ID);
    }
  });

  it('sorts the rest in the language of the list', () => {
    const names = countries('tr').slice(1).map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    expect(names).toContain('Azerbaycan');
  });
});

describe('jackpots', () => {
  it('grow between two looks and fall back when a level drops', () => {
    const now = Date.UTC(2025, 0, 1, 12);
    const earlier = jackpotCards(now)[0]?.levelStats[3]?.amount ?? 0;
    const later = jackpotCards(now + 60_000)[0]?.levelStats[3]?.amount ?? 0;
    expect(later).toBeGreaterThan(earlier);
    const amounts = Array.from({ length: 36 }, (_, step) => jackpotCards(now + step * 20 * 60_000)[0]?.levelStats[0]?.amount ?? 0);
    expect(amounts.some((amount, index) => index > 0 && amount < (amounts[index - 1] ?? 0))).toBe(true);
  });
});
