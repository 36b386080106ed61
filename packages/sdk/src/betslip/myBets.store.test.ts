import { describe, expect, it } from 'vitest';
import { NetworkError } from '../errors/oyna.errors';
import { useStoreSandbox } from '../test/storeSandbox';
import { until } from '../test/until';
import { MY_BETS_PAGE_SIZE } from './betslip.constants';
import { myBetsOf } from './myBets.store';

// My Bets against the operator's back end (a real sandbox, reset before each test): coupons are
// placed over HTTP and settled by ending their match.

const sandbox = useStoreSandbox();

const totalOf = (myBets: ReturnType<typeof myBetsOf>) => {
  const state = myBets.$myBets.get();
  return state.status === 'loaded' ? state.total : null;
};

describe('myBets', () => {
  it('loads a page of open or settled coupons and counts the pages', async () => {
    const { client, auth } = await sandbox.playerClient();
    const [settling, open] = await sandbox.prematchOdds(2);
    const odds = (await sandbox.eventOdds(settling!.eventId)).slice(0, MY_BETS_PAGE_SIZE + 3);
    expect(odds).toHaveLength(MY_BETS_PAGE_SIZE + 3);
    const settledIds = await sandbox.placeSingles(auth.token, odds.map((odd) => odd.id), 10);
    await sandbox.placeSingles(auth.token, [open!.id], 10);
    await sandbox.hook('finish', { eventId: settling!.eventId });
    const secondPage = await sandbox.sb('sportsbook/mybets', auth.token, { settled: true, skip: MY_BETS_PAGE_SIZE, take: MY_BETS_PAGE_SIZE });
    const expected = secondPage.data.items.map((bet: { betId: number }) => bet.betId) as number[];
    expect(expected).toHaveLength(3);
    expect(settledIds).toEqual(expect.arrayContaining(expected));
    const myBets = myBetsOf(client);

    await myBets.show({ settled: true, page: 1 });

    expect(myBets.$myBets.get()).toMatchObject({ status: 'loaded', settled: true, page: 1, pageCount: 2, total: 13 });
    const state = myBets.$myBets.get();
    expect(state.status === 'loaded' ? state.bets.map((item) => item.betId) : state).toEqual(expected);
    const body = (await sandbox.net.callsTo('sportsbook/mybets')[0]!.json()) as object;
    expect(body).toEqual({ settled: true, skip: MY_BETS_PAGE_SIZE, take: MY_BETS_PAGE_SIZE });
  });

  it('keeps the answer of the last page asked for', async () => {
    const { client, auth } = await sandbox.playerClient();
    const [settling, open] = await sandbox.prematchOdds(2);
    await sandbox.placeSingles(auth.token, [settling!.id, open!.id], 10);
    await sandbox.hook('finish', { eventId: settling!.eventId });
    const myBets = myBetsOf(client);
    // The first page asked for is answered last.
    const first = sandbox.net.hold('sportsbook/mybets');

    const settledPage = myBets.show({ settled: true, page: 0 });
    await first.arrived;
    await myBets.show({ settled: false, page: 0 });
    expect(myBets.$myBets.get()).toMatchObject({ status: 'loaded', settled: false, total: 1 });
    expect((await first.release()).body).toMatchObject({ success: true, data: { total: 1 } });
    await settledPage;

    expect(myBets.$myBets.get()).toMatchObject({ status: 'loaded', settled: false, total: 1 });
    const state = myBets.$myBets.get();
    expect(state.status === 'loaded' ? state.bets.map((bet) => bet.selections[0]!.oddId) : state).toEqual([open!.id]);
  });

  it('reloads the page on show after a bet is placed here or a notification says one settled', async () => {
    const { client, auth } = await sandbox.playerClient();
    const [first, second] = await sandbox.prematchOdds(2);
    await sandbox.placeSingles(auth.token, [first!.id], 10);
    const myBets = myBetsOf(client);
    await myBets.show({ settled: false, page: 0 });
    expect(totalOf(myBets)).toBe(1);

    await sandbox.placeSingles(auth.token, [second!.id], 10);
    client.emit('balanceChanged', undefined);
    await until(() => totalOf(myBets) === 2);
    await sandbox.hook('finish', { eventId: first!.eventId });
    client.emit('notified', undefined);
    await until(() => totalOf(myBets) === 1);
  });

  it('empties at logout and says when a page could not be loaded', async () => {
    const { client } = await sandbox.playerClient();
    const myBets = myBetsOf(client);
    sandbox.net.fail('sportsbook/mybets');

    await myBets.show({ settled: false, page: 0 });

    expect(myBets.$myBets.get()).toMatchObject({ status: 'failed', settled: false, page: 0 });
    const state = myBets.$myBets.get();
    expect(state.status === 'failed' ? state.error : state).toBeInstanceOf(NetworkError);
    client.setAuth(null);
    expect(myBets.$myBets.get()).toEqual({ status: 'idle' });
  });
});
