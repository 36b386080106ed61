import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, NO_LIMITS, signUp, startAccountSandbox } from '../testing/account.fixture.ts';
import type { TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startAccountSandbox({ rateLimits: NO_LIMITS });
});
afterAll(() => t.close());

const claim = (token: string, locale?: string) => t.call('/api/bonus/definetrialbonus', { token, ...(locale ? { locale } : {}) });
const balanceOf = async (token: string) => (await t.call('/api/user/balance', { token })).body.data.balance as number;

/** A new player who asked for the trial bonus at sign-up and verified their phone, as the site leads them. */
async function verifiedNewcomer() {
  const player = await signUp(t, { trialBonus: 250 });
  await t.call('/api/customer/updatephone', { token: player.token, body: { step: 1, phone: player.phone, code: '' } });
  const verified = await t.call('/api/customer/updatephone', { token: player.token, body: { step: 2, phone: player.phone, code: await lastCode(t, player.phone) } });
  expect(verified.body.success).toBe(true);
  return player;
}

describe('GET /api/bonus/definetrialbonus', () => {
  it('grants the trial bonus once: credited, told by a Bonus notification, recorded for the dashboard', async () => {
    const player = await verifiedNewcomer();
    const granted = await claim(player.token);
    expect(granted.body).toEqual({
      success: true,
      message: '250,00 TRY tutarındaki deneme bonusunuz bakiyenize eklendi. Bol şans!',
      data: { id: expect.any(Number), amount: 250, balance: 250, expiresAt: '2026-03-21T12:00:00.000Z' },
    });
    expect(await balanceOf(player.token)).toBe(250);

    const notifications = (await t.call('/api/customer/notification', { token: player.token, body: {} })).body.data;
    expect(notifications[0]).toMatchObject({ title: 'Deneme bonusu', note: '250,00 TRY tutarındaki deneme bonusu bakiyenize eklendi. Bol şans!', type: 4, isRead: false });

    const row = t.sandbox.db.prepare('SELECT * FROM bonuses WHERE id = ?').get(granted.body.data.id);
    expect(row).toMatchObject({
      kind: 'trial',
      amount_minor: 25_000,
      status: 'active',
      granted_at_ms: Date.parse('2026-03-14T12:00:00Z'),
      expires_at_ms: Date.parse('2026-03-21T12:00:00Z'),
    });

    expect((await claim(player.token, 'en')).body).toEqual({ success: false, message: 'You have already received your trial bonus.', data: null });
    expect(await balanceOf(player.token)).toBe(250);
  });

  it('grants it once however many calls arrive at once', async () => {
    const player = await verifiedNewcomer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(player.token)));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(await balanceOf(player.token)).toBe(250);
  });

  it('asks for a verified phone number first', async () => {
    const player = await signUp(t, { trialBonus: 250 });
    expect((await claim(player.token)).body).toEqual({ success: false, message: 'Deneme bonusunu almak için telefon numaranızı doğrulayın.', data: null });
    expect(await balanceOf(player.token)).toBe(0);
    expect((await claim(player.token, 'en')).body.message).toBe('Verify your phone number to receive the trial bonus.');
  });

  it('adds to a balance that is already there', async () => {
    const player = await verifiedNewcomer();
    await t.call('/__test/balance', { body: { username: player.username, balance: 48_250.75 } });
    expect((await claim(player.token, 'en')).body).toMatchObject({
      success: true,
      message: 'Your trial bonus of 250.00 TRY has been added to your balance. Good luck!',
      data: { amount: 250, balance: 48_500.75 },
    });
  });

  it('is for players only', async () => {
    const answer = await claim(await t.anonymousToken());
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Lütfen önce giriş yapın');
  });
});
