import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let player: string;
beforeAll(async () => {
  t = await startTestSandbox({ trustedOrigins: ['https://oyna.example'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.call('/__test/reset', { body: {} });
  player = await t.login('demouser', 'demo12345');
});

const launchSlot = async (token = player) => (await t.call('/api/casino/pragmaticlaunchurl', { token, body: { code: 'vs25candycascade' } })).body.data as string;
const launchAviator = async () =>
  (await t.call('/api/casino/hub88launchurl', { token: player, body: { platform: 2, gameCode: 'spb_aviator', language: 'en', lobbyUrl: 'https://oyna.example/casino/slot' } })).body
    .data as string;
const sessionOf = (url: string) => new URL(url).searchParams.get('session') ?? '';
const balance = async (token = player) => (await t.call('/api/user/balance', { token })).body.data.balance as number;
const round = (body: unknown, locale = 'en') => t.call('/games/api/round', { body, locale });
const cents = (amount: number) => Math.round(amount * 100);

describe('GET /games/play', () => {
  it('is a page of its own: framable anywhere, its script and style allowed by hash only', async () => {
    const response = await fetch(await launchSlot());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(csp).toContain(`connect-src 'self' ${t.url}`);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain('unsafe');
    const html = await response.text();
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/ style="| on\w+="/);
  });

  it("shows the game's name, artwork, the player's balance, a stake and Exit", async () => {
    const html = await (await fetch(await launchSlot())).text();
    expect(html).toContain('<h1>Candy Cascade</h1>');
    expect(html).toContain('<img src="/api/casino/art/game/vs25candycascade.svg" alt="">');
    expect(html).toContain("window.parent.postMessage({ command: 'exit' }, '*')");
    const data = JSON.parse(/<script type="application\/json" id="game-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(data).toMatchObject({ kind: 'slot', balance: 1500, locale: 'tr', roundUrl: `${t.url}/games/api/round`, stakes: [1, 2, 5, 10, 20, 50, 100] });
  });

  it('shows the provider logo for a game without artwork, and the crash game for Aviator', async () => {
    const noArt = (await t.call('/api/casino/dtlaunchurl', { token: player, body: { code: 'dgt_10104' } })).body.data as string;
    expect(await (await fetch(noArt)).text()).toContain('<img src="/api/casino/art/provider/1.svg" alt="">');
    const aviator = await (await fetch(await launchAviator())).text();
    expect(aviator).toContain('<h1>Aviator</h1>');
    expect(aviator).toContain('id="cashout"');
    expect(aviator).toContain('"lobbyUrl":"https://oyna.example/casino/slot"');
  });

  it('says so, with Exit, for a missing, unknown or ended session', async () => {
    for (const url of [`${t.url}/games/play`, `${t.url}/games/play?session=nope`]) {
      const response = await fetch(url, { headers: { 'accept-language': 'en' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('This game session has ended. Please open the game again from the lobby.');
      expect(html).toContain('id="exit"');
      expect(html).not.toContain('id="play"');
    }
  });
});

describe('POST /games/api/round', () => {
  it('takes the stake and pays the win in one step, against the real balance', async () => {
    const session = sessionOf(await launchSlot());
    let expected = cents(await balance());
    let wins = 0;
    let losses = 0;
    for (let spin = 0; spin < 60 && (wins === 0 || losses === 0); spin++) {
      const { body } = await round({ session, stake: 2.5 });
      expect(body.success).toBe(true);
      const { stake, win, multiplier, reels, line, balance: after } = body.data;
      expect(stake).toBe(2.5);
      expect(reels).toHaveLength(3);
      expect(line).toEqual(reels.map((reel: string[]) => reel[1]));
      expect(cents(win)).toBe(Math.round(250 * multiplier));
      expected += cents(win) - 250;
      expect(cents(after)).toBe(expected);
      expect(cents(await balance())).toBe(expected);
      if (win > 0) wins++;
      else losses++;
    }
    expect(wins).toBeGreaterThan(0);
    expect(losses).toBeGreaterThan(0);
  });

  it('flies the crash game to the cash-out the player chose', async () => {
    const session = sessionOf(await launchAviator());
    const before = cents(await balance());
    const { body } = await round({ session, stake: 10, cashOut: 1.5 });
    expect(body.success).toBe(true);
    const { crashAt, cashOut, multiplier, win, balance: after } = body.data;
    expect(cashOut).toBe(1.5);
    expect(crashAt).toBeGreaterThanOrEqual(1);
    expect(multiplier).toBe(crashAt >= 1.5 ? 1.5 : 0);
    expect(win).toBe(crashAt >= 1.5 ? 15 : 0);
    expect(cents(after)).toBe(before - 1000 + cents(win));
    expect(cents(await balance())).toBe(cents(after));
  });

  it('never takes a balance below zero: a stake above it is refused and nothing changes', async () => {
    await t.call('/__test/balance', { body: { username: 'demouser', balance: 1.5 } });
    const session = sessionOf(await launchSlot());
    const refused = await round({ session, stake: 2 });
    expect(refused.status).toBe(200);
    // The game speaks the language it was launched in (tr here).
    expect(refused.body).toEqual({ success: false, message: 'Bakiyeniz bu bahis için yeterli değil.', data: null });
    expect(await balance()).toBe(1.5);
    const played = await round({ session, stake: 1.5 });
    expect(played.body.success).toBe(true);
    expect(played.body.data.balance).toBeGreaterThanOrEqual(0);
  });

  it('settles rounds played at once one by one, never spending money twice', async () => {
    await t.call('/__test/balance', { body: { username: 'demouser', balance: 5 } });
    const session = sessionOf(await launchSlot());
    const answers = await Promise.all(Array.from({ length: 8 }, () => round({ session, stake: 1 })));
    const settled = answers.filter((answer) => answer.body.success).map((answer) => answer.body.data);
    const final = cents(await balance());
    const paid = settled.reduce((sum, data) => sum + cents(data.win) - 100, 0);
    expect(final).toBe(500 + paid);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(Math.min(...settled.map((data) => data.balance))).toBeGreaterThanOrEqual(0);
  });

  it('refuses a cash-out for the slot, and the crash game without one', async () => {
    const slot = await round({ session: sessionOf(await launchSlot()), stake: 1, cashOut: 2 });
    expect(slot.status).toBe(400);
    expect(slot.body.data.fields).toEqual({ cashOut: 'Otomatik çekilme çarpanı yalnızca crash oyunlarında seçilir.' });
    const crash = await round({ session: sessionOf(await launchAviator()), stake: 1 });
    expect(crash.status).toBe(400);
    expect(crash.body.data.fields).toEqual({ cashOut: 'Choose the multiplier to cash out at.' });
    expect(await balance()).toBe(1500);
  });

  it('refuses malformed rounds, changing nothing', async () => {
    const session = sessionOf(await launchSlot());
    for (const bad of [
      { session, stake: 0 },
      { session, stake: -5 },
      { session, stake: 1.005 },
      { session, stake: 5000 },
      { session, stake: '5' },
      { session },
      { stake: 1 },
      { session, stake: 1, extra: true },
      { session: sessionOf(await launchAviator()), stake: 1, cashOut: 1 },
    ]) {
      const response = await round(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.success).toBe(false);
    }
    expect(await balance()).toBe(1500);
  });

  it("plays only with a live game session: not the player's token, and not after logout", async () => {
    expect((await round({ session: player, stake: 1 })).status).toBe(401);
    const session = sessionOf(await launchSlot());
    expect((await round({ session, stake: 1 })).body.success).toBe(true);
    await t.call('/api/auth/logout', { token: player });
    const ended = await round({ session, stake: 1 }, 'tr');
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Bu oyun oturumu sona erdi. Lütfen oyunu lobiden yeniden açın.');
    expect(await (await fetch(`${t.url}/games/play?session=${session}`)).text()).not.toContain('id="play"');
  });

  it('lets a page in a sandboxed frame (origin null) play across origins', async () => {
    const session = sessionOf(await launchSlot());
    const preflight = await fetch(`${t.url}/games/api/round`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('null');
    const played = await t.call('/games/api/round', { body: { session, stake: 1 }, headers: { origin: 'null' } });
    expect(played.headers.get('access-control-allow-origin')).toBe('null');
    expect(played.body.success).toBe(true);
  });
});

describe('the game origin', () => {
  it('is configurable, {port} standing for the port the sandbox listens on', async () => {
    const other = await startTestSandbox({ gameOrigin: 'http://localhost:{port}' });
    try {
      const token = await other.login('demouser', 'demo12345');
      const url = (await other.call('/api/casino/dtlaunchurl', { token, body: { code: 'dgt_10101' } })).body.data as string;
      expect(url.startsWith(`http://localhost:${other.sandbox.port}/games/play?session=`)).toBe(true);
      const page = await fetch(url.replace('localhost', '127.0.0.1'));
      expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' http://localhost:${other.sandbox.port}`);
    } finally {
      await other.close();
    }
  });
});
