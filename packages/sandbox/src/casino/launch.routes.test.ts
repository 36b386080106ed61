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

const LOBBY = 'https://oyna.example/casino/slot';

/** Each provider's call with a game of its own and exactly the spec's payload. */
const PROVIDERS = [
  { provider: 'Digitain', id: 1, path: 'dtlaunchurl', body: { code: 'dgt_10101' }, name: 'Golden Galleon', answer: 'url' },
  { provider: 'Pragmatic Play', id: 2, path: 'pragmaticlaunchurl', body: { code: 'vs25candycascade' }, name: 'Candy Cascade', answer: 'url' },
  { provider: 'EveryMatrix', id: 3, path: 'emlaunchurl', body: { code: '41008', productId: 27 }, name: 'Vikings Voyage', answer: 'url' },
  { provider: 'Amusnet', id: 4, path: 'amusnetlaunchurl', body: { code: '801', isMobile: true }, name: 'Flaming Hot 40', answer: 'url' },
  {
    provider: 'Egt Digital',
    id: 5,
    path: 'egtlaunchurl',
    body: { platform: 2, gameCode: '2001', language: 'en', lobbyUrl: LOBBY },
    name: 'Clover Chance Fruits',
    answer: 'url',
  },
  {
    provider: 'Hub88',
    id: 6,
    path: 'hub88launchurl',
    body: { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: LOBBY },
    name: 'Aviator',
    answer: 'url',
  },
  { provider: 'SoftGamings', id: 7, path: 'softgamingslaunchurl', body: { system: 944, pageCode: 'SansCarkiTv', isMobile: 0 }, name: 'Şans Çarkı TV', answer: 'html' },
] as const;

const launch = (path: string, body: unknown, token = player, locale = 'en') =>
  t.call(`/api/casino/${path}`, { token, body, locale });

/** The game address in a launch answer: the URL itself, or the one the HTML page opens. */
function playUrl(answer: string): URL {
  if (answer.startsWith('http')) return new URL(answer);
  const link = /<a id="oyna-game" href="([^"]+)"/.exec(answer)?.[1] ?? '';
  return new URL(link.replace(/&#38;/g, '&'));
}

describe.each(PROVIDERS)('POST /api/casino/$path ($provider)', ({ id, path, body, name, answer }) => {
  it('answers the address of a playable demo game on the sandbox’s own origin', async () => {
    const response = await launch(path, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: '' });
    const data = response.body.data as string;
    if (answer === 'url') {
      expect(data).toMatch(new RegExp(`^${t.url}/games/play\\?session=[A-Za-z0-9_-]{40,}$`));
    } else {
      expect(data).toMatch(/^<!doctype html>/);
      expect(data).toContain('<script>');
      expect(data).toMatch(/<meta http-equiv="refresh" content="0;url=http:\/\/127\.0\.0\.1:\d+\/games\/play\?session=/);
    }
    const page = await fetch(playUrl(data));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${name.replace(/&/g, '&#38;')}</h1>`);
    expect(html).toContain('id="exit"');
    expect(html).not.toContain(player);
  });

  it('needs a login: a guest gets a 401 and no game', async () => {
    const guest = await launch(path, body, await t.anonymousToken());
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ success: false, message: 'Please login first', data: null });
    expect((await launch(path, body, '')).status).toBe(401);
  });

  it('fails with a message while the test hook says so, and works again after', async () => {
    const hook = await t.call('/__test/casino/launch-failure', { body: { provider: id, fail: true }, locale: 'en' });
    expect(hook.body).toMatchObject({ success: true, data: { providerId: id, fail: true } });
    const failed = await launch(path, body);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ success: false, message: expect.stringMatching(/could not start the game right now/), data: null });
    const others = PROVIDERS.filter((other) => other.id !== id);
    for (const other of others) expect((await launch(other.path, other.body)).body.success, other.provider).toBe(true);
    await t.call('/__test/casino/launch-failure', { body: { provider: id, fail: false } });
    expect((await launch(path, body)).body.success).toBe(true);
  });

  it("refuses another provider's game and an unknown code", async () => {
    const codeField = 'code' in body ? 'code' : 'gameCode' in body ? 'gameCode' : 'pageCode';
    const foreign = PROVIDERS.find((other) => other.id !== id)!;
    const foreignCode = Object.values(foreign.body).find((value) => typeof value === 'string' && value !== LOBBY && value.length > 2) as string;
    const wrong = await launch(path, { ...body, [codeField]: foreignCode });
    expect(wrong.body).toEqual({ success: false, message: `Game ${foreignCode} is not a ${PROVIDERS.find((p) => p.id === id)!.provider} game.`, data: null });
    const unknown = await launch(path, { ...body, [codeField]: 'no_such_game' });
    expect(unknown.body).toEqual({ success: false, message: 'There is no game no_such_game.', data: null });
  });

  it('takes exactly the spec’s fields: one more, one less or one of a wrong type is a 400', async () => {
    const cases: unknown[] = [{ ...body, extra: 1 }, {}, 'code', null];
    for (const key of Object.keys(body)) {
      const { [key]: _dropped, ...missing } = body as Record<string, unknown>;
      cases.push(missing, { ...body, [key]: { nested: true } });
    }
    for (const bad of cases) {
      const response = await launch(path, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).not.toBe('');
    }
  });
});

describe('the launch payloads, field by field', () => {
  it.each([
    ['amusnetlaunchurl', { code: '801', isMobile: 1 }, 'isMobile'],
    ['softgamingslaunchurl', { system: 944, pageCode: 'SansCarkiTv', isMobile: true }, 'isMobile'],
    ['softgamingslaunchurl', { system: 944, pageCode: 'SansCarkiTv', isMobile: 2 }, 'isMobile'],
    ['egtlaunchurl', { platform: 3, gameCode: '2001', language: 'en', lobbyUrl: LOBBY }, 'platform'],
    ['egtlaunchurl', { platform: '1', gameCode: '2001', language: 'en', lobbyUrl: LOBBY }, 'platform'],
    ['egtlaunchurl', { platform: 1, gameCode: '2001', language: 'english', lobbyUrl: LOBBY }, 'language'],
    ['hub88launchurl', { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: '/casino/slot' }, 'lobbyUrl'],
    ['hub88launchurl', { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: 'javascript:alert(1)' }, 'lobbyUrl'],
    ['hub88launchurl', { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: 'https://evil.example/casino/slot' }, 'lobbyUrl'],
    ['hub88launchurl', { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: 'https://user:pw@oyna.example/casino/slot' }, 'lobbyUrl'],
    ['egtlaunchurl', { platform: 1, gameCode: '2001', language: 'en', lobbyUrl: 'https://oyna.example.evil.example/' }, 'lobbyUrl'],
    ['emlaunchurl', { code: '41008', productId: 'twenty-seven' }, 'productId'],
    ['dtlaunchurl', { code: '' }, 'code'],
  ])('%s refuses %j (field %s)', async (path, body, field) => {
    const response = await launch(path, body);
    expect(response.status).toBe(400);
    expect(response.body.data.fields).toHaveProperty(field);
  });

  it('takes a lobby on the site the launch came through, as its proxy names it', async () => {
    const body = { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: 'https://site.example/casino/slot' };
    const through = await t.call('/api/casino/hub88launchurl', {
      token: player,
      body,
      headers: { 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' },
    });
    expect(through.body.success).toBe(true);
    const direct = await launch('hub88launchurl', body);
    expect(direct.status).toBe(400);
    expect(direct.body.data.fields).toEqual({ lobbyUrl: 'The lobby address must be on this site.' });
  });

  it('with the site origins configured, takes a lobby only there or on a trusted origin, whatever host the request names', async () => {
    const configured = await startTestSandbox({ trustedOrigins: ['https://partner.example'], siteOrigins: ['https://oyna.example'] });
    try {
      await configured.call('/__test/reset', { body: {} });
      const token = await configured.login('demouser', 'demo12345');
      const launchAt = (lobbyUrl: string, headers: Record<string, string> = {}) =>
        configured.call('/api/casino/hub88launchurl', { token, locale: 'en', body: { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl }, headers });
      expect((await launchAt('https://oyna.example/casino/slot')).body.success).toBe(true);
      expect((await launchAt('https://partner.example/casino')).body.success).toBe(true);
      const claims: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
      for (const headers of claims) {
        const answer = await launchAt('https://evil.example/phish', headers);
        expect(answer.status, JSON.stringify(headers)).toBe(400);
        expect(answer.body.data.fields).toEqual({ lobbyUrl: 'The lobby address must be on this site.' });
      }
    } finally {
      await configured.close();
    }
  });

  it('EveryMatrix and SoftGamings games open only with their own product or system', async () => {
    expect((await launch('emlaunchurl', { code: '41008', productId: '27' })).body.success).toBe(true);
    expect((await launch('emlaunchurl', { code: '41008', productId: 12 })).body).toEqual({ success: false, message: 'Game 41008 is not in product 12.', data: null });
    expect((await launch('softgamingslaunchurl', { system: '944', pageCode: 'SansCarkiTv', isMobile: 1 })).body.success).toBe(true);
    expect((await launch('softgamingslaunchurl', { system: 998, pageCode: 'SansCarkiTv', isMobile: 1 })).body).toEqual({
      success: false,
      message: 'Game SansCarkiTv is not in system 998.',
      data: null,
    });
  });

  it("answers failures in the request's language", async () => {
    expect((await launch('dtlaunchurl', { code: 'no_such_game' }, player, 'tr')).body.message).toBe('no_such_game kodlu bir oyun yok.');
    await t.call('/__test/casino/launch-failure', { body: { provider: 'amusnet', fail: true } });
    expect((await launch('amusnetlaunchurl', { code: '801', isMobile: false }, player, 'tr')).body.message).toBe(
      'Amusnet oyunu şu anda başlatamadı. Lütfen daha sonra tekrar deneyin.',
    );
  });

  it('games play in the language the payload names (Egt Digital, Hub88), else the request’s', async () => {
    const en = await launch('egtlaunchurl', { platform: 1, gameCode: '2001', language: 'en', lobbyUrl: LOBBY }, player, 'tr');
    expect(await (await fetch(en.body.data)).text()).toContain('<html lang="en">');
    const tr = await launch('dtlaunchurl', { code: 'dgt_10101' }, player, 'tr');
    expect(await (await fetch(tr.body.data)).text()).toContain('<html lang="tr">');
  });
});

describe('POST /__test/casino/launch-failure', () => {
  it('names providers by id or name, and refuses others', async () => {
    expect((await t.call('/__test/casino/launch-failure', { body: { provider: 'Egt Digital', fail: true } })).body.data).toEqual({ providerId: 5, providerName: 'Egt Digital', fail: true });
    expect((await t.call('/__test/casino/launch-failure', { body: { provider: 'SOFTGAMINGS', fail: true } })).body.data.providerId).toBe(7);
    expect((await t.call('/__test/casino/launch-failure', { body: { provider: 8, fail: true }, locale: 'en' })).body).toEqual({ success: false, message: 'There is no game provider 8.', data: null });
    expect((await t.call('/__test/casino/launch-failure', { body: { provider: 1 } })).status).toBe(400);
  });

  it('is undone by a reset', async () => {
    await t.call('/__test/casino/launch-failure', { body: { provider: 1, fail: true } });
    expect((await launch('dtlaunchurl', { code: 'dgt_10101' })).body.success).toBe(false);
    await t.call('/__test/reset', { body: {} });
    player = await t.login('demouser', 'demo12345');
    expect((await launch('dtlaunchurl', { code: 'dgt_10101' })).body.success).toBe(true);
  });
});
