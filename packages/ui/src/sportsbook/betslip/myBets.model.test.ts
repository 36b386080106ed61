import { BetStatus, SelectionResult, type MyBetsState } from '@oyna/sdk/betslip';
import { NetworkError } from '@oyna/sdk';
import { describe, expect, it } from 'vitest';
import { demoBets } from '../../fixtures/betslip.data';
import { myBetsView } from './myBets.model';

const loaded = (page: number, pageCount: number, bets = demoBets()): MyBetsState => ({ status: 'loaded', settled: true, page, pageCount, total: pageCount * 10, bets });

describe('myBetsView', () => {
  it('shows the tab asked for while nothing has loaded', () => {
    expect(myBetsView({ status: 'idle' }, { settled: true, locale: 'en' })).toMatchObject({ status: 'loading', settled: true });
    expect(myBetsView({ status: 'loading', settled: false, page: 2 }, { settled: true, locale: 'en' })).toMatchObject({ settled: false, page: 3 });
  });

  it('counts pages from 1 and knows where the ends are', () => {
    expect(myBetsView(loaded(0, 3), { settled: true, locale: 'en' })).toMatchObject({ page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(myBetsView(loaded(2, 3), { settled: true, locale: 'en' })).toMatchObject({ page: 3, hasPrevious: true, hasNext: false });
    expect(myBetsView(loaded(0, 1, []), { settled: true, locale: 'en' }).status).toBe('empty');
    expect(myBetsView({ status: 'failed', settled: true, page: 0, error: new NetworkError({ path: 'sportsbook/mybets', cause: null }) }, { settled: false, locale: 'en' }).status).toBe('failed');
  });

  it('names statuses and results, colours them, and shows a payout only once settled', () => {
    const [open, , won, lost, returned] = myBetsView(loaded(0, 1), { settled: true, locale: 'tr', format: 'fractional' }).coupons;
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

  it('reads a status it does not know as None rather than failing', () => {
    const [coupon] = myBetsView(loaded(0, 1, [{ ...demoBets()[0]!, status: 42 as BetStatus, selections: [{ ...demoBets()[0]!.selections[0]!, result: 9 as SelectionResult }] }]), {
      settled: true,
      locale: 'en',
    }).coupons;
    expect([coupon!.status.key, coupon!.selections[0]!.result.key]).toEqual(['betStatus.0', 'selectionResult.0']);
  });
});
