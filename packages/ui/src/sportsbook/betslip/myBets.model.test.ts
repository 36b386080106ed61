import { BetStatus, BetslipType, SelectionResult, type Bet, type BetSelection, type MyBetsState } from '@oyna/sdk/betslip';
import { NetworkError } from '@oyna/sdk';
import { describe, expect, it } from 'vitest';
import { myBetsView } from './myBets.model';

const pick = (eventName: string, oddName: string, rate: number, result: SelectionResult): BetSelection => ({
  oddId: Math.round(rate * 100),
  eventId: 1,
  isLive: false,
  eventName,
  marketName: 'Maç Sonucu',
  oddName,
  rate,
  eventDate: '2026-11-22T17:00:00Z',
  result,
});

const coupon = (betId: number, status: BetStatus, stake: number, payout: number, selections: BetSelection[], settledAt: string | null = null): Bet => {
  const totalRate = Math.round(selections.reduce((product, selection) => product * selection.rate, 1) * 100) / 100;
  return {
    betId,
    type: selections.length > 1 ? BetslipType.Multiple : BetslipType.Single,
    status,
    stake,
    totalRate,
    possibleWin: Math.round(stake * totalRate * 100) / 100,
    payout,
    placedAt: '2026-11-22T12:30:00Z',
    settledAt,
    selections,
  };
};

/** A bettor's history: an open coupon, a won multiple, a lost and a returned single. */
const history = (): Bet[] => [
  coupon(1005, BetStatus.Accepted, 100, 0, [pick('Arsenal – Liverpool', '2', 2.6, SelectionResult.Pending)]),
  coupon(
    1004,
    BetStatus.Won,
    50,
    136.5,
    [pick('Real Madrid – Barcelona', '1', 2.1, SelectionResult.Correct), pick('Inter – Milan', '1', 1.3, SelectionResult.Correct)],
    '2026-11-22T22:05:00Z',
  ),
  coupon(1003, BetStatus.Lost, 200, 0, [pick('Bayern München – Borussia Dortmund', 'X', 3.8, SelectionResult.Wrong)], '2026-11-22T19:25:00Z'),
  coupon(1002, BetStatus.Returned, 75, 75, [pick('Celtics – Lakers', '1', 1.75, SelectionResult.Cancelled)], '2026-11-22T03:10:00Z'),
];

const loaded = (page: number, pageCount: number, bets = history()): MyBetsState => ({
  status: 'ready',
  query: { settled: true, page },
  value: { pageCount, total: pageCount * 10, items: bets },
});

describe('myBetsView', () => {
  it('shows the tab asked for while nothing has loaded', () => {
    expect(myBetsView({ status: 'idle' }, { settled: true, locale: 'en' })).toMatchObject({ status: 'loading', settled: true });
    expect(myBetsView({ status: 'loading', query: { settled: false, page: 2 } }, { settled: true, locale: 'en' })).toMatchObject({ settled: false, page: 3 });
  });

  it('counts pages from 1 and knows where the ends are', () => {
    expect(myBetsView(loaded(0, 3), { settled: true, locale: 'en' })).toMatchObject({ page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(myBetsView(loaded(2, 3), { settled: true, locale: 'en' })).toMatchObject({ page: 3, hasPrevious: true, hasNext: false });
    expect(myBetsView(loaded(0, 1, []), { settled: true, locale: 'en' }).status).toBe('empty');
    expect(myBetsView({ status: 'failed', query: { settled: true, page: 0 }, error: new NetworkError({ path: 'sportsbook/mybets', cause: null }) }, { settled: false, locale: 'en' }).status).toBe('failed');
  });

  it('names statuses and results, colours them, and shows a payout only once settled', () => {
    const [open, won, lost, returned] = myBetsView(loaded(0, 1), { settled: true, locale: 'tr', format: 'fractional' }).coupons;
    expect([open!.status, open!.payout, open!.selections[0]!.result]).toEqual([
      { key: 'betStatus.1', tone: 'open' },
      null,
      { key: 'selectionResult.3', tone: 'open' },
    ]);
    expect([won!.status.tone, won!.payout, won!.selections.map((selection) => selection.result.tone)]).toEqual(['won', 136.5, ['won', 'won']]);
    expect([lost!.status.tone, lost!.payout]).toEqual(['lost', 0]);
    expect([returned!.status.tone, returned!.payout, returned!.selections[0]!.result.key]).toEqual(['returned', 75, 'selectionResult.4']);
    expect(won!.totalOdds).toBe('173/100');
    expect(won!.placedAt).toMatch(/^22\.Kas\.26 \d\d:30$/);
  });

  it('writes decimal odds the way the language writes decimals', () => {
    const odds = (locale: string) => myBetsView(loaded(0, 1), { settled: true, locale }).coupons[1]!;
    expect([odds('tr').totalOdds, odds('tr').selections.map((selection) => selection.odds)]).toEqual(['2,73', ['2,10', '1,30']]);
    expect([odds('en').totalOdds, odds('en').selections.map((selection) => selection.odds)]).toEqual(['2.73', ['2.10', '1.30']]);
  });

  it('reads a status it does not know as None rather than failing', () => {
    const [coupon] = myBetsView(loaded(0, 1, [{ ...history()[0]!, status: 42 as BetStatus, selections: [{ ...history()[0]!.selections[0]!, result: 9 as SelectionResult }] }]), {
      settled: true,
      locale: 'en',
    }).coupons;
    expect([coupon!.status.key, coupon!.selections[0]!.result.key]).toEqual(['betStatus.0', 'selectionResult.0']);
  });
});
