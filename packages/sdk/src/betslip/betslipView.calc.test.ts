import { describe, expect, it } from 'vitest';
import { BetslipType } from './betslip.enums';
import { betslipPick } from './betslip.fixtures';
import type { BetslipOdd } from './betslip.schema';
import { multipleBetView, slipCanBet, typeShown, winOf, withStakes } from './betslipView.calc';

const slip = (oddList: BetslipOdd[]) => ({ oddList, multipleBet: { totalRate: 3.7, possibleWin: 0, betAmount: null } });

describe('the betslip as shown', () => {
  it("shows our estimate of a stake's win until the server answers for that very stake", () => {
    expect(winOf({ stake: 10, calculated: null }, 1.85)).toBe(18.5);
    expect(winOf({ stake: 10, calculated: { stake: 10, possibleWin: 18.4 } }, 1.85)).toBe(18.4);
    // An answer for the stake typed before is not this stake's.
    expect(winOf({ stake: 20, calculated: { stake: 10, possibleWin: 18.4 } }, 1.85)).toBe(37);
    expect(winOf({ stake: null, calculated: null }, 1.85)).toBe(0);
  });

  it("puts the typed stakes and a refused bet's messages on their picks, and leaves the others as they are", () => {
    const untouched = betslipPick(2);
    const picks = withStakes(
      [betslipPick(1), untouched, betslipPick(3)],
      new Map([[1, { stake: 10, calculated: null }]]),
      new Map([[3, 'Odds changed']]),
    );
    expect(picks[0]).toMatchObject({ amount: 10, possibleWin: 18.5 });
    expect(picks[1]).toBe(untouched);
    expect(picks[2]).toMatchObject({ message: 'Odds changed', amount: null });
  });

  it('shows no multiple with fewer than two picks staying, and the typed multiple stake over the rate', () => {
    const two = [betslipPick(1), betslipPick(2)];
    expect(multipleBetView(slip(two), null, [betslipPick(1), betslipPick(2, { isDeleting: true })])).toBeNull();
    expect(multipleBetView(slip(two), null, two)).toEqual({ totalRate: 3.7, possibleWin: 0, betAmount: null });
    expect(multipleBetView(slip(two), { stake: 10, calculated: null }, two)).toEqual({ totalRate: 3.7, possibleWin: 37, betAmount: 10 });
  });

  it("keeps the player's type until the pick count changes, then follows the count", () => {
    const chosen = { type: BetslipType.Single, countChange: 4 };
    expect(typeShown(3, 4, chosen)).toBe(BetslipType.Single);
    expect(typeShown(3, 5, chosen)).toBe(BetslipType.Multiple);
    expect(typeShown(1, 5, null)).toBe(BetslipType.Single);
  });

  it('can bet only when every win is above 0 and nothing waits for the server', () => {
    const staked = [betslipPick(1, { possibleWin: 18.5 }), betslipPick(2, { possibleWin: 20 })];
    expect(slipCanBet(BetslipType.Single, staked, null, 0)).toBe(true);
    expect(slipCanBet(BetslipType.Single, staked, null, 1)).toBe(false);
    expect(slipCanBet(BetslipType.Single, [...staked, betslipPick(3)], null, 0)).toBe(false);
    expect(slipCanBet(BetslipType.Multiple, staked, null, 0)).toBe(false);
    expect(slipCanBet(BetslipType.Multiple, [], { totalRate: 3.7, possibleWin: 37, betAmount: 10 }, 0)).toBe(true);
  });
});
