import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search.fold.ts';

describe('foldSearchText', () => {
  it('folds the four Turkish i’s, case and accents together', () => {
    for (const spelling of ['istanbul', 'İstanbul', 'ISTANBUL', 'İSTANBUL', 'ıstanbul']) expect(foldSearchText(spelling)).toBe('istanbul');
    expect(foldSearchText('Beşiktaş')).toBe('besiktas');
    expect(foldSearchText('  Iğdır FK ')).toBe('igdir fk');
    expect(foldSearchText('Borussia Mönchengladbach')).toBe('borussia monchengladbach');
    expect(foldSearchText('Şans Çarkı TV')).toBe(foldSearchText('SANS CARKI tv'));
  });
});
