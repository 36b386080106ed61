import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BetslipType } from './betslip.enums';
import {
  betslipTypeFor,
  canBet,
  canSelectBetslipType,
  isEmptyStake,
  parseStakeInput,
  placedStake,
  possibleWin,
  stakeForPlacing,
  stepStake,
  totalRate,
} from './betslip.calc';

describe('betslip type', () => {
  it('is single for 0 or 1 pick and multiple from 2', () => {
    expect([0, 1, 2, 3, 20].map(betslipTypeFor)).toEqual([1, 1, 2, 2, 2]);
  });

  it('lets the player choose Multiple only with more than one pick', () => {
    fc.assert(
      fc.property(fc.nat(30), (picks) => {
        expect(canSelectBetslipType(BetslipType.Single, picks)).toBe(true);
        expect(canSelectBetslipType(BetslipType.Multiple, picks)).toBe(picks > 1);
      }),
    );
  });
});

describe('canBet', () => {
  it('is true only when every possible win is above 0', () => {
    expect(canBet([12.5, 3])).toBe(true);
    expect(canBet([12.5, 0])).toBe(false);
    expect(canBet([12.5, null])).toBe(false);
    expect(canBet([])).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true }), { minLength: 1 }), (wins) => {
        expect(canBet(wins)).toBe(wins.every((win) => win > 0));
      }),
    );
  });
});

describe('stakes', () => {
  it('treats 0 and a missing stake as empty, sent as 0', () => {
    for (const stake of [0, null, undefined, Number.NaN]) {
      expect(isEmptyStake(stake)).toBe(true);
      expect(stakeForPlacing(stake)).toBe(0);
    }
    expect(stakeForPlacing(25.5)).toBe(25.5);
  });

  it('moves by 100 with the buttons', () => {
    expect(stepStake(null, 1)).toBe(100);
    expect(stepStake(250, 1)).toBe(350);
    expect(stepStake(250, -1)).toBe(150);
  });

  it('never goes below 0 and turns anything under 1 into 0', () => {
    expect(stepStake(100.5, -1)).toBe(0);
    expect(stepStake(101, -1)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100), fc.constantFrom(1 as const, -1 as const), (stake, direction) => {
        const next = stepStake(stake, direction);
        expect(next === 0 || next >= 1).toBe(true);
        if (direction === 1) expect(next).toBeCloseTo(stake + 100, 9);
        if (direction === -1 && stake >= 101) expect(next).toBeCloseTo(stake - 100, 9);
      }),
    );
  });

  it('reads typed stakes with at most two decimals', () => {
    expect(parseStakeInput('150')).toBe(150);
    expect(parseStakeInput('12,5')).toBe(12.5);
    expect(parseStakeInput('12.345')).toBe(12.34);
    expect(parseStakeInput('₺ 40')).toBe(40);
    expect(parseStakeInput('')).toBeNull();
    expect(parseStakeInput('0,00')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        const stake = cents / 100;
        expect(parseStakeInput(stake.toFixed(2))).toBe(stake);
        expect(parseStakeInput(stake.toFixed(2).replace('.', ','))).toBe(stake);
      }),
    );
  });
});

describe('possible win', () => {
  it('is the stake times the rate in kuruş', () => {
    expect(possibleWin(100, 2.35)).toBe(235);
    expect(possibleWin(33.33, 1.5)).toBe(50);
    expect(possibleWin(10, totalRate([1.5, 2, 3]))).toBe(90);
    expect(totalRate([])).toBe(1);
  });
});

describe('placedStake', () => {
  it('is the multiple amount, or the singles added up to the kuruş', () => {
    expect(placedStake({ type: BetslipType.Multiple, amount: 250, acceptChanges: true })).toBe(250);
    const selection = [{ oddId: 1, amount: 0.1 }, { oddId: 2, amount: 0.2 }, { oddId: 3, amount: 10 }];
    expect(placedStake({ type: BetslipType.Single, selection, acceptChanges: false })).toBe(10.3);
  });
});
