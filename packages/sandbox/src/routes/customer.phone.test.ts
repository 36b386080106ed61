import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { advance, lastCode, NO_LIMITS, otherThan, outboxOf, signUp, startAccountSandbox } from '../testing/account.fixture.ts';
import type { TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startAccountSandbox({ rateLimits: NO_LIMITS });
});
afterAll(() => t.close());

const updatePhone = (token: string, body: unknown, locale?: string) => t.call('/api/customer/updatephone', { token, body, ...(locale ? { locale } : {}) });
const sendCode = (token: string, phone: string, locale?: string) => updatePhone(token, { step: 1, phone, code: '' }, locale);
const verify = (token: string, phone: string, code: string, locale?: string) => updatePhone(token, { step: 2, phone, code }, locale);

/** What the player's next login says about their phone. */
const loginData = async (username: string, password: string) =>
  (await t.call('/api/auth/login', { token: await t.anonymousToken(), body: { username, password } })).body.data;

describe('POST /api/customer/updatephone, step 1', () => {
  it('sends a 6-digit code by SMS to the number, listed in the outbox', async () => {
    const player = await signUp(t);
    const sent = await sendCode(player.token, '5551230001');
    expect(sent.body).toEqual({ success: true, message: '+90 555 123 00 01 numarasına 6 haneli bir kod gönderdik.', data: null });
    const [sms] = await outboxOf(t, '5551230001');
    expect(sms).toMatchObject({ channel: 'sms', to: '5551230001', subject: '', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms!.text).toBe(`Oyna doğrulama kodunuz: ${sms!.code}. Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.`);
    expect((await sendCode((await signUp(t)).token, '5551230002', 'en')).body.message).toBe('We have sent a 6-digit code to +90 555 123 00 02.');
    expect((await outboxOf(t, '905551230002'))[0]!.text).toMatch(/^Oyna verification code: \d{6}\. It is valid for 10 minutes\. Never share it with anyone\.$/);
  });

  it('refuses a new code within 60 seconds, saying how long to wait, and sends one after', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551230003');
    const first = await lastCode(t, '5551230003');
    await advance(t, 15);
    expect((await sendCode(player.token, '5551230003')).body).toEqual({
      success: false,
      message: 'Yeni bir kodu 45 saniye sonra isteyebilirsiniz.',
      data: null,
    });
    // Another number does not start the minute afresh: the wait is the player's.
    expect((await sendCode(player.token, '5551230004', 'en')).body.message).toBe('You can ask for a new code in 45 seconds.');
    await advance(t, 45);
    expect((await sendCode(player.token, '5551230003')).body.success).toBe(true);
    const second = await lastCode(t, '5551230003');
    expect(await outboxOf(t, '5551230003')).toHaveLength(2);
    if (second !== first) expect((await verify(player.token, '5551230003', first)).body.message).toBe('Kod hatalı. Kalan deneme hakkı: 4.');
    expect((await verify(player.token, '5551230003', second)).body.success).toBe(true);
  });

  it('refuses a number that belongs to another player, however it is written', async () => {
    const player = await signUp(t);
    for (const phone of ['905419876543', '05419876543', '5419876543']) {
      expect((await sendCode(player.token, phone)).body).toEqual({ success: false, message: 'Bu telefon numarası başka bir hesaba kayıtlı.', data: null });
    }
    expect(await outboxOf(t, '5419876543')).toEqual([]);
  });

  it('refuses to verify a number already verified, and lets a verified player move to a new one', async () => {
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    expect((await sendCode(vip, '05419876543', 'en')).body).toEqual({ success: false, message: 'This phone number is already verified.', data: null });
    expect((await sendCode(vip, '5551230005')).body.success).toBe(true);
    expect((await verify(vip, '5551230005', await lastCode(t, '5551230005'))).body.success).toBe(true);
    expect(await loginData('vipuser', DEMO_PASSWORD)).toMatchObject({ phone: '5551230005', smsVerified: true });
  });
});

describe('POST /api/customer/updatephone, step 2', () => {
  it('checks the code, stores the number and marks the player verified', async () => {
    const player = await signUp(t, { phone: '905551230010' });
    expect(await loginData(player.username, player.password)).toMatchObject({ phone: '905551230010', smsVerified: false });
    await sendCode(player.token, '905551230010');
    const verified = await verify(player.token, '905551230010', await lastCode(t, '905551230010'));
    expect(verified.body).toEqual({ success: true, message: 'Telefon numaranız doğrulandı.', data: null });
    expect(await loginData(player.username, player.password)).toMatchObject({ phone: '905551230010', smsVerified: true });
  });

  it('uses a code once', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551230011');
    const code = await lastCode(t, '5551230011');
    expect((await verify(player.token, '5551230011', code)).body.success).toBe(true);
    expect((await verify(player.token, '5551230011', code)).body).toEqual({
      success: false,
      message: 'Girilecek bir kod yok. Önce bir kod isteyin.',
      data: null,
    });
  });

  it('counts wrong codes down and kills the code at the fifth, so the right one no longer works', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551230012');
    const code = await lastCode(t, '5551230012');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await verify(player.token, '5551230012', otherThan(code))).body.message);
    expect(answers).toEqual([
      'Kod hatalı. Kalan deneme hakkı: 4.',
      'Kod hatalı. Kalan deneme hakkı: 3.',
      'Kod hatalı. Kalan deneme hakkı: 2.',
      'Kod hatalı. Kalan deneme hakkı: 1.',
      'Kod hatalı ve artık kullanılamaz. Yeni bir kod isteyin.',
    ]);
    expect((await verify(player.token, '5551230012', code, 'en')).body).toEqual({
      success: false,
      message: 'This code can no longer be used after too many wrong tries. Ask for a new code.',
      data: null,
    });
    expect(await loginData(player.username, player.password)).toMatchObject({ smsVerified: false });
    await advance(t, 60);
    await sendCode(player.token, '5551230012');
    expect((await verify(player.token, '5551230012', await lastCode(t, '5551230012'))).body.success).toBe(true);
  });

  it('refuses a code after its 10 minutes', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551230013');
    const code = await lastCode(t, '5551230013');
    await advance(t, 10 * 60);
    expect((await verify(player.token, '5551230013', code)).body).toEqual({ success: false, message: 'Kodun süresi doldu. Yeni bir kod isteyin.', data: null });
  });

  it('keeps a code to the number it was sent to', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551230014');
    const code = await lastCode(t, '5551230014');
    expect((await verify(player.token, '5551230015', code)).body).toEqual({
      success: false,
      message: 'Bu kod +90 555 123 00 14 numarasına gönderilmişti. Bu numara için yeni bir kod isteyin.',
      data: null,
    });
    // The same number written another way is the same number.
    expect((await verify(player.token, '05551230014', code)).body.success).toBe(true);
  });

  it('refuses a number another player verified while the code waited', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    await sendCode(first.token, '5551230016');
    const firstCode = await lastCode(t, '5551230016');
    await sendCode(second.token, '5551230016');
    expect((await verify(second.token, '5551230016', await lastCode(t, '5551230016'))).body.success).toBe(true);
    expect((await verify(first.token, '5551230016', firstCode)).body).toEqual({ success: false, message: 'Bu telefon numarası başka bir hesaba kayıtlı.', data: null });
  });

  it('asks for a code first', async () => {
    const player = await signUp(t);
    expect((await verify(player.token, '5551230017', '123456', 'en')).body.message).toBe('There is no code waiting to be entered. Ask for a code first.');
  });
});

describe('POST /api/customer/updatephone, input and access', () => {
  it('answers broken input with 400 naming the field', async () => {
    const { token } = await signUp(t);
    const cases: Array<[unknown, string]> = [
      [{ step: 3, phone: '5551230020' }, 'Adım: Seçeneklerden birini seçin'],
      [{ phone: '5551230020' }, 'Adım: Seçeneklerden birini seçin'],
      [{ step: 1, phone: '555-123' }, 'Telefon: Yalnızca rakam kullanın'],
      [{ step: 1, phone: '1234' }, 'Telefon: En az 5 karakter girin'],
      [{ step: 2, phone: '5551230020' }, 'Doğrulama kodu: Bu alan zorunludur'],
      [{ step: 2, phone: '5551230020', code: '12345' }, 'Doğrulama kodu: Tam olarak 6 karakter girin'],
    ];
    for (const [body, text] of cases) {
      const answer = await updatePhone(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(text);
    }
  });

  it('is for players only', async () => {
    const answer = await updatePhone(await t.anonymousToken(), { step: 1, phone: '5551230021' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Lütfen önce giriş yapın');
  });
});

describe('code limits', () => {
  it('sends at most 5 codes an hour to one number, whoever asks', async () => {
    const limited = await startAccountSandbox();
    try {
      const statuses: number[] = [];
      const send = async (token: string, phone: string) =>
        limited.call('/api/customer/updatephone', { token, locale: 'en', body: { step: 1, phone, code: '' } });
      for (let player = 0; player < 6; player += 1) statuses.push((await send((await signUp(limited)).token, '5551230030')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await outboxOf(limited, '5551230030')).toHaveLength(5);
      // However the number is written.
      const refused = await send((await signUp(limited)).token, '05551230030');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });

  it('sends at most 10 codes in 10 minutes from one address, to any numbers', async () => {
    const limited = await startAccountSandbox();
    try {
      const { token } = await signUp(limited);
      const statuses: number[] = [];
      for (let number = 0; number < 11; number += 1) {
        statuses.push((await limited.call('/api/customer/updatephone', { token, body: { step: 1, phone: `55512301${10 + number}` } })).status);
        await advance(limited, 60);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });

  it('checks at most 30 codes in 10 minutes from one address', async () => {
    const limited = await startAccountSandbox();
    try {
      const { token } = await signUp(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        statuses.push((await limited.call('/api/customer/updatephone', { token, body: { step: 2, phone: '5551230040', code: '000000' } })).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
