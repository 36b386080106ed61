import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../errors/oyna.errors';
import { demoUser } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { DEFAULT_RETRIES } from './oyna.config';
import { createResource, type ResourceSettings } from './resource';
import { RETRY_DELAY_MS } from './retry';
import { STOP_DELAY_MS } from './whileObserved';

/** A fetcher whose calls the test answers by hand, in any order. */
function manualFetcher<Q>() {
  const calls: Array<{ query: Q; signal: AbortSignal; answer(value: string): void; fail(error: unknown): void }> = [];
  const fetcher = (query: Q, signal: AbortSignal) =>
    new Promise<string>((answer, fail) => {
      calls.push({ query, signal, answer, fail });
    });
  return { calls, fetcher };
}

const offline = () => new NetworkError({ path: 'feed', cause: new TypeError('fetch failed') });
/** Lets the promise callbacks queued so far run (an answer reaching the store). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

function resource<Q = string>(settings?: ResourceSettings<Q>) {
  const harness = createTestClient();
  const { calls, fetcher } = manualFetcher<Q>();
  const loaded = createResource<string, Q>(harness.client, fetcher, settings);
  return { ...harness, calls, loaded };
}

describe('createResource', () => {
  it('starts nothing when made or read, and shows a query loading, then its answer', async () => {
    const { loaded, calls } = resource();
    expect(loaded.$state.get()).toEqual({ status: 'idle' });
    await settled();
    expect(calls).toHaveLength(0);

    const done = loaded.load('page 1');
    expect(loaded.$state.get()).toEqual({ status: 'loading', query: 'page 1' });
    calls[0]!.answer('rows');
    await done;
    expect(loaded.$state.get()).toEqual({ status: 'ready', query: 'page 1', value: 'rows' });
  });

  it('shares a call for the query already on its way, and aborts it for another query, whose answer wins', async () => {
    const { loaded, calls } = resource<{ page: number }>();
    const first = loaded.load({ page: 0 });
    const again = loaded.load({ page: 0 });
    expect(calls).toHaveLength(1);
    const second = loaded.load({ page: 1 });
    expect(calls[0]!.signal.aborted).toBe(true);

    calls[1]!.answer('page 1');
    calls[0]!.answer('page 0, late');
    await Promise.all([first, again, second]);
    expect(loaded.$state.get()).toEqual({ status: 'ready', query: { page: 1 }, value: 'page 1' });
  });

  it('keeps the answer on show while it loads it again, and a refetch asked during a load gets a newer answer', async () => {
    const { loaded, calls } = resource();
    const first = loaded.load('slip');
    const refetched = loaded.refetch();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.answer('after the bet');
    await Promise.all([first, refetched]);

    const again = loaded.refetch();
    expect(loaded.$state.get()).toEqual({ status: 'ready', query: 'slip', value: 'after the bet' });
    calls[2]!.answer('settled');
    await again;
    expect(loaded.$state.get()).toMatchObject({ status: 'ready', value: 'settled' });
  });

  it('tries a call that got no answer again after 1, 2 and 4 s of the client clock, then fails with the network error', async () => {
    const { loaded, calls, tick } = resource();
    const done = loaded.load('list');
    for (const [attempt, wait] of [1, 2, 4].map((seconds, index) => [index, seconds * RETRY_DELAY_MS] as const)) {
      calls[attempt]!.fail(offline());
      await settled();
      tick(wait - 1);
      expect(calls).toHaveLength(attempt + 1);
      expect(loaded.$state.get()).toMatchObject({ status: 'loading' });
      tick(1);
      await settled();
      expect(calls).toHaveLength(attempt + 2);
    }
    calls[DEFAULT_RETRIES]!.fail(offline());
    await done;
    expect(loaded.$state.get()).toMatchObject({ status: 'failed', query: 'list', error: { code: 'network' } });
  });

  it('while the device is offline, tries again only once it is back online', async () => {
    const { loaded, calls, tick, goOffline, goOnline } = resource();
    const done = loaded.load('list');
    goOffline();
    calls[0]!.fail(offline());
    await settled();
    tick(RETRY_DELAY_MS * 60);
    expect(calls).toHaveLength(1);
    goOnline();
    await settled();
    expect(calls).toHaveLength(2);
    calls[1]!.answer('rows');
    await done;
    expect(loaded.$state.get()).toMatchObject({ status: 'ready', value: 'rows' });
  });

  it('does not try a refused call again', async () => {
    const { loaded, calls, tick } = resource();
    const done = loaded.load('list');
    calls[0]!.fail(new ApiError({ status: 400, path: 'list', message: 'Tarih aralığı geçersiz' }));
    await done;
    tick(RETRY_DELAY_MS * 10);
    expect(calls).toHaveLength(1);
    expect(loaded.$state.get()).toMatchObject({ status: 'failed', error: { message: 'Tarih aralığı geçersiz' } });
  });

  it('forgets the last login’s answer, even for a bare read after a logout while nobody watched', async () => {
    const { client, loaded, calls } = resource();
    client.setAuth(demoUser);
    const done = loaded.load('bets');
    calls[0]!.answer('demouser’s bets');
    await done;

    client.setAuth(null);
    expect(loaded.$state.get()).toEqual({ status: 'idle' });

    const watched = loaded.$state.listen(() => {});
    await settled();
    client.setAuth(demoUser);
    const shown = loaded.load('bets');
    client.setAuth(null);
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(loaded.$state.get()).toEqual({ status: 'idle' });
    calls[1]!.answer('too late');
    await shown;
    expect(loaded.$state.get()).toEqual({ status: 'idle' });
    watched();
  });

  it('loads the query on show again for the new login when asked to', async () => {
    const { client, loaded, calls } = resource({ afterLoginChange: 'refetch' });
    const watched = loaded.$state.listen(() => {});
    await settled();
    const done = loaded.load('categories');
    calls[0]!.answer('for a guest');
    await done;
    client.setAuth(demoUser);
    expect(calls).toHaveLength(2);
    calls[1]!.answer('for demouser');
    await settled();
    expect(loaded.$state.get()).toMatchObject({ status: 'ready', value: 'for demouser' });
    watched();
  });

  it('loads again on its events, on visible, on reconnect and on its interval while watched, and not after', async () => {
    const { client, loaded, calls, tick, becomeVisible, becomeHidden, timerCount } = resource({
      refetchOn: ['balanceChanged'],
      refetchOnVisible: true,
      refetchOnReconnect: true,
      refetchInterval: 3000,
    });
    const done = loaded.load('balance');
    calls[0]!.answer('10');
    await done;
    const stop = loaded.$state.listen(() => {});
    await Promise.resolve();
    // What changed while nobody watched is not known: the first watcher gets a fresh answer.
    expect(calls).toHaveLength(2);
    client.emit('balanceChanged', undefined);
    becomeVisible();
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c1' });
    calls[4]!.answer('12');
    await settled();
    tick(2999);
    expect(calls).toHaveLength(5);
    // The interval counts from the last load; a poll shares a load on its way.
    tick(1);
    expect(calls).toHaveLength(6);
    tick(3000);
    expect(calls).toHaveLength(6);
    becomeHidden();
    tick(3000);
    expect(calls).toHaveLength(6);

    stop();
    tick(STOP_DELAY_MS);
    client.emit('balanceChanged', undefined);
    becomeVisible();
    tick(30_000);
    expect(calls).toHaveLength(6);
    expect(timerCount()).toBe(0);
    expect(calls.slice(1, 4).every((call) => call.signal.aborted)).toBe(true);
  });

  it('loads by itself for its first watcher, keeps its answer across logins when it is everyone’s, and a failed reload keeps it', async () => {
    const { client, loaded, calls, tick } = resource<undefined>({ autoLoad: () => undefined, afterLoginChange: 'keep' });
    const watched = loaded.$state.listen(() => {});
    await settled();
    expect(calls).toHaveLength(1);
    calls[0]!.answer('jackpots');
    await settled();
    client.setAuth(demoUser);
    expect(loaded.$state.get()).toMatchObject({ status: 'ready', value: 'jackpots' });

    const reload = loaded.refetch();
    calls[1]!.fail(new ApiError({ status: 503, path: 'jackpots', message: 'Bakımdayız' }));
    await reload;
    expect(loaded.$state.get()).toMatchObject({ status: 'failed', value: 'jackpots', error: { message: 'Bakımdayız' } });
    tick(RETRY_DELAY_MS * 10);
    expect(calls).toHaveLength(2);
    watched();
  });

  it('changes the value on show without a call, and aborts what is on its way when the client is disposed', async () => {
    const { client, loaded, calls } = resource();
    const done = loaded.load('slip');
    calls[0]!.answer('1 pick');
    await done;
    loaded.mutate((value) => `${value} + 1`);
    expect(loaded.$state.get()).toMatchObject({ status: 'ready', value: '1 pick + 1' });

    void loaded.refetch();
    client.dispose();
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
