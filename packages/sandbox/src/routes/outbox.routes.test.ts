import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_KEEP } from '../account/account.limits.ts';
import { NO_LIMITS, outboxOf, signUp, startAccountSandbox } from '../testing/account.fixture.ts';
import type { TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startAccountSandbox({ rateLimits: NO_LIMITS });
});
afterAll(() => t.close());

const page = async (path = '/outbox', locale = 'tr') => {
  const response = await fetch(`${t.url}${path}`, { headers: { 'accept-language': locale } });
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const sendCode = (token: string, phone: string) => t.call('/api/customer/updatephone', { token, body: { step: 1, phone } });

describe('the outbox page, GET /outbox', () => {
  it('lists what was sent, newest first, with the codes, on a page without scripts', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551239901');
    await t.call('/__test/clock', { body: { advanceMinutes: 1 } });
    await t.call('/api/auth/sendresetpassword', { token: await t.anonymousToken(), body: { username: player.username } });
    const [sms] = await outboxOf(t, '5551239901');
    const [mail] = await outboxOf(t, player.email);

    const { status, headers, html } = await page();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'$/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<title>Sandbox giden kutusu</title>');
    expect(html.indexOf(mail!.code!)).toBeGreaterThan(0);
    expect(html.indexOf(mail!.code!)).toBeLessThan(html.indexOf(`<td class="code">${sms!.code}</td>`));
    expect(html).toContain('<span class="channel">SMS</span></td><td>5551239901</td>');
    expect(html).toContain('<div class="subject">Şifre sıfırlama kodunuz</div>');
  });

  it('shows one recipient with ?to=, a number however it is written, and says when nothing was sent', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551239902');
    const { html } = await page('/outbox?to=905551239902', 'en');
    expect(html).toContain('<td>5551239902</td>');
    expect(html).not.toContain('<td>5551239901</td>');
    expect(html).toContain('<input id="to" name="to" type="search" value="905551239902" autocomplete="off">');
    expect(html).toContain('<a href="/outbox">Show all</a>');
    expect((await page('/outbox?to=nobody%40example.com', 'en')).html).toContain('<p>Nothing has been sent to nobody@example.com.</p>');
  });

  it('escapes what it shows', async () => {
    const player = await signUp(t, { email: "o'neil@example.com" });
    await t.call('/api/auth/sendresetpassword', { token: await t.anonymousToken(), body: { username: player.username } });
    const { html } = await page();
    expect(html).toContain('<td>o&#39;neil@example.com</td>');
    const probe = '"><script>alert(1)</script>';
    const reflected = (await page(`/outbox?to=${encodeURIComponent(probe)}`)).html;
    expect(reflected).not.toContain('<script>');
    expect(reflected).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('keeps the newest messages only', async () => {
    const { outbox, clock } = t.sandbox.services;
    t.sandbox.db.exec('BEGIN');
    for (let message = 0; message < OUTBOX_KEEP + 5; message += 1) outbox.send({ channel: 'sms', to: '5550000000', playerId: null, text: `#${message}`, now: clock.now() });
    t.sandbox.db.exec('COMMIT');
    expect(t.sandbox.db.prepare('SELECT COUNT(*) AS count FROM outbox').get()).toEqual({ count: OUTBOX_KEEP });
    expect((await outboxOf(t, '5550000000'))[0]!.text).toBe(`#${OUTBOX_KEEP + 4}`);
  });
});

describe('GET /__test/outbox', () => {
  it('answers the messages as JSON, newest first', async () => {
    const player = await signUp(t);
    await sendCode(player.token, '5551239903');
    const answer = await t.call('/__test/outbox?to=05551239903');
    expect(answer.body).toEqual({
      success: true,
      message: '',
      data: [{ id: expect.any(Number), channel: 'sms', to: '5551239903', subject: '', text: expect.stringContaining('Oyna doğrulama kodunuz'), code: expect.stringMatching(/^\d{6}$/), sentAt: expect.stringMatching(/Z$/) }],
    });
  });
});

describe('without outbox or test hooks', () => {
  it('has no outbox at all', async () => {
    const closed = await startAccountSandbox({ testHooks: false });
    try {
      expect((await fetch(`${closed.url}/outbox`)).status).toBe(404);
      expect((await closed.call('/__test/outbox')).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('serves the page, not the hook, with outbox alone', async () => {
    const open = await startAccountSandbox({ testHooks: false, outbox: true });
    try {
      expect((await fetch(`${open.url}/outbox`)).status).toBe(200);
      expect((await open.call('/__test/outbox')).status).toBe(404);
    } finally {
      await open.close();
    }
  });
});
