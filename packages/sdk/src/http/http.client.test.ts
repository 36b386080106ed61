import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { ApiError, MalformedResponseError, NetworkError } from '../errors/oyna.errors';
import { StorageKey } from '../platform/storage.keys';
import { API, SB_API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient, loggedInClient } from '../test/testClient';

const api = useFakeApi();
const { http, HttpResponse } = api;

describe('http client', () => {
  it('sends locale, fingerprint, JSON headers and the anonymous token for a guest', async () => {
    api.server.use(http.get(`${API}cms/coveryjs`, () => HttpResponse.json(envelope('script'))));
    const { client } = createTestClient({ locale: 'en' });

    const result = await client.http.get('cms/coveryjs', z.string());

    expect(result.data).toBe('script');
    const [tokenCall, call] = api.requests;
    expect(tokenCall?.headers.get('authorization')).toBeNull();
    expect(call?.headers.get('authorization')).toBe('Bearer anon-1');
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.headers.get('x-fingerprint')).toBe('fp-test');
    expect(call?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the login token when a player is logged in, the anonymous one when asked to', async () => {
    api.server.use(http.get(`${API}cms/grouped`, () => HttpResponse.json(envelope({}))));
    const { client } = loggedInClient();

    await client.http.get('cms/grouped', z.unknown());
    await client.http.get('cms/grouped', z.unknown(), { anonymous: true });

    const calls = api.callsTo('cms/grouped');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer player-token');
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer anon-1');
  });

  it('posts JSON and adds query parameters', async () => {
    api.server.use(
      http.post(`${SB_API}feed/eventlist`, async ({ request }) =>
        HttpResponse.json(envelope({ echo: await request.json(), hour: new URL(request.url).searchParams.get('hour') })),
      ),
    );
    const { client } = createTestClient();

    const { data } = await client.sbHttp.post('feed/eventlist', { sportId: 1 }, z.unknown(), { query: { hour: 6 } });

    expect(data).toEqual({ echo: { sportId: 1 }, hour: '6' });
  });

  it('throws ApiError with the server message when success is false', async () => {
    api.server.use(
      http.post(`${API}auth/login`, () => HttpResponse.json(envelope(null, 'Kullanıcı adı veya şifre hatalı', false))),
    );
    const { client } = createTestClient();

    const error = await client.http.post('auth/login', {}, z.unknown()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: 'Kullanıcı adı veya şifre hatalı', path: 'auth/login' });
  });

  it.each([
    ['a body that is not JSON', () => new HttpResponse('<html>oops</html>', { status: 200 })],
    ['JSON without the envelope', () => HttpResponse.json({ ok: true })],
    ['data of the wrong shape', () => HttpResponse.json(envelope({ balance: 'lots' }))],
  ])('turns %s into a MalformedResponseError', async (_, respond) => {
    api.server.use(http.get(`${API}user/balance`, respond));
    const { client } = loggedInClient();

    const error = await client.http
      .get('user/balance', object({ balance: z.number() }))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MalformedResponseError);
  });

  it('turns a refused connection into a NetworkError', async () => {
    api.server.use(http.get(`${API}cms/grouped`, () => HttpResponse.error()));
    const { client } = createTestClient();

    await expect(client.http.get('cms/grouped', z.unknown())).rejects.toBeInstanceOf(NetworkError);
  });

  it('aborts a call when its signal says so, and gives up after its timeout on the client clock', async () => {
    let arrived = () => {};
    api.server.use(
      http.get(`${API}cms/grouped`, async () => {
        arrived();
        return new Promise<never>(() => {});
      }),
    );
    const { client, tick } = createTestClient();
    const controller = new AbortController();

    const reaching = new Promise<void>((resolve) => (arrived = resolve));
    const aborted = client.http.get('cms/grouped', z.unknown(), { signal: controller.signal }).catch((e: unknown) => e);
    await reaching;
    controller.abort();
    expect(await aborted).toMatchObject({ code: 'network', reason: 'aborted' });

    const waiting = new Promise<void>((resolve) => (arrived = resolve));
    const timedOut = client.http.get('cms/grouped', z.unknown(), { timeout: 5000 }).catch((e: unknown) => e);
    await waiting;
    tick(5000);
    const error = await timedOut;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('logs the player out on a 401 from the general client and rethrows the message', async () => {
    api.server.use(
      http.get(`${API}user/balance`, () => HttpResponse.json(envelope(null, 'Oturum süresi doldu', false), { status: 401 })),
    );
    const { client, platform } = loggedInClient();

    const error = await client.http.get('user/balance', z.unknown()).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, message: 'Oturum süresi doldu' });
    expect(client.$auth.get()).toBeNull();
    expect(platform.storage.getItem(StorageKey.authData)).toBeNull();
  });

  it('tells listeners that the session expired when a 401 signs the player out, not otherwise', async () => {
    api.server.use(
      http.get(`${API}user/balance`, () => HttpResponse.json(envelope(null, 'expired', false), { status: 401 })),
    );
    const expired = vi.fn();
    const guest = createTestClient();
    guest.client.onSessionExpired(expired);
    await guest.client.http.get('user/balance', z.unknown()).catch(() => {});
    expect(expired).not.toHaveBeenCalled();

    const { client } = loggedInClient();
    client.onSessionExpired(expired);
    await client.http.get('user/balance', z.unknown()).catch(() => {});
    expect(expired).toHaveBeenCalledOnce();
  });
});
