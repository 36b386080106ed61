import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';
import { NO_RATE_LIMITS } from '../testing/test.options.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({
    rateLimits: {
      loginPerClient: { max: 6, windowMs: 60_000 },
      loginPerUsername: { max: 3, windowMs: 60_000 },
      tokenPerClient: { max: 12, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const reset = () => t.call('/__test/reset', { body: {} });
const login = async (username: string, password: string, locale = 'en') =>
  t.call('/api/auth/login', { body: { username, password }, token: await t.anonymousToken(), headers: { 'accept-language': locale } });

describe('rate limits', () => {
  it('stops password guessing on one account, with a clear 429 in the envelope', async () => {
    await reset();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('demouser', 'wrong-one')).status).toBe(200);

    const refused = await login('DEMOUSER', 'demo12345');

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/), data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('vipuser', 'demo12345')).body.success).toBe(true);
  });

  it('speaks the language of the request', async () => {
    await reset();
    for (let attempt = 0; attempt < 3; attempt += 1) await login('demouser', 'wrong-one');
    expect((await login('demouser', 'wrong-one', 'tr')).body.message).toMatch(/^Çok fazla deneme yapıldı/);
  });

  it('limits one address across usernames too', async () => {
    await reset();
    const answers = [];
    for (const username of ['a1234', 'b1234', 'c1234', 'd1234', 'e1234', 'f1234', 'g1234']) answers.push((await login(username, 'wrong-one')).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('limits anonymous tokens per address', async () => {
    await reset();
    const statuses = [];
    for (let call = 0; call < 13; call += 1) statuses.push((await t.call('/api/auth/token')).status);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('starts afresh after the test hook reset', async () => {
    await reset();
    for (let attempt = 0; attempt < 3; attempt += 1) await login('demouser', 'wrong-one');
    expect((await login('demouser', 'demo12345')).status).toBe(429);
    await reset();
    expect((await login('demouser', 'demo12345')).body.success).toBe(true);
  });
});

describe("limits on a player's writes", () => {
  let w: TestSandbox;
  beforeAll(async () => {
    w = await startTestSandbox({
      rateLimits: {
        ...NO_RATE_LIMITS,
        paymentPerPlayer: { max: 3, windowMs: 60_000 },
        casinoWritePerPlayer: { max: 3, windowMs: 60_000 },
        betslipWritePerOwner: { max: 5, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => w.close());
  const deposit = (token: string) =>
    w.call('/api/payment/deposit', { token, locale: 'en', body: { id: 1, target: 'pay', detail: { Amount: 200, FullName: 'Deniz Yılmaz', Bank: 10, Iban: 'TR33 0006 1005 1978 6457 8413 26' } } });

  it('stops one player flooding deposits and withdrawals, not another', async () => {
    const [flooder, other] = [await w.login('demouser', 'demo12345'), await w.login('vipuser', 'demo12345')];
    const statuses = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await deposit(flooder)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await w.call('/api/payment/withdraw', { token: flooder, body: {} })).status).toBe(429);
    expect((await deposit(other)).body.success).toBe(true);
    const records = w.sandbox.db.prepare("SELECT COUNT(*) AS n FROM financial_records WHERE player_id = (SELECT id FROM players WHERE username = 'demouser') AND method_id = 1").get();
    expect(records).toEqual({ n: 3 });
  });

  it('stops one player flooding game launches and favourite toggles', async () => {
    const token = await w.login('demouser', 'demo12345');
    const statuses = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await w.call('/api/casino/dtlaunchurl', { token, body: { code: 'dgt_10101' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await w.call('/api/casino/togglefavorite', { token, body: { code: 'dgt_10101', providerId: 1 } })).status).toBe(429);
  });

  it("stops one slip owner flooding slip writes, a guest's token as a player's account", async () => {
    const guest = await w.anonymousToken();
    const statuses = [];
    for (let call = 0; call < 6; call += 1) statuses.push((await w.call('/sbapi/api/sportsbook/calculate', { token: guest, body: { type: 2, amount: 10 } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await w.call('/sbapi/api/sportsbook/toggleOdd', { token: guest, body: { oddId: 1 } })).status).toBe(429);
    expect((await w.call('/sbapi/api/sportsbook/calculate', { token: await w.anonymousToken(), body: { type: 2, amount: 10 } })).status).toBe(200);
    expect((await w.call('/sbapi/api/sportsbook/betslip', { token: guest })).status).toBe(200);
  });
});
