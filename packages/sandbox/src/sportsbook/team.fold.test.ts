import { describe, expect, it } from 'vitest';
import { foldTeamName } from './team.fold.ts';

describe('foldTeamName', () => {
  it('folds the four Turkish i’s, case and accents together', () => {
    for (const spelling of ['istanbul', 'İstanbul', 'ISTANBUL', 'İSTANBUL', 'ıstanbul']) expect(foldTeamName(spelling)).toBe('istanbul');
    expect(foldTeamName('Beşiktaş')).toBe('besiktas');
    expect(foldTeamName('  Iğdır FK ')).toBe('igdir fk');
    expect(foldTeamName('Borussia Mönchengladbach')).toBe('borussia monchengladbach');
  });
});
