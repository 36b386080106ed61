import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

// The sandbox behind the site: the site's server is the trusted proxy (the test talks from loopback).
let behindSite: TestSandbox;
// A sandbox nobody told about a proxy: a client's X-Forwarded-For is only a claim.
let alone: TestSandbox;
const limits = {
  loginPerClient: { max: 20, windowMs: 60_000 },
  tokenPerClient: { max: 3, windowMs: 60_000 },
  loginBackoff: { free: 3, firstDelayMs: 60_000, maxDelayMs: 60_000 },
};
beforeAll(async () => {
  behindSite = await startTestSandbox({ trustedProxies: ['127.0.0.1', '::1'], rateLimits: limits });
  alone = await startTestSandbox({ rateLimits: limits });
});
afterAll(async () => {
  await behindSite.close();
  await alone.close();
});

const from = (visitor: string) => ({ 'x-forwarded-for': visitor });
const token = (t: TestSandbox, visitor: string) => t.call('/api/auth/token', { headers: from(visitor) });
const login = async (t: TestSandbox, visitor: string, password: string, anonymous: string) =>
  t.call('/api/auth/login', { body: { username: 'demouser', password }, token: anonymous, locale: 'en', headers: from(visitor) });
const reset = (t: TestSandbox) => t.call('/__test/reset', { body: {} });

describe('limits per visitor behind the site', () => {
  it('counts anonymous tokens per visitor the site names, not one count for everyone behind it', async () => {
    await reset(behindSite);
    const first = [];
    for (let call = 0; call < 4; call += 1) first.push((await token(behindSite, '203.0.113.9')).status);
    expect(first).toEqual([200, 200, 200, 429]);
    expect((await token(behindSite, '198.51.100.4')).status).toBe(200);
  });

  it('slows a password guesser down without locking the account’s owner out from elsewhere', async () => {
    await reset(behindSite);
    const guesserToken = (await token(behindSite, '203.0.113.9')).body.data as string;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(behindSite, '203.0.113.9', 'wrong-one', guesserToken)).body.message).toBe('Incorrect username or password.');
    }
    const guesser = await login(behindSite, '203.0.113.9', 'demo12345', guesserToken);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('retry-after'))).toBe(60);

    const owner = await login(behindSite, '198.51.100.4', 'demo12345', (await token(behindSite, '198.51.100.4')).body.data as string);
    expect(owner.body.success).toBe(true);
  });

  it('believes nobody else: without a trusted proxy, a claimed address changes nothing', async () => {
    await reset(alone);
    const statuses = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await token(alone, `203.0.113.${call}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
