import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/oyna.errors';
import { SB_API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient, loggedInClient } from '../test/testClient';
import { BETSLIP_REQUEST } from './betslip.api';

const api = useFakeApi();
const { http, HttpResponse } = api;

/** The betslip answers 401 to every token but the given one. */
function serveBetslipAcceptingOnly(token: string) {
  api.server.use(
    http.get(`${SB_API}sportsbook/betslip`, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${token}`
        ? HttpResponse.json(envelope({ oddList: [] }))
        : HttpResponse.json(envelope(null, 'expired', false), { status: 401 }),
    ),
  );
}

describe('the betslip 401 policy', () => {
  it('retries a betslip call once with a fresh anonymous token after a 401 while logged out', async () => {
    serveBetslipAcceptingOnly('anon-2');
    const { client } = createTestClient();
    await client.anonymousToken();

    const { data } = await client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST);

    expect(data).toEqual({ oddList: [] });
    expect(api.callsTo('auth/token')).toHaveLength(2);
    expect(api.callsTo('sportsbook/betslip')).toHaveLength(2);
  });

  it('shares ONE anonymous-token request between two concurrent betslip 401s', async () => {
    serveBetslipAcceptingOnly('anon-2');
    const { client } = createTestClient();
    await client.anonymousToken();
    api.requests.length = 0;

    await Promise.all([
      client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST),
      client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST),
    ]);

    expect(api.callsTo('auth/token')).toHaveLength(1);
    expect(api.callsTo('sportsbook/betslip')).toHaveLength(4);
  });

  it('gives up after the one retry and rethrows the 401', async () => {
    api.server.use(
      http.get(`${SB_API}sportsbook/betslip`, () => HttpResponse.json(envelope(null, 'no', false), { status: 401 })),
    );
    const { client } = createTestClient();

    await expect(client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST)).rejects.toMatchObject({
      status: 401,
    });
    expect(api.callsTo('sportsbook/betslip')).toHaveLength(2);
  });

  it('logs out on a caller-marked retried betslip call that gets a 401 with a login', async () => {
    api.server.use(
      http.get(`${SB_API}sportsbook/betslip`, () => HttpResponse.json(envelope(null, 'no', false), { status: 401 })),
    );
    const { client } = loggedInClient();

    await expect(
      client.sbHttp.get('sportsbook/betslip', z.unknown(), { ...BETSLIP_REQUEST, retried: true }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(client.$auth.get()).toBeNull();
    expect(api.callsTo('sportsbook/betslip')).toHaveLength(1);
  });
});
