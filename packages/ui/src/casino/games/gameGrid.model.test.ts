import { describe, expect, it } from 'vitest';
import { gridLayout, rowGames } from './gameGrid.model';

describe('the game grid', () => {
  it('fits two tiles on a 390 px phone and eight on a 1920 px screen', () => {
    expect(gridLayout(366, false).columns).toBe(2);
    expect(gridLayout(1090, true).columns).toBe(5);
    expect(gridLayout(1600, true).columns).toBe(8);
    expect(gridLayout(100, false).columns).toBe(1);
  });

  it('estimates a row as the 4:3 artwork, its caption and the gap', () => {
    expect(gridLayout(366, false).rowHeight).toBe(Math.round((179 * 3) / 4 + 50 + 8));
  });

  it('takes an unmeasured grid for a desktop one rather than one column', () => {
    expect(gridLayout(0, true).columns).toBe(5);
  });

  it('cuts the games into rows', () => {
    expect(rowGames([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(rowGames([1, 2, 3, 4, 5], 2, 2)).toEqual([5]);
  });
});
