import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_SEPARATOR } from '../hub/signalr.codec.ts';
import { NO_LIMITS, outboxOf, signUp, startAccountSandbox } from '../testing/account.fixture.ts';
import { openRawHub } from '../testing/rawHub.client.ts';
import type { TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startAccountSandbox({ rateLimits: NO_LIMITS });
});
afterAll(() => t.close());

const changePassword = (token: string, body: unknown, locale?: string) =>
  t.call('/api/customer/changepassword', { token, body, ...(locale ? { locale } : {}) });

const canLogIn = async (username: string, password: string) =>
  (await t.call('/api/auth/login', { token: await t.anonymousToken(), body: { username, password } })).body.success as boolean;

describe('POST /api/customer/changepassword', () => {
  it('leaves no session made with the old password, however many logins race the change', async () => {
    const player = await signUp(t);
    const change = changePassword(player.token, { oldPassword: player.password, password: 'yeni12345', confirmPassword: 'yeni12345' });
    // Logins start one after another while the change checks the old password and hashes the new one.
    const logins = [];
    for (let login = 0; login < 16; login += 1) {
      const token = await t.anonymousToken();
      logins.push(t.call('/api/auth/login', { token, body: { username: player.username, password: player.password } }));
    }
    expect((await change).body.success).toBe(true);
    const sessions = (await Promise.all(logins)).flatMap((answer) => (answer.body.success ? [answer.body.data.token as string] : []));
    const stillValid = [];
    for (const token of sessions) if ((await t.call('/api/user/balance', { token })).status === 200) stillValid.push(token);
    expect(stillValid).toEqual([]);
  });

  it('changes the password, keeps this session and ends the others, and mails the player', async () => {
    const player = await signUp(t);
    const elsewhere = await t.login(player.username, player.password);
    const hub = await openRawHub(`${t.url}/hub/frnotify?access_token=${encodeURIComponent(elsewhere)}`);
    hub.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    expect(await hub.next()).toBe('{}');
    const changed = await changePassword(player.token, { oldPassword: player.password, password: 'yeni12345', confirmPassword: 'yeni12345' });
    expect(changed.body).toEqual({ success: true, message: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.', data: null });

    expect(await canLogIn(player.username, 'yeni12345')).toBe(true);
    expect(await canLogIn(player.username, player.password)).toBe(false);
    expect((await t.call('/api/user/balance', { token: player.token })).status).toBe(200);
    expect((await t.call('/api/user/balance', { token: elsewhere })).status).toBe(401);
    expect(JSON.parse(await hub.next())).toEqual({ type: 7, error: 'The password was changed: log in again.', allowReconnect: false });
    await hub.closed;

    const [mail] = await outboxOf(t, player.email);
    expect(mail).toMatchObject({ channel: 'mail', to: player.email, subject: 'Şifreniz değiştirildi', code: null });
    expect(mail!.text).toContain(`${player.username} Oyna hesabınızın şifresi değiştirildi`);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const player = await signUp(t);
    const answer = await changePassword(player.token, { oldPassword: 'yanlis123', password: 'yeni12345', confirmPassword: 'yeni12345' }, 'en');
    expect(answer.body).toEqual({ success: false, message: 'Your current password is not correct.', data: null });
    expect(await canLogIn(player.username, player.password)).toBe(true);
    expect(await outboxOf(t, player.email)).toEqual([]);
  });

  it('refuses the current password as the new one', async () => {
    const player = await signUp(t);
    const answer = await changePassword(player.token, { oldPassword: player.password, password: player.password, confirmPassword: player.password });
    expect(answer.body).toEqual({ success: false, message: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.', data: null });
  });

  it('answers broken input with 400 naming the field', async () => {
    const { token, password } = await signUp(t);
    const cases: Array<[unknown, string]> = [
      [{ oldPassword: password, password: 'yeni12345', confirmPassword: 'yeni54321' }, 'Yeni şifre tekrarı: Şifreler eşleşmiyor'],
      [{ oldPassword: password, password: 'kisa', confirmPassword: 'kisa' }, 'Yeni şifre: En az 5 karakter girin; Yeni şifre tekrarı: En az 5 karakter girin'],
      [{ password: 'yeni12345', confirmPassword: 'yeni12345' }, 'Mevcut şifre: Bu alan zorunludur'],
    ];
    for (const [body, text] of cases) {
      const answer = await changePassword(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(text);
    }
    expect((await changePassword(token, { oldPassword: password, password: 'yeni12345', confirmPassword: 'x' }, 'en')).body.message).toBe(
      'New password confirmation: Enter at least 5 characters',
    );
  });

  it('is for players only', async () => {
    const answer = await changePassword(await t.anonymousToken(), { oldPassword: 'eski12345', password: 'yeni12345', confirmPassword: 'yeni12345' });
    expect(answer.status).toBe(401);
  });

  it('lets one player try at most 10 times in 15 minutes', async () => {
    const limited = await startAccountSandbox();
    try {
      const player = await signUp(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const body = { oldPassword: `tahmin${attempt}`, password: 'yeni12345', confirmPassword: 'yeni12345' };
        statuses.push((await limited.call('/api/customer/changepassword', { token: player.token, body })).status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      // Another player is not held up by it.
      const other = await signUp(limited);
      const body = { oldPassword: other.password, password: 'yeni12345', confirmPassword: 'yeni12345' };
      expect((await limited.call('/api/customer/changepassword', { token: other.token, body })).body.success).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
