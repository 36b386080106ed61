import type { JackpotCardData } from '@oyna/sdk/bootstrap';
import { jackpotCards } from '@oyna/sdk/casino';
import { describe, expect, it } from 'vitest';
import { jackpotLevels, tweenAmount } from './jackpotCards.model';

const levels = (amounts: number[]) => amounts.map((amount, index) => ({ level: index + 1, amount }));

/** EGT's feed as it comes: High Cash first, and a Clover Chance the feed has no data for (the 14000 sentinel). */
const feed: JackpotCardData[] = [
  { instanceName: 'High Cash', levelStats: levels([812.4, 6_240.75, 58_410.1, 612_905.35]), currentLevelI: 2 },
  { instanceName: 'Clover Chance', levelStats: levels([0, 0, 0, 0]), currentLevelI: 14_000 },
  { instanceName: 'Clover Chance', levelStats: levels([402.1, 3_310.5, 29_874.9, 301_442.2]), currentLevelI: 0 },
];

describe('jackpot levels', () => {
  it('lists the four levels highest first and marks the next to drop', () => {
    const [clover, cash] = jackpotCards(feed);
    expect(jackpotLevels(clover!).map((level) => [level.level, level.next])).toEqual([
      [4, false],
      [3, false],
      [2, false],
      [1, true],
    ]);
    expect(jackpotLevels(clover!).map((level) => level.amount)).toEqual([301_442.2, 29_874.9, 3_310.5, 402.1]);
    expect(jackpotLevels(cash!).find((level) => level.next)?.level).toBe(3);
  });
});

describe('counting an amount up', () => {
  it('starts at the old value, ends exactly at the new one, never overshoots', () => {
    expect(tweenAmount(100, 200, 0)).toBe(100);
    expect(tweenAmount(100, 200, 1)).toBe(200);
    expect(tweenAmount(100, 200.37, 2)).toBe(200.37);
    const steps = Array.from({ length: 11 }, (_, index) => tweenAmount(100, 200, index / 10));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(Math.max(...steps)).toBe(200);
  });
});
