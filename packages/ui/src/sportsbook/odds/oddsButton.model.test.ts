import { describe, expect, it } from 'vitest';
import { oddsCell } from './oddsButton.model';

const base = { oddId: 7, rate: 2.1, eventName: 'A – B', marketName: 'Total Goals', oddName: 'Over' };

describe('oddsCell', () => {
  it('names the odd in full, its odds written as the language writes decimals', () => {
    expect(oddsCell({ ...base, locale: 'en' }).label('Suspended')).toBe('A – B, Total Goals, Over, 2.10');
    expect(oddsCell({ ...base, marketName: 'Toplam Gol', oddName: 'Üst', locale: 'tr' })).toMatchObject({ value: '2,10' });
    expect(oddsCell({ ...base, marketName: 'Toplam Gol', oddName: 'Üst', locale: 'tr' }).label('Kilitli')).toBe('A – B, Toplam Gol, Üst, 2,10');
  });

  it.each([
    ['locked', { locked: true }],
    ['without an id', { oddId: null }],
    ['without a price', { rate: 0 }],
    ['priced at 1.00 or less', { rate: 1 }],
  ])('locks an odd %s and shows no move', (_, change) => {
    const cell = oddsCell({ ...base, ...change, move: 'up' });
    expect(cell).toMatchObject({ value: null, locked: true, move: null });
    expect(cell.label('Suspended')).toBe('A – B, Total Goals, Over, Suspended');
  });
});
