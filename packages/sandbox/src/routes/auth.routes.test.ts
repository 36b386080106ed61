import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const validRegistration = {
  name: 'Ayşe Nur',
  surname: 'Çelik',
  username: 'aysecelik',
  email: 'ayse.celik@example.com',
  phone: '905551112233',
  PersonalNo: '12345678950',
  country: 235,
  currencyId: 1,
  birthDate: '1995-06-15',
  trialBonus: 0,
  password: 'gizli12345',
  password2: 'gizli12345',
};

describe('GET /api/auth/token', () => {
  it('hands out a fresh anonymous token without asking for one', async () => {
    const first = await t.call('/api/auth/token');
    const second = await t.call('/api/auth/token');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(first.body.data).toMatch(/^[\w-]{40,}$/);
    expect(second.body.data).not.toBe(first.body.data);
  });

  it('issues tokens the other calls accept', async () => {
    const token = await t.anonymousToken();
    expect((await t.call('/api/cms/coveryjs', { token })).status).toBe(200);
  });
});

describe('GET /api/auth/form', () => {
  it('lists countries in the request language with Türkiye (235) first', async () => {
    const token = await t.anonymousToken();
    const tr = await t.call('/api/auth/form?refId=42', { token, locale: 'tr' });
    expect(tr.body.success).toBe(true);
    expect(tr.body.data.countries[0]).toEqual({ id: 235, name: 'Türkiye' });
    expect(tr.body.data.countries).toContainEqual({ id: 84, name: 'Almanya' });
    const en = await t.call('/api/auth/form', { token, locale: 'en' });
    expect(en.body.data.countries[0]).toEqual({ id: 235, name: 'Turkiye' });
    expect(en.body.data.countries).toContainEqual({ id: 84, name: 'Germany' });
  });

  it('refuses a refId that is not a whole number', async () => {
    const response = await t.call('/api/auth/form?refId=abc', { token: await t.anonymousToken(), locale: 'en' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Referrer id: Enter a whole number');
  });

  it('needs a token', async () => {
    expect((await t.call('/api/auth/form')).status).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('logs the demo player in with the full session data and a welcome', async () => {
    const token = await t.anonymousToken();
    const response = await t.call('/api/auth/login', {
      token,
      fingerprint: 'fp-123',
      body: { username: 'demouser', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.message).toBe('Tekrar hoş geldin, Deniz!');
    expect(response.body.data).toEqual({
      token: expect.stringMatching(/^[\w-]{40,}$/),
      balance: 1500,
      username: 'demouser',
      group: 1,
      usercode: expect.stringMatching(/^\d{7}$/),
      betsyCid: expect.any(String),
      betsyUrl: '',
      betsyToken: expect.any(String),
      betcoToken: '',
      betcoUrl: '',
      smsVerified: false,
      phone: '905321234567',
      fingerprint: 'fp-123',
    });
    expect(response.body.data.token).not.toBe(token);
  });

  it('gives the VIP player group 3 and betco access', async () => {
    const response = await t.call('/api/auth/login', {
      token: await t.anonymousToken(),
      locale: 'en',
      body: { username: 'vipuser', password: DEMO_PASSWORD },
    });
    expect(response.body.message).toBe('Welcome back, Selin!');
    expect(response.body.data).toMatchObject({ group: 3, smsVerified: true });
    expect(response.body.data.betcoUrl).toMatch(/^https:\/\//);
    expect(response.body.data.betcoToken).not.toBe('');
  });

  it.each(['DEMOUSER', 'DemoUser', 'VİPUSER', 'vıpuser', 'VIPUSER'])('matches %s case-insensitively, Turkish-aware', async (username) => {
    const response = await t.call('/api/auth/login', {
      token: await t.anonymousToken(),
      body: { username, password: DEMO_PASSWORD },
    });
    expect(response.body.success).toBe(true);
    expect(['demouser', 'vipuser']).toContain(response.body.data.username);
  });

  it('answers a wrong password with 200 and a localized failure', async () => {
    const token = await t.anonymousToken();
    const tr = await t.call('/api/auth/login', { token, body: { username: 'demouser', password: 'wrong-pass' } });
    expect(tr.status).toBe(200);
    expect(tr.body).toEqual({ success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null });
    const en = await t.call('/api/auth/login', { token, locale: 'en-GB,en;q=0.9', body: { username: 'demouser', password: 'wrong-pass' } });
    expect(en.body.message).toBe('Incorrect username or password.');
  });

  it('gives an unknown username the same answer as a wrong password', async () => {
    const response = await t.call('/api/auth/login', {
      token: await t.anonymousToken(),
      body: { username: 'nobodyhere', password: DEMO_PASSWORD },
    });
    expect(response.body).toEqual({ success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null });
  });

  it('refuses input that breaks the login form rules with 400, naming field and rule', async () => {
    const token = await t.anonymousToken();
    const short = await t.call('/api/auth/login', { token, body: { username: 'de', password: DEMO_PASSWORD } });
    expect(short.status).toBe(400);
    expect(short.body.success).toBe(false);
    expect(short.body.message).toBe('Kullanıcı adı: En az 3 karakter girin');
    const missing = await t.call('/api/auth/login', { token, locale: 'en', body: { username: 'demouser' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Password: This field is required');
    const long = await t.call('/api/auth/login', { token, locale: 'en', body: { username: 'demouser', password: 'x'.repeat(101) } });
    expect(long.body.message).toBe('Password: Enter at most 100 characters');
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const response = await t.call('/api/auth/login', { token: await t.anonymousToken(), locale: 'en', body: '{"username":' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'The request body is not valid JSON.', data: null });
  });

  it('needs a token', async () => {
    const response = await t.call('/api/auth/login', { body: { username: 'demouser', password: DEMO_PASSWORD } });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, data: null });
  });
});

describe('POST /api/auth/register', () => {
  beforeEach(async () => {
    await t.call('/__test/reset', { body: {} });
  });

  it('creates the player, logs them in and lets them log in again later', async () => {
    const response = await t.call('/api/auth/register', { token: await t.anonymousToken(), fingerprint: 'fp-9', body: validRegistration });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.message).toBe('Hesabın hazır. Aramıza hoş geldin, Ayşe Nur!');
    expect(response.body.data).toMatchObject({
      username: 'aysecelik',
      balance: 0,
      group: 1,
      smsVerified: false,
      phone: '905551112233',
      betcoUrl: '',
      fingerprint: 'fp-9',
    });
    const balance = await t.call('/api/user/balance', { token: response.body.data.token });
    expect(balance.body.data).toEqual({ balance: 0 });
    await expect(t.login('AYSECELIK', 'gizli12345')).resolves.toEqual(expect.any(String));
  });

  it('accepts a fast registration without national id and birth date', async () => {
    const { PersonalNo: _id, birthDate: _birth, ...fast } = validRegistration;
    const response = await t.call('/api/auth/register', { token: await t.anonymousToken(), body: { ...fast, isFast: true, refId: 77 } });
    expect(response.body.success).toBe(true);
  });

  it('refuses a taken username (any case) and a taken email with a localized failure', async () => {
    const token = await t.anonymousToken();
    const byName = await t.call('/api/auth/register', {
      token,
      body: { ...validRegistration, username: 'DemoUser', email: 'someone.new@example.com' },
    });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({
      success: false,
      message: 'DemoUser kullanıcı adı zaten alınmış. Lütfen başka bir kullanıcı adı seçin.',
      data: null,
    });
    const byEmail = await t.call('/api/auth/register', {
      token,
      locale: 'en',
      body: { ...validRegistration, email: 'Deniz.Yilmaz@Example.com' },
    });
    expect(byEmail.body).toEqual({
      success: false,
      message: 'An account with this email address already exists. Try logging in instead.',
      data: null,
    });
  });

  it('refuses a phone number another account has, however it is written', async () => {
    const token = await t.anonymousToken();
    for (const phone of ['905321234567', '05321234567', '5321234567']) {
      const response = await t.call('/api/auth/register', { token, body: { ...validRegistration, phone } });
      expect(response.body).toEqual({ success: false, message: 'Bu telefon numarasıyla açılmış bir hesap zaten var. Giriş yapmayı deneyin.', data: null });
    }
    const en = await t.call('/api/auth/register', { token, locale: 'en', body: { ...validRegistration, phone: '5321234567' } });
    expect(en.body.message).toBe('An account with this phone number already exists. Try logging in instead.');
  });

  it('refuses a Turkish number under odd prefixes with a clear 400 rather than opening a second account on it', async () => {
    const token = await t.anonymousToken();
    for (const phone of ['9005321234567', '0005321234567', '000905321234567']) {
      const response = await t.call('/api/auth/register', { token, locale: 'en', body: { ...validRegistration, phone } });
      expect(response.status, phone).toBe(400);
      expect(response.body.message, phone).toBe('Phone: Write the number as 5XX XXX XX XX, with 0, 90 or 0090 before it or nothing');
    }
    expect(t.sandbox.db.prepare("SELECT COUNT(*) AS n FROM players WHERE phone LIKE '%5321234567'").get()).toEqual({ n: 1 });
  });

  it('stores the affiliate fields and the trial bonus the player asked for', async () => {
    const stored = (username: string) =>
      t.sandbox.db.prepare('SELECT ref_id, partner, subid, source, trial_bonus FROM players WHERE username = ?').get(username);
    const token = await t.anonymousToken();
    const referred = await t.call('/api/auth/register', { token, body: { ...validRegistration, refId: 77, trialBonus: 250 } });
    expect(referred.body.success).toBe(true);
    expect(stored('aysecelik')).toEqual({ ref_id: 77, partner: null, subid: null, source: null, trial_bonus: 250 });
    const campaign = { ...validRegistration, username: 'aysecelik2', email: 'ayse2@example.com', phone: '905551112234', partner: 'acme', subid: 's-1', source: 'newsletter' };
    expect((await t.call('/api/auth/register', { token, body: campaign })).body.success).toBe(true);
    expect(stored('aysecelik2')).toEqual({ ref_id: null, partner: 'acme', subid: 's-1', source: 'newsletter', trial_bonus: 0 });
  });

  it('bounds the affiliate tags', async () => {
    const response = await t.call('/api/auth/register', { token: await t.anonymousToken(), locale: 'en', body: { ...validRegistration, partner: 'p'.repeat(101) } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Partner: Enter at most 100 characters');
  });

  it('refuses the same sign-up twice', async () => {
    const token = await t.anonymousToken();
    expect((await t.call('/api/auth/register', { token, body: validRegistration })).body.success).toBe(true);
    expect((await t.call('/api/auth/register', { token, body: validRegistration })).body.success).toBe(false);
  });

  it('refuses players under 18', async () => {
    const year = new Date().getUTCFullYear() - 17;
    const response = await t.call('/api/auth/register', {
      token: await t.anonymousToken(),
      body: { ...validRegistration, birthDate: `${year}-01-01` },
    });
    expect(response.body).toEqual({ success: false, message: 'Kayıt olmak için en az 18 yaşında olmalısınız.', data: null });
  });

  it('answers broken fields with 400 naming each field and rule in the request language', async () => {
    const response = await t.call('/api/auth/register', {
      token: await t.anonymousToken(),
      locale: 'en',
      body: { ...validRegistration, email: 'not-an-email', password2: 'different1', username: 'ab' },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain('Email: Enter a valid email address');
    expect(response.body.message).toContain('Password confirmation: Passwords do not match');
    expect(response.body.message).toContain('Username: Enter at least 5 characters');
    expect(response.body.data.fields).toMatchObject({ email: 'Enter a valid email address' });
  });

  it('requires the national id on the default form', async () => {
    const { PersonalNo: _id, ...withoutId } = validRegistration;
    const response = await t.call('/api/auth/register', { token: await t.anonymousToken(), body: withoutId });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('T.C. kimlik numarası: Bu alan zorunludur');
  });

  it('refuses a country or currency the operator does not serve', async () => {
    const token = await t.anonymousToken();
    const country = await t.call('/api/auth/register', { token, body: { ...validRegistration, country: 9999 } });
    expect(country.status).toBe(400);
    expect(country.body.message).toBe('Ülke: Listeden bir ülke seçin');
    const currency = await t.call('/api/auth/register', { token, locale: 'en', body: { ...validRegistration, currencyId: 42 } });
    expect(currency.body.message).toBe('Currency: Choose a supported currency');
  });
});

describe('GET /api/auth/logout', () => {
  it('revokes the token so the next call with it is a 401', async () => {
    const token = await t.login('demouser', DEMO_PASSWORD);
    expect((await t.call('/api/user/balance', { token })).status).toBe(200);
    const logout = await t.call('/api/auth/logout', { token });
    expect(logout.body).toEqual({ success: true, message: 'Oturumunuz kapatıldı. Yine bekleriz!', data: null });
    const after = await t.call('/api/user/balance', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: expect.stringContaining('tekrar giriş'), data: null });
  });

  it('is for players only', async () => {
    const response = await t.call('/api/auth/logout', { token: await t.anonymousToken() });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Lütfen önce giriş yapın');
  });
});

describe('a new password longer than the login takes', () => {
  it('is refused at sign-up, so nobody is left with a password that can never log in', async () => {
    const long = 'p'.repeat(101);
    const response = await t.call('/api/auth/register', {
      token: await t.anonymousToken(),
      locale: 'en',
      body: { ...validRegistration, username: 'longpassword1', email: 'long@example.com', phone: '905330001122', password: long, password2: long },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});
