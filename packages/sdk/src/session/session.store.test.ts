import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../errors/oyna.errors';
import { API, demoUser, envelope, useFakeApi } from '../test/fakeApi';
import { nextTurn } from '../client/tasks';
import { until } from '../test/until';
import { allTasks, createTestClient } from '../test/testClient';
import { sessionOf } from './session.store';

const api = useFakeApi();
const { http, HttpResponse } = api;


function serveLogin() {
  let balance = 1500;
  api.server.use(
    http.post(`${API}auth/login`, async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      return body.password === 'demo12345'
        ? HttpResponse.json(envelope(demoUser, 'Hoş geldin'))
        : HttpResponse.json(envelope(null, 'Kullanıcı adı veya şifre hatalı', false));
    }),
    http.get(`${API}user/balance`, () => HttpResponse.json(envelope({ balance }))),
    http.get(`${API}auth/logout`, () => HttpResponse.json(envelope(null))),
  );
  return { setBalance: (value: number) => (balance = value) };
}

describe('session', () => {
  it('logs in: stores authData, becomes a player, returns the server message', async () => {
    serveLogin();
    const { client, platform } = createTestClient();
    const session = sessionOf(client);

    const result = await session.login({ username: 'demouser', password: 'demo12345' });

    expect(result.message).toBe('Hoş geldin');
    expect(session.$session.get()).toEqual({ status: 'player', user: demoUser });
    expect(JSON.parse(platform.storage.getItem('authData') ?? '{}')).toMatchObject({ token: 'player-token' });
    expect(api.callsTo('auth/login')[0]?.headers.get('authorization')).toBe('Bearer anon-1');
  });

  it('keeps the guest a guest and throws the server message on a wrong password', async () => {
    serveLogin();
    const { client } = createTestClient();
    const session = sessionOf(client);

    const error = await session.login({ username: 'demouser', password: 'wrong' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Kullanıcı adı veya şifre hatalı');
    expect(session.$session.get()).toEqual({ status: 'guest' });
  });

  it('refuses input the login rules reject without calling the server', async () => {
    serveLogin();
    const { client } = createTestClient();

    const error = await sessionOf(client)
      .login({ username: 'ab', password: 'demo12345' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]?.path).toEqual(['username']);
    expect(api.callsTo('auth/login')).toHaveLength(0);
  });

  it('loads the balance at login and polls it every 3 s while logged in', async () => {
    const server = serveLogin();
    const { client, tick } = createTestClient();
    const session = sessionOf(client);
    session.$balance.listen(() => {});
    await session.login({ username: 'demouser', password: 'demo12345' });
    await allTasks();
    expect(api.callsTo('user/balance')).toHaveLength(1);

    server.setBalance(1750.5);
    tick(2999);
    await allTasks();
    expect(session.$balance.get()).toBe(1500);
    tick(1);
    await allTasks();
    expect(session.$balance.get()).toBe(1750.5);
    for (const _ of [1, 2]) {
      tick(3000);
      await allTasks();
    }
    expect(api.callsTo('user/balance')).toHaveLength(4);
  });

  it('polls nothing while nothing shows the balance', async () => {
    serveLogin();
    const { client, tick } = createTestClient();
    const session = sessionOf(client);
    await session.login({ username: 'demouser', password: 'demo12345' });
    tick(10_000);
    await allTasks();
    expect(api.callsTo('user/balance')).toHaveLength(0);
  });

  it('refreshes the balance at once when a hub reconnects, since pushes made meanwhile are lost', async () => {
    const server = serveLogin();
    const { client } = createTestClient();
    const session = sessionOf(client);
    session.$balance.listen(() => {});
    await session.login({ username: 'demouser', password: 'demo12345' });
    await allTasks();
    server.setBalance(980);

    client.emit('reconnected', { hub: 'frnotify', connectionId: 'c-2' });
    await allTasks();

    expect(session.$balance.get()).toBe(980);
    expect(api.callsTo('user/balance')).toHaveLength(2);
  });

  it("logs out: server call, Oyna's storage cleared, guest state, polling stopped, the page left where it is", async () => {
    serveLogin();
    const { client, platform, tick, navigations } = createTestClient();
    const session = sessionOf(client);
    session.$balance.listen(() => {});
    await session.login({ username: 'demouser', password: 'demo12345' });
    platform.storage.setItem('topNotifyRead', 'yes');
    platform.storage.setItem('cart', 'the host page');
    platform.sessionStorage.setItem('sb_selected_competitions', '[]');
    platform.sessionStorage.setItem('tab', 'the host page');

    await session.logout();

    expect(api.callsTo('auth/logout')).toHaveLength(1);
    expect(session.$session.get()).toEqual({ status: 'guest' });
    expect(session.$balance.get()).toBeNull();
    expect(platform.storage.getItem('topNotifyRead')).toBeNull();
    expect(platform.sessionStorage.getItem('sb_selected_competitions')).toBeNull();
    expect(platform.storage.getItem('cart')).toBe('the host page');
    expect(platform.sessionStorage.getItem('tab')).toBe('the host page');
    tick(1000);
    expect(navigations).toEqual([]);
    const polls = api.callsTo('user/balance').length;
    tick(9000);
    await allTasks();
    expect(api.callsTo('user/balance')).toHaveLength(polls);
  });

  it('tells the server with the stored fingerprint and leaves no fingerprint behind', async () => {
    serveLogin();
    let made = 0;
    const { client, platform } = createTestClient({ fingerprint: async () => `fp-${++made}` });
    const session = sessionOf(client);
    await session.login({ username: 'demouser', password: 'demo12345' });

    await session.logout();

    expect(api.callsTo('auth/logout')[0]?.headers.get('x-fingerprint')).toBe('fp-1');
    expect(made).toBe(1);
    expect(platform.storage.getItem('fingerprint')).toBeNull();
    expect(platform.storage.getItem('authData')).toBeNull();
  });

  it('keeps its keys under the storage prefix and removes only those at logout', async () => {
    serveLogin();
    const { client, platform } = createTestClient({ storagePrefix: 'oyna:' });
    const session = sessionOf(client);
    platform.storage.setItem('authData', 'the host page has a key of that name too');

    await session.login({ username: 'demouser', password: 'demo12345' });
    expect(JSON.parse(platform.storage.getItem('oyna:authData') ?? '{}')).toMatchObject({ token: 'player-token' });
    expect(platform.storage.getItem('oyna:fingerprint')).toBe('fp-test');

    await session.logout();

    expect(platform.storage.getItem('oyna:authData')).toBeNull();
    expect(platform.storage.getItem('oyna:fingerprint')).toBeNull();
    expect(platform.storage.getItem('authData')).toBe('the host page has a key of that name too');
  });

  it('is a guest before the server ends the login: the logout carries the token, nothing after it does', async () => {
    serveLogin();
    let answerLogout = () => {};
    api.server.use(
      http.get(`${API}auth/logout`, () => new Promise<Response>((resolve) => (answerLogout = () => resolve(HttpResponse.json(envelope(null)))))),
    );
    const { client, tick } = createTestClient();
    const session = sessionOf(client);
    session.$balance.listen(() => {});
    await session.login({ username: 'demouser', password: 'demo12345' });
    await allTasks();
    const pollsBefore = api.callsTo('user/balance').length;

    const leaving = session.logout();
    expect(session.$session.get()).toEqual({ status: 'guest' });
    await until(() => api.callsTo('auth/logout').length === 1);
    // The server has not answered yet: a poll now would carry a token it is ending (a 401 in the console).
    tick(9000);
    await nextTurn();
    expect(api.callsTo('user/balance')).toHaveLength(pollsBefore);
    expect(api.callsTo('auth/logout')[0]?.headers.get('authorization')).toBe(`Bearer ${demoUser.token}`);
    answerLogout();
    await leaving;
    expect(session.$session.get()).toEqual({ status: 'guest' });
  });

  it('still logs out locally when the server call fails', async () => {
    serveLogin();
    api.server.use(http.get(`${API}auth/logout`, () => HttpResponse.error()));
    const { client } = createTestClient();
    const session = sessionOf(client);
    client.setAuth(demoUser);

    await session.logout();

    expect(session.$session.get()).toEqual({ status: 'guest' });
  });

  it('becomes a guest when a poll answers 401', async () => {
    api.server.use(
      http.get(`${API}user/balance`, () => HttpResponse.json(envelope(null, 'expired', false), { status: 401 })),
    );
    const { client } = createTestClient();
    const session = sessionOf(client);
    session.$balance.listen(() => {});
    client.setAuth(demoUser);
    await allTasks();
    expect(session.$session.get()).toEqual({ status: 'guest' });
  });
});
