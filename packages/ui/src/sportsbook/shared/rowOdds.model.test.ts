import { describe, expect, it } from 'vitest';
import { rowCells } from './rowOdds.model';

const odd = (key: string, marketName: string, settled = false) => ({ key, marketName, settled });

describe('rowCells', () => {
  it('gives each odd its own cell, a locked one too', () => {
    const cells = rowCells([odd('1', 'Match Result'), odd('X', 'Match Result'), odd('2', 'Match Result')]);
    expect(cells.map((cell) => [cell.kind, cell.key])).toEqual([['odd', '1'], ['odd', 'X'], ['odd', '2']]);
  });

  it("joins a settled market's odds into one note, beside an open market", () => {
    const cells = rowCells([
      odd('1', 'Match Result'),
      odd('X', 'Match Result'),
      odd('2', 'Match Result'),
      odd('1X', 'Double Chance', true),
      odd('12', 'Double Chance', true),
      odd('X2', 'Double Chance', true),
    ]);
    expect(cells.map((cell) => cell.kind)).toEqual(['odd', 'odd', 'odd', 'settled']);
    expect(cells[3]).toMatchObject({ kind: 'settled', key: 'settled:1X' });
    expect(cells[3]!.kind === 'settled' && cells[3]!.odds.map((entry) => entry.key)).toEqual(['1X', '12', 'X2']);
  });

  it('keeps two settled markets apart', () => {
    const cells = rowCells([odd('under', 'Total Goals', true), odd('over', 'Total Goals', true), odd('yes', 'Both Teams To Score', true)]);
    expect(cells.map((cell) => cell.kind === 'settled' && cell.odds.length)).toEqual([2, 1]);
  });
});
