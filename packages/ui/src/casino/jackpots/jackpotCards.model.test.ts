import { jackpotCards } from '@oyna/sdk/casino';
import { describe, expect, it } from 'vitest';
import { demoEgtJackpotCards } from '../../fixtures/casino.data';
import { jackpotLevels, tweenAmount } from './jackpotCards.model';

describe('jackpot levels', () => {
  it('lists the four levels highest first and marks the next to drop', () => {
    const [clover, cash] = jackpotCards(demoEgtJackpotCards);
    expect(jackpotLevels(clover!).map((level) => [level.level, level.next])).toEqual([
      [4, false],
      [3, false],
      [2, false],
      [1, true],
    ]);
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
