import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/oyna.errors';
import { useStoreSandbox } from '../test/storeSandbox';
import { BETSLIP_REQUEST } from './betslip.api';

// The betslip's 401 rule against the operator's back end: a token it has forgotten (a reset wipes
// every session, as expiry does for one) or a player's session it ended is refused with a 401.

const sandbox = useStoreSandbox();

/** A guest client holding an anonymous token the sandbox no longer knows. */
async function guestWithForgottenToken() {
  const harness = sandbox.client();
  await harness.client.anonymousToken();
  await sandbox.hook('reset');
  return harness;
}

describe('the betslip 401 policy', () => {
  it('retries a betslip call once with a fresh anonymous token after a 401 while logged out', async () => {
    const { client } = await guestWithForgottenToken();

    const { data } = await client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST);

    expect(data).toEqual({ oddList: [], multipleBet: null });
    expect(sandbox.net.callsTo('auth/token')).toHaveLength(2);
    const [refusedCall, retried] = sandbox.net.callsTo('sportsbook/betslip');
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(2);
    expect(retried!.headers.get('authorization')).not.toBe(refusedCall!.headers.get('authorization'));
  });

  it('shares ONE anonymous-token request between two concurrent betslip 401s', async () => {
    const { client } = await guestWithForgottenToken();
    sandbox.net.reset();

    await Promise.all([
      client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST),
      client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST),
    ]);

    expect(sandbox.net.callsTo('auth/token')).toHaveLength(1);
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(4);
  });

  it('gives up after the one retry and rethrows the 401', async () => {
    const { client } = await guestWithForgottenToken();
    const first = sandbox.net.hold('sportsbook/betslip');
    const refused = expect(client.sbHttp.get('sportsbook/betslip', z.unknown(), BETSLIP_REQUEST)).rejects.toMatchObject({ status: 401 });
    await first.arrived;
    const retry = sandbox.net.hold('sportsbook/betslip');
    expect((await first.release()).status).toBe(401);
    // The retry, with a fresh token, reaches a sandbox that has forgotten that one too.
    await retry.arrived;
    await sandbox.hook('reset');
    expect((await retry.release()).status).toBe(401);

    await refused;
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(2);
  });

  it('logs out on a caller-marked retried betslip call that gets a 401 with a login', async () => {
    const { client, auth } = await sandbox.playerClient();
    await sandbox.hook('sessions/expire', { username: auth.username });

    await expect(
      client.sbHttp.get('sportsbook/betslip', z.unknown(), { ...BETSLIP_REQUEST, retried: true }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(client.$auth.get()).toBeNull();
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(1);
  });
});
