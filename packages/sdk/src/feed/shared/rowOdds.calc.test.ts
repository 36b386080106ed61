import { describe, expect, it } from 'vitest';
import { offeredRowOdds, rowOdds } from './rowOdds.calc';

const event = {
  winner: { odd1: 1.85, oddX: 3.4, odd2: 4.1, odd1Id: 1, oddXId: 2, odd2Id: 3 },
  doubleChance: { odd1X: 1.2, odd12: 1.3, oddX2: 0, odd1XId: 4, odd12Id: 5, oddX2Id: 6 },
  totalGoal: null,
  overUnder: { under: 1.9, over: 1.8, underId: 7, overId: 8 },
};

describe('row odds', () => {
  it('shows Match Result, with Double Chance only when asked (desktop)', () => {
    expect(rowOdds(event, 'matchResult', { doubleChance: false }).map((entry) => entry.name)).toEqual(['1', 'X', '2']);
    const desktop = rowOdds(event, 'matchResult', { doubleChance: true });
    expect(desktop.map((entry) => `${entry.name}:${entry.rate}`)).toEqual(['1:1.85', 'X:3.4', '2:4.1', '1X:1.2', '12:1.3', 'X2:0']);
    expect(desktop.map((entry) => entry.market)).toEqual(['matchResult', 'matchResult', 'matchResult', 'doubleChance', 'doubleChance', 'doubleChance']);
  });

  it('locks an odd without a price or an id, and a market the feed left out', () => {
    expect(rowOdds(event, 'matchResult', { doubleChance: true })[5]).toMatchObject({ oddId: null });
    expect(rowOdds({ ...event, winner: null }, 'matchResult', { doubleChance: false }).every((entry) => entry.oddId === null)).toBe(true);
  });

  it('reads Total Goals from totalGoal or overUnder', () => {
    expect(rowOdds(event, 'totalGoals', { doubleChance: true })).toEqual([
      { market: 'totalGoals', name: 'under', oddId: 7, rate: 1.9, settled: false },
      { market: 'totalGoals', name: 'over', oddId: 8, rate: 1.8, settled: false },
    ]);
    const both = { ...event, totalGoal: { under: 2.1, over: 1.7, underId: 70, overId: 80 } };
    expect(rowOdds(both, 'totalGoals', { doubleChance: false })[0]!.oddId).toBe(70);
  });

  it('keeps a withdrawn outcome (rate 0, id kept) in its place, locked: 2:0 late on, no away win', () => {
    const late = { ...event, winner: { odd1: 1.01, oddX: 40, odd2: 0, odd1Id: 1, oddXId: 2, odd2Id: 3 } };
    expect(rowOdds(late, 'matchResult', { doubleChance: false })).toEqual([
      { market: 'matchResult', name: '1', oddId: 1, rate: 1.01, settled: false },
      { market: 'matchResult', name: 'X', oddId: 2, rate: 40, settled: false },
      { market: 'matchResult', name: '2', oddId: null, rate: 0, settled: false },
    ]);
  });

  it('marks every odd of a settled market, none offered', () => {
    const settled = { ...event, totalGoal: { under: 0, over: 0, underId: 7, overId: 8, settled: true } };
    expect(rowOdds(settled, 'totalGoals', { doubleChance: false })).toEqual([
      { market: 'totalGoals', name: 'under', oddId: null, rate: 0, settled: true },
      { market: 'totalGoals', name: 'over', oddId: null, rate: 0, settled: true },
    ]);
    expect(rowOdds(settled, 'matchResult', { doubleChance: true }).some((entry) => entry.settled)).toBe(false);
  });

  it('lists every offered odd for the move tracker', () => {
    expect(offeredRowOdds(event).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });
});
