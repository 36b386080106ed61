import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../errors/oyna.errors';
import { RETRY_DELAY_MS } from '../client/retry';
import { useStoreSandbox } from '../test/storeSandbox';
import { until } from '../test/until';
import { MY_BETS_PAGE_SIZE } from './betslip.constants';
import { myBetsOf } from './myBets.store';

// My Bets against the operator's back end (a real sandbox, reset before each test): coupons are
// placed over HTTP and settled by ending their match.

const sandbox = useStoreSandbox();

const totalOf = (myBets: ReturnType<typeof myBetsOf>) => {
  const state = myBets.$myBets.get();
  return state.status === 'ready' ? state.value.total : null;
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

    expect(myBets.$myBets.get()).toMatchObject({ status: 'ready', query: { settled: true, page: 1 }, value: { pageCount: 2, total: 13 } });
    const state = myBets.$myBets.get();
    expect(state.status === 'ready' ? state.value.items.map((item) => item.betId) : state).toEqual(expected);
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
    expect(myBets.$myBets.get()).toMatchObject({ status: 'ready', query: { settled: false }, value: { total: 1 } });
    // The page no longer asked for was called off: its answer never comes.
    expect(await first.release().catch((error: unknown) => error)).toMatchObject({ name: 'AbortError' });
    await settledPage;

    expect(myBets.$myBets.get()).toMatchObject({ status: 'ready', query: { settled: false }, value: { total: 1 } });
    const state = myBets.$myBets.get();
    expect(state.status === 'ready' ? state.value.items.map((bet) => bet.selections[0]!.oddId) : state).toEqual([open!.id]);
  });

  it('reloads the page on show after a bet is placed here or a notification says one settled', async () => {
    const { client, auth } = await sandbox.playerClient();
    const [first, second] = await sandbox.prematchOdds(2);
    await sandbox.placeSingles(auth.token, [first!.id], 10);
    const myBets = myBetsOf(client);
    // It follows what happens to the coupons while something shows them.
    client.track(myBets.$myBets.listen(() => {}));
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
    sandbox.net.reshape('sportsbook/mybets', () => ({ success: true, data: { total: 'many' } }));

    await myBets.show({ settled: false, page: 0 });

    expect(myBets.$myBets.get()).toMatchObject({ status: 'failed', query: { settled: false, page: 0 } });
    const state = myBets.$myBets.get();
    expect(state.status === 'failed' ? state.error : state).toBeInstanceOf(MalformedResponseError);
    client.setAuth(null);
    expect(myBets.$myBets.get()).toEqual({ status: 'idle' });
  });

  it('tries a page that got no answer again on the client clock, and shows it once it comes', async () => {
    const { client, tick } = await sandbox.playerClient();
    const myBets = myBetsOf(client);
    sandbox.net.fail('sportsbook/mybets');
    const retried = sandbox.net.hold('sportsbook/mybets');

    const shown = myBets.show({ settled: false, page: 0 });
    await sandbox.net.idle();
    tick(RETRY_DELAY_MS);
    await retried.arrived;
    expect(myBets.$myBets.get()).toMatchObject({ status: 'loading', query: { settled: false, page: 0 } });
    await retried.release();
    await shown;

    expect(myBets.$myBets.get()).toMatchObject({ status: 'ready', value: { total: 0 } });
  });
});
