import { BetslipType, type BetslipPick } from '@oyna/sdk/betslip';
import { OddsFormat } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { betslipView, EMPTY_BETSLIP } from './betslip.model';

const pick = (oddId: number, change: Partial<BetslipPick> = {}): BetslipPick => ({
  oddId,
  eventId: oddId * 10,
  isLive: false,
  eventName: 'Galatasaray – Fenerbahçe',
  marketName: 'Maç Sonucu',
  oddName: '1',
  rate: 2.5,
  amount: null,
  possibleWin: 0,
  message: '',
  selection: null,
  isDeleting: false,
  isSkeleton: false,
  ...change,
});

const player = { loggedIn: true, locale: 'tr' };
const guest = { loggedIn: false, locale: 'tr' };

describe('betslipView', () => {
  it('says the slip is empty, loading or created, in that order of precedence', () => {
    expect(betslipView(EMPTY_BETSLIP, guest).notice).toBe('empty');
    expect(betslipView({ ...EMPTY_BETSLIP, loading: true }, guest).notice).toBe('loading');
    expect(betslipView({ ...EMPTY_BETSLIP, placeBetStatus: true }, guest).notice).toBe('created');
    expect(betslipView({ ...EMPTY_BETSLIP, picks: [pick(1)] }, guest).notice).toBeNull();
  });

  it('offers Multiple only from two picks, and not counting one being removed', () => {
    const tabs = (picks: BetslipPick[]) => betslipView({ ...EMPTY_BETSLIP, picks }, guest).tabs.map((tab) => tab.disabled);
    expect(tabs([pick(1)])).toEqual([false, true]);
    expect(tabs([pick(1), pick(2, { isDeleting: true })])).toEqual([false, true]);
    expect(tabs([pick(1), pick(2)])).toEqual([false, false]);
  });

  it('shows every pick in the chosen odds format, with its state and message', () => {
    const view = betslipView(
      {
        ...EMPTY_BETSLIP,
        oddsFormat: OddsFormat.Fractional,
        picks: [pick(1), pick(2, { isDeleting: true }), pick(3, { isSkeleton: true, rate: 0 }), pick(4, { message: 'Oran değişti' })],
      },
      guest,
    );
    expect(view.rows.map((row) => [row.odds, row.state, row.message])).toEqual([
      ['3/2', 'ready', null],
      ['3/2', 'deleting', null],
      [null, 'skeleton', null],
      ['3/2', 'ready', 'Oran değişti'],
    ]);
    expect(view.rows[0]!.name).toBe('Galatasaray – Fenerbahçe, Maç Sonucu, 1');
  });

  it('adds up the single stakes and their wins', () => {
    const view = betslipView(
      {
        ...EMPTY_BETSLIP,
        canBet: true,
        picks: [pick(1, { amount: 10.1, possibleWin: 25.25 }), pick(2, { amount: 20.2, possibleWin: 50.5 }), pick(3, { amount: 5, possibleWin: 9, isDeleting: true })],
      },
      player,
    );
    expect([view.totalStake, view.totalPossibleWin, view.multiple]).toEqual([30.3, 75.75, null]);
  });

  it('takes the multiple stake and win from the multiple bet', () => {
    const view = betslipView(
      {
        ...EMPTY_BETSLIP,
        type: BetslipType.Multiple,
        picks: [pick(1), pick(2)],
        multipleBet: { totalRate: 6.25, possibleWin: 625, betAmount: 100 },
      },
      player,
    );
    expect(view.multiple).toEqual({ totalOdds: '6,25', stake: 100, possibleWin: 625 });
    expect([view.totalStake, view.totalPossibleWin]).toEqual([100, 625]);
  });

  it('writes decimal odds and the total the way the language writes decimals', () => {
    const state = { ...EMPTY_BETSLIP, type: BetslipType.Multiple, picks: [pick(1, { rate: 2.86 }), pick(2, { rate: 2.06 })], multipleBet: { totalRate: 5.89, possibleWin: 58.9, betAmount: 10 } };
    const tr = betslipView(state, player);
    const en = betslipView(state, { ...player, locale: 'en' });
    expect([tr.rows.map((row) => row.odds), tr.multiple?.totalOdds]).toEqual([['2,86', '2,06'], '5,89']);
    expect([en.rows.map((row) => row.odds), en.multiple?.totalOdds]).toEqual([['2.86', '2.06'], '5.89']);
  });

  it('lets a guest press Place Bet (to hear that a login is needed) but not a player with nothing to place', () => {
    const unstaked = { ...EMPTY_BETSLIP, picks: [pick(1)] };
    expect(betslipView(unstaked, guest)).toMatchObject({ placeDisabled: false, stakeNeeded: false, stakeButtons: false });
    expect(betslipView(unstaked, player)).toMatchObject({ placeDisabled: true, stakeNeeded: true, stakeButtons: true });
    expect(betslipView({ ...unstaked, canBet: true }, player)).toMatchObject({ placeDisabled: false, stakeNeeded: false });
    expect(betslipView({ ...unstaked, canBet: true, placing: true }, player)).toMatchObject({ placeDisabled: true, placing: true });
  });

  it('does not ask for a stake while a pick is still on its way', () => {
    expect(betslipView({ ...EMPTY_BETSLIP, picks: [pick(1, { isSkeleton: true })] }, player).stakeNeeded).toBe(false);
  });
});
