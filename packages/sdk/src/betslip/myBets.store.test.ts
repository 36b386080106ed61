import { describe, expect, it } from 'vitest';
import { SB_API, envelope, useFakeApi } from '../test/fakeApi';
import { loggedInClient } from '../test/testClient';
import { until } from '../test/until';
import { BetStatus, SelectionResult } from './betslip.enums';
import { MY_BETS_PAGE_SIZE } from './betslip.constants';
import type { Bet } from './myBets.schema';
import { myBetsOf } from './myBets.store';

const api = useFakeApi();
const { http, HttpResponse } = api;

const bet = (betId: number, status: number = BetStatus.Accepted): Bet => ({
  betId,
  type: 1,
  status,
  stake: 10,
  totalRate: 2,
  possibleWin: 20,
  payout: status === BetStatus.Won ? 20 : 0,
  placedAt: '2026-11-23T17:00:00Z',
  settledAt: status === BetStatus.Accepted ? null : '2026-11-23T19:00:00Z',
  selections: [
    {
      oddId: betId * 10,
      eventId: betId,
      isLive: false,
      eventName: 'Home – Away',
      marketName: 'Match Result',
      oddName: '1',
      rate: 2,
      eventDate: '2026-11-23T18:00:00Z',
      result: status === BetStatus.Accepted ? SelectionResult.Pending : SelectionResult.Correct,
    },
  ],
});

/** A player's coupons on the server: `open` and `settled` lists the test can change. */
function serveMyBets(initial: { open: Bet[]; settled: Bet[] }) {
  const coupons = { ...initial };
  api.server.use(
    http.post(`${SB_API}sportsbook/mybets`, async ({ request }) => {
      const { skip, take, settled } = (await request.json()) as { skip: number; take: number; settled: boolean };
      const list = settled ? coupons.settled : coupons.open;
      return HttpResponse.json(envelope({ total: list.length, items: list.slice(skip, skip + take) }));
    }),
  );
  return coupons;
}

const totalOf = (myBets: ReturnType<typeof myBetsOf>) => {
  const state = myBets.$myBets.get();
  return state.status === 'loaded' ? state.total : null;
};

describe('myBets', () => {
  it('loads a page of open or settled coupons and counts the pages', async () => {
    serveMyBets({ open: [bet(1)], settled: Array.from({ length: MY_BETS_PAGE_SIZE + 3 }, (_, index) => bet(100 + index, BetStatus.Lost)) });
    const myBets = myBetsOf(loggedInClient().client);
    await myBets.show({ settled: true, page: 1 });
    expect(myBets.$myBets.get()).toMatchObject({ status: 'loaded', settled: true, page: 1, pageCount: 2, total: 13 });
    const state = myBets.$myBets.get();
    expect(state.status === 'loaded' ? state.bets.map((item) => item.betId) : state).toEqual([110, 111, 112]);
    const body = (await api.callsTo('sportsbook/mybets')[0]!.json()) as object;
    expect(body).toEqual({ settled: true, skip: MY_BETS_PAGE_SIZE, take: MY_BETS_PAGE_SIZE });
  });

  it('keeps the answer of the last page asked for', async () => {
    serveMyBets({ open: [bet(1)], settled: [bet(2, BetStatus.Won)] });
    const myBets = myBetsOf(loggedInClient().client);
    await Promise.all([myBets.show({ settled: true, page: 0 }), myBets.show({ settled: false, page: 0 })]);
    expect(myBets.$myBets.get()).toMatchObject({ status: 'loaded', settled: false });
  });

  it('reloads the page on show after a bet is placed here or a notification says one settled', async () => {
    const coupons = serveMyBets({ open: [bet(1)], settled: [] });
    const { client } = loggedInClient();
    const myBets = myBetsOf(client);
    await myBets.show({ settled: false, page: 0 });
    coupons.open = [bet(2), bet(1)];
    client.emit('balanceChanged', undefined);
    await until(() => totalOf(myBets) === 2);
    coupons.open = [bet(2)];
    client.emit('notified', undefined);
    await until(() => totalOf(myBets) === 1);
  });

  it('empties at logout and says when a page could not be loaded', async () => {
    api.server.use(http.post(`${SB_API}sportsbook/mybets`, () => HttpResponse.json(envelope(null, 'Please login first', false))));
    const { client } = loggedInClient();
    const myBets = myBetsOf(client);
    await myBets.show({ settled: false, page: 0 });
    expect(myBets.$myBets.get()).toMatchObject({ status: 'failed', settled: false, page: 0 });
    client.setAuth(null);
    expect(myBets.$myBets.get()).toEqual({ status: 'idle' });
  });
});
