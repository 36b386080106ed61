import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { advance, lastCode, NO_LIMITS, otherThan, outboxOf, signUp, startAccountSandbox } from '../testing/account.fixture.ts';
import type { TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startAccountSandbox({ rateLimits: NO_LIMITS });
});
afterAll(() => t.close());

const post = async (path: string, body: unknown, locale?: string) =>
  t.call(`/api/auth/${path}`, { token: await t.anonymousToken(), body, ...(locale ? { locale } : {}) });
const sendReset = (username: string, locale?: string) => post('sendresetpassword', { username }, locale);
const checkCode = (username: string, code: string, locale?: string) => post('checkresetcode', { username, code }, locale);
const newPassword = (username: string, code: string, password: string, password2 = password, locale?: string) =>
  post('changepasswordwithcode', { username, code, password, password2 }, locale);
const canLogIn = async (username: string, password: string) =>
  (await t.call('/api/auth/login', { token: await t.anonymousToken(), body: { username, password } })).body.success as boolean;

describe('password recovery', () => {
  it('mails a code, accepts it, then trades it for a new password that logs in', async () => {
    const player = await signUp(t);
    const session = await t.login(player.username, player.password);

    expect((await sendReset(player.username)).body).toEqual({
      success: true,
      message: 'Bu kullanıcı adıyla bir hesap varsa, kayıtlı e-posta adresine bir sıfırlama kodu gönderdik.',
      data: null,
    });
    const [mail] = await outboxOf(t, player.email);
    expect(mail).toMatchObject({ channel: 'mail', to: player.email, subject: 'Şifre sıfırlama kodunuz', code: expect.stringMatching(/^\d{6}$/) });
    expect(mail!.text).toContain(`${player.username} Oyna hesabınızın şifresini sıfırlama kodunuz: ${mail!.code}. Kod 10 dakika geçerlidir.`);

    expect((await checkCode(player.username, mail!.code!)).body).toEqual({ success: true, message: 'Kod doğru. Şimdi yeni şifrenizi belirleyin.', data: null });
    expect((await newPassword(player.username, mail!.code!, 'yepyeni1')).body).toEqual({
      success: true,
      message: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
      data: null,
    });
    expect(await canLogIn(player.username, 'yepyeni1')).toBe(true);
    expect(await canLogIn(player.username, player.password)).toBe(false);
    // Whoever knew the old password is logged out everywhere.
    expect((await t.call('/api/user/balance', { token: session })).status).toBe(401);
    expect((await t.call('/api/user/balance', { token: player.token })).status).toBe(401);
    expect((await outboxOf(t, player.email))[0]).toMatchObject({ subject: 'Şifreniz değiştirildi', code: null });
  });

  it('speaks English when asked, and finds the account in any case', async () => {
    expect((await sendReset('DEMOUSER', 'en')).body.message).toBe('If an account with this username exists, we have sent a reset code to its email address.');
    const [mail] = await outboxOf(t, 'Deniz.Yilmaz@example.com');
    expect(mail).toMatchObject({ to: 'deniz.yilmaz@example.com', subject: 'Your password reset code' });
    expect(mail!.text).toMatch(/^Hello Deniz,\n\nYour code to reset the password of your Oyna account demouser is \d{6}\./);
    expect((await checkCode('DemoUser', mail!.code!, 'en')).body.message).toBe('The code is correct. Choose your new password.');
    expect((await newPassword('demouser', mail!.code!, DEMO_PASSWORD, DEMO_PASSWORD, 'en')).body.message).toBe(
      'Your password has been changed. You can log in with your new password.',
    );
  });

  it('gives a right code its try back at the check, and uses it up at the change', async () => {
    const player = await signUp(t);
    await sendReset(player.username);
    const code = await lastCode(t, player.email);
    for (let check = 0; check < 7; check += 1) expect((await checkCode(player.username, code)).body.success).toBe(true);
    expect((await newPassword(player.username, code, 'yepyeni1')).body.success).toBe(true);
    expect((await checkCode(player.username, code)).body.message).toBe('Girilecek bir kod yok. Önce bir kod isteyin.');
    expect((await newPassword(player.username, code, 'baskasi1')).body.success).toBe(false);
    expect(await canLogIn(player.username, 'yepyeni1')).toBe(true);
  });

  it('counts wrong codes across both steps and kills the code at the fifth', async () => {
    const player = await signUp(t);
    await sendReset(player.username);
    const code = await lastCode(t, player.email);
    const wrong = otherThan(code);
    const answers = [
      (await checkCode(player.username, wrong)).body.message,
      (await newPassword(player.username, wrong, 'yepyeni1')).body.message,
      (await checkCode(player.username, '999')).body.message,
      (await checkCode(player.username, wrong)).body.message,
      (await newPassword(player.username, wrong, 'yepyeni1')).body.message,
    ];
    expect(answers).toEqual([
      'Kod hatalı. Kalan deneme hakkı: 4.',
      'Kod hatalı. Kalan deneme hakkı: 3.',
      'Kod hatalı. Kalan deneme hakkı: 2.',
      'Kod hatalı. Kalan deneme hakkı: 1.',
      'Kod hatalı ve artık kullanılamaz. Yeni bir kod isteyin.',
    ]);
    expect((await newPassword(player.username, code, 'yepyeni1')).body.message).toBe(
      'Çok fazla hatalı deneme yapıldığı için bu kod artık kullanılamaz. Yeni bir kod isteyin.',
    );
    expect(await canLogIn(player.username, player.password)).toBe(true);
  });

  it('refuses a new code within 60 seconds and replaces the old one after', async () => {
    const player = await signUp(t);
    await sendReset(player.username);
    const first = await lastCode(t, player.email);
    await advance(t, 20);
    expect((await sendReset(player.username)).body).toEqual({ success: false, message: 'Yeni bir kodu 40 saniye sonra isteyebilirsiniz.', data: null });
    expect(await outboxOf(t, player.email)).toHaveLength(1);
    await advance(t, 40);
    expect((await sendReset(player.username)).body.success).toBe(true);
    const second = await lastCode(t, player.email);
    if (second !== first) expect((await checkCode(player.username, first)).body.success).toBe(false);
    expect((await checkCode(player.username, second)).body.success).toBe(true);
  });

  it('refuses a code after its 10 minutes', async () => {
    const player = await signUp(t);
    await sendReset(player.username);
    const code = await lastCode(t, player.email);
    await advance(t, 9 * 60 + 59);
    expect((await checkCode(player.username, code)).body.success).toBe(true);
    await advance(t, 1);
    expect((await newPassword(player.username, code, 'yepyeni1')).body).toEqual({ success: false, message: 'Kodun süresi doldu. Yeni bir kod isteyin.', data: null });
  });

  it('checks the new password before the code, so a typo costs no try', async () => {
    const player = await signUp(t);
    await sendReset(player.username);
    const code = await lastCode(t, player.email);
    const differ = await newPassword(player.username, code, 'yepyeni1', 'yepyeni2');
    expect(differ.status).toBe(400);
    expect(differ.body.message).toBe('Yeni şifre tekrarı: Şifreler eşleşmiyor');
    const short = await newPassword(player.username, code, 'kisa', 'kisa', 'en');
    expect(short.body.message).toBe('New password: Enter at least 5 characters; New password confirmation: Enter at least 5 characters');
    for (let check = 0; check < 5; check += 1) await checkCode(player.username, code);
    expect((await newPassword(player.username, code, 'yepyeni1')).body.success).toBe(true);
  });

  it('answers broken input with 400 naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['sendresetpassword', { username: 'abcd' }, 'Kullanıcı adı: En az 5 karakter girin'],
      ['sendresetpassword', { username: 'a'.repeat(51) }, 'Kullanıcı adı: En fazla 50 karakter girin'],
      ['checkresetcode', { username: 'demouser', code: '12' }, 'Sıfırlama kodu: En az 3 karakter girin'],
      ['checkresetcode', { username: 'demouser', code: '1'.repeat(21) }, 'Sıfırlama kodu: En fazla 20 karakter girin'],
      ['changepasswordwithcode', { username: 'demouser', code: '123456', password: 'yepyeni1' }, 'Yeni şifre tekrarı: Bu alan zorunludur'],
    ];
    for (const [path, body, text] of cases) {
      const answer = await post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(text);
    }
  });

  it('needs a token, anonymous will do', async () => {
    expect((await t.call('/api/auth/sendresetpassword', { body: { username: 'demouser' } })).status).toBe(401);
  });
});

describe('recovery as a stranger tries it', () => {
  it('answers a name nobody has exactly as it answers a player, so the answer never tells whether the account exists', async () => {
    const player = await signUp(t);
    const nobody = `nobody${player.username.slice(-6)}`;
    for (const locale of ['tr', 'en']) {
      await advance(t, 60);
      const [known, unknown] = [await sendReset(player.username, locale), await sendReset(nobody, locale)];
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
      // A second request within the minute: the wait is told for both alike.
      await advance(t, 20);
      const [knownAgain, unknownAgain] = [await sendReset(player.username, locale), await sendReset(nobody, locale)];
      expect({ status: unknownAgain.status, body: unknownAgain.body }).toEqual({ status: knownAgain.status, body: knownAgain.body });
    }
    expect(await outboxOf(t, player.email)).toHaveLength(2);
  });

  it('answers a guessed code for a name nobody has as it answers a wrong code for a player', async () => {
    const player = await signUp(t);
    const nobody = `nobody${player.username.slice(-6)}`;
    await advance(t, 60);
    await sendReset(player.username);
    await sendReset(nobody);
    const wrong = otherThan(await lastCode(t, player.email));
    const known = await checkCode(player.username, wrong);
    const unknown = await checkCode(nobody, wrong);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    const knownChange = await newPassword(player.username, wrong, 'yepyeni1');
    const unknownChange = await newPassword(nobody, wrong, 'yepyeni1');
    expect({ status: unknownChange.status, body: unknownChange.body }).toEqual({ status: knownChange.status, body: knownChange.body });
  });

  it('lets no one guess a code: after five wrong guesses the right one no longer works either', async () => {
    const player = await signUp(t);
    await advance(t, 60);
    await sendReset(player.username);
    const code = await lastCode(t, player.email);
    const guesses = ['000000', '123456', '111111', '999999', '654321', '222222', '333333'].filter((guess) => guess !== code);
    const answers = [];
    for (const guess of guesses) answers.push((await checkCode(player.username, guess)).body.success);
    expect(answers.every((success) => success === false)).toBe(true);
    // Right at last, too late: the code died at the fifth wrong guess.
    expect((await checkCode(player.username, code)).body.success).toBe(false);
    expect((await newPassword(player.username, code, 'yepyeni1')).body.success).toBe(false);
    expect(await canLogIn(player.username, player.password)).toBe(true);
  });
});

describe('recovery limits', () => {
  it('mails at most 5 codes an hour for one username, from any address', async () => {
    // Behind a trusted proxy every call comes from another visitor.
    const limited = await startAccountSandbox({ trustedProxies: ['127.0.0.1'] });
    try {
      const from = (visitor: number) => ({ 'x-forwarded-for': `198.51.100.${visitor}` });
      const send = async (username: string, visitor: number) =>
        limited.call('/api/auth/sendresetpassword', { token: await limited.anonymousToken(), headers: from(visitor), body: { username } });
      const statuses: number[] = [];
      for (let visitor = 0; visitor < 6; visitor += 1) {
        statuses.push((await send('vipuser', visitor)).status);
        await advance(limited, 60);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await outboxOf(limited, 'selin.aydin@example.com')).toHaveLength(5);
      // The same name in another case is the same name; another name is not held up.
      expect((await send('VİPUSER', 7)).status).toBe(429);
      expect((await send('demouser', 8)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
