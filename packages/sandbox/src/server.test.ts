import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed.ts';
import { startTestSandbox, type TestSandbox } from './testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ trustedOrigins: ['https://partner.example', 'https://widgets.partner.example'] });
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers unknown routes of both APIs with a 404 envelope, token or not', async () => {
    const main = await t.call('/api/casino/nothing', { locale: 'en' });
    expect(main.status).toBe(404);
    expect(main.body).toEqual({ success: false, message: 'There is no GET /api/casino/nothing endpoint.', data: null });
    const sportsbook = await t.call('/sbapi/api/sport/live', { token: await t.anonymousToken(), body: {} });
    expect(sportsbook.status).toBe(404);
    expect(sportsbook.body).toEqual({ success: false, message: 'POST /sbapi/api/sport/live adresinde bir servis yok.', data: null });
  });

  it('answers a wrong method on a known path with a 404 envelope', async () => {
    const response = await t.call('/api/auth/login', { method: 'GET', token: await t.anonymousToken() });
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await t.call('/api/auth/login', {
      token: await t.anonymousToken(),
      locale: 'en',
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'username=demouser',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ success: false, message: 'The request body must be sent as application/json.', data: null });
  });

  it('turns an unexpected failure into a logged 500 envelope without leaking details', async () => {
    const lines: string[] = [];
    const broken = await startTestSandbox({ logStream: { write: (line) => lines.push(line) } });
    try {
      const token = await broken.login('demouser', DEMO_PASSWORD);
      broken.sandbox.db.exec('DROP TABLE notifications');
      const response = await broken.call('/api/customer/notification', { token, body: { skip: 0, take: 10 } });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        success: false,
        message: 'Beklenmeyen bir sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.',
        data: null,
      });
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
      expect(logged).toMatchObject({ level: 50, err: { message: expect.stringContaining('no such table') } });
    } finally {
      await broken.close();
    }
  });
});

describe('tokens', () => {
  it('answers a missing token with 401 and data null', async () => {
    const response = await t.call('/api/cms/grouped', { locale: 'en' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      message: 'This call needs a session token. Request one from auth/token first.',
      data: null,
    });
  });

  it('answers an unknown or malformed token with 401', async () => {
    for (const authorization of ['Bearer not-a-real-token', 'Basic ZGVtbzpkZW1v', 'Bearer']) {
      const response = await t.call('/api/cms/grouped', { headers: { authorization } });
      expect(response.status).toBe(401);
      expect(response.body.success).toBe(false);
      expect(response.body.data).toBeNull();
    }
  });

  it('answers an expired token with 401', async () => {
    const expiring = await startTestSandbox();
    try {
      // A token last used two days ago: anonymous tokens live a day past their last use.
      const token = expiring.sandbox.services.sessions.create('anonymous', null, 'fp', Date.now() - 2 * 24 * 60 * 60 * 1000);
      const response = await expiring.call('/api/cms/coveryjs', { token });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Oturumunuzun süresi dolmuş veya oturum geçersiz. Lütfen tekrar giriş yapın.');
    } finally {
      await expiring.close();
    }
  });

  it('keeps player-only calls away from anonymous tokens', async () => {
    const token = await t.anonymousToken();
    for (const [path, body] of [
      ['/api/user/balance', undefined],
      ['/api/auth/logout', undefined],
      ['/api/customer/notification', { skip: 0, take: 100 }],
      ['/api/customer/readnotification', { id: [1] }],
    ] as const) {
      const response = await t.call(path, { token, body, locale: 'en' });
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Please login first', data: null });
    }
  });

  it('does not take an API token from the query string', async () => {
    const token = await t.anonymousToken();
    expect((await t.call(`/api/cms/coveryjs?access_token=${token}`)).status).toBe(401);
  });
});

describe('CORS', () => {
  it('answers a preflight from another origin without a token', async () => {
    const response = await fetch(`${t.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-fingerprint',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type, x-fingerprint');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers no other origin: a stranger’s page cannot read the API', async () => {
    const preflight = await fetch(`${t.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await t.call('/api/auth/token', { headers: { origin: 'https://partner.example.evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('reflects the origin on ordinary answers, errors included', async () => {
    const ok = await t.call('/api/auth/token', { headers: { origin: 'https://widgets.partner.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://widgets.partner.example');
    expect(ok.headers.get('vary')).toContain('Origin');
    const denied = await t.call('/api/user/balance', { headers: { origin: 'https://widgets.partner.example' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('https://widgets.partner.example');
  });
});
