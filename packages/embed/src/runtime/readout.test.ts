import { BetslipType, type BetslipState } from '@oyna/sdk/betslip';
import { describe, expect, it } from 'vitest';
import { betslipReadout, sessionReadout } from './readout';

const pick = (oddId: number, extra: Partial<BetslipState['picks'][number]> = {}): BetslipState['picks'][number] => ({
  oddId,
  isLive: true,
  eventName: 'Galatasaray – Fenerbahçe',
  marketName: 'Maç Sonucu',
  oddName: '1',
  rate: 1.85,
  amount: null,
  possibleWin: 0,
  message: '',
  isDeleting: false,
  isSkeleton: false,
  ...extra,
});

const slip = (extra: Partial<BetslipState>): BetslipState => ({
  picks: [],
  multipleBet: null,
  type: BetslipType.Single,
  loading: false,
  placing: false,
  placeBetStatus: false,
  placeBetMessage: null,
  acceptChanges: false,
  oddsFormat: 'decimal',
  canBet: false,
  ...extra,
});

describe('what the host reads', () => {
  it('gives the slip as the player sees it: stakes and wins per pick, no pick being removed', () => {
    const state = slip({ picks: [pick(7, { amount: 50, possibleWin: 92.5 }), pick(8, { isDeleting: true })], canBet: true });
    expect(betslipReadout(state)).toEqual({
      type: 'single',
      picks: [{ oddId: 7, eventName: 'Galatasaray – Fenerbahçe', marketName: 'Maç Sonucu', oddName: '1', rate: 1.85, stake: 50, possibleWin: 92.5 }],
      multipleStake: null,
      canBet: true,
    });
  });

  it("names a multiple and its stake", () => {
    const state = slip({ type: BetslipType.Multiple, picks: [pick(1), pick(2)], multipleBet: { totalRate: 3.42, possibleWin: 342, betAmount: 100 } });
    expect(betslipReadout(state)).toMatchObject({ type: 'multiple', multipleStake: 100 });
  });

  it('says guest, or the player with the balance last known (the login’s until a newer one is read)', () => {
    expect(sessionReadout(null, null)).toEqual({ status: 'guest' });
    const user = { token: 't', username: 'demouser', balance: 100 } as Parameters<typeof sessionReadout>[0];
    expect(sessionReadout(user, null)).toEqual({ status: 'player', username: 'demouser', balance: 100 });
    expect(sessionReadout(user, 75.5)).toEqual({ status: 'player', username: 'demouser', balance: 75.5 });
  });
});
