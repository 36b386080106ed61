import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/oyna.errors';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { API, envelope, useFakeApi } from '../test/fakeApi';
import { TEST_ORIGIN } from '../test/testPlatform';
import { allTasks, createTestClient, loggedInClient } from '../test/testClient';
import { until } from '../test/until';
import { GameLaunchError } from './casino.errors';
import { casinoBootstrap, providerGames } from './casino.fixtures';
import { casinoOf } from './casino.store';

const api = useFakeApi();
const { http, HttpResponse } = api;
const bodyOf = async (request: Request) => JSON.parse(await request.text()) as Record<string, unknown>;

function casinoFor(harness: ReturnType<typeof createTestClient>) {
  api.server.use(http.get(`${API}casino/favorites`, () => HttpResponse.json(envelope([]))));
  bootstrapOf(harness.client).seed(casinoBootstrap());
  return casinoOf(harness.client);
}

describe('casino catalogue', () => {
  it('takes the lobby categories from the bootstrap', () => {
    const casino = casinoFor(createTestClient());
    expect(casino.$categories.get().map((category) => category.name)).toEqual([
      'Popüler', 'Slot', 'Canlı Casino', 'Canlı Şovlar', 'TV Oyunları', 'Tombala',
    ]);
  });

  it('loads a category’s games once, when first shown, and keeps them', async () => {
    api.server.use(
      http.post(`${API}casino/categorygames`, async ({ request }) => {
        const { systemCategory } = (await bodyOf(request)) as { systemCategory: number[] };
        return HttpResponse.json(envelope(systemCategory[0] === 3 ? [providerGames.pragmatic, providerGames.egt] : []));
      }),
    );
    const casino = casinoFor(createTestClient());
    const slots = casino.categoryGames(3);
    expect(slots.get()).toEqual({ status: 'idle' });

    const stop = slots.listen(() => {});
    const again = casino.categoryGames(3).listen(() => {});
    await until(() => slots.get().status === 'ready');
    stop();
    again();
    casino.categoryGames(3).listen(() => {});
    await allTasks();

    expect(slots.get()).toMatchObject({ status: 'ready', query: 3, value: [{ name: 'Gates of Olympus' }, { name: 'Shining Crown' }] });
    expect(api.callsTo('casino/categorygames')).toHaveLength(1);
    expect(await bodyOf(api.callsTo('casino/categorygames')[0]!)).toEqual({ systemCategory: [3] });
  });

  it('shows a failed category as failed, and loads it again on request', async () => {
    let fail = true;
    api.server.use(
      http.post(`${API}casino/categorygames`, () =>
        fail ? HttpResponse.json(envelope(null, 'Katalog kapalı', false)) : HttpResponse.json(envelope([providerGames.amusnet])),
      ),
    );
    const casino = casinoFor(createTestClient());
    const list = casino.categoryGames(1);
    list.listen(() => {});
    await until(() => list.get().status === 'failed');
    expect(list.get()).toMatchObject({ error: { message: 'Katalog kapalı' } });

    fail = false;
    await casino.reloadCategory(1);
    expect(list.get()).toMatchObject({ status: 'ready', value: [{ gameCode: 'amn-40-burning' }] });
  });
});

describe('game search', () => {
  it('flattens the provider groups, asks once after the typing stops, and sends live as asked', async () => {
    api.server.use(
      http.post(`${API}casino/games`, () =>
        HttpResponse.json(
          envelope([
            { providerName: 'Hub88', games: [providerGames.hub88] },
            { providerName: 'Pragmatic Play', games: [providerGames.pragmatic] },
          ]),
        ),
      ),
    );
    const harness = createTestClient();
    const casino = casinoFor(harness);

    casino.search({ search: 'A', isLive: false });
    expect(casino.$search.get().status).toBe('idle');
    casino.search({ search: 'Av', isLive: false });
    casino.search({ search: 'Avi ', isLive: true });
    expect(casino.$search.get().status).toBe('searching');
    harness.tick(399);
    expect(api.callsTo('casino/games')).toHaveLength(0);
    harness.tick(1);
    await until(() => casino.$search.get().status === 'done');

    expect(casino.$search.get().results.map((game) => game.name)).toEqual(['Aviator', 'Gates of Olympus']);
    expect(api.callsTo('casino/games')).toHaveLength(1);
    expect(await bodyOf(api.callsTo('casino/games')[0]!)).toEqual({ search: 'Avi', live: true });
  });

  it('treats a failed search as no result, silently', async () => {
    api.server.use(http.post(`${API}casino/games`, () => HttpResponse.json(envelope(null, 'Arama kapalı', false), { status: 500 })));
    const harness = createTestClient();
    const casino = casinoFor(harness);

    casino.search({ search: 'Gates', isLive: false });
    harness.tick(400);
    await until(() => casino.$search.get().status === 'done');
    expect(casino.$search.get().results).toEqual([]);
    await expect(casino.findGames({ search: 'Gates', isLive: false })).resolves.toEqual([]);
    await expect(casino.openGameBySearch({ search: 'Aviator', isLive: false })).resolves.toBeNull();
  });

  it('opens the first game a menu item’s search finds', async () => {
    api.server.use(
      http.post(`${API}casino/games`, () =>
        HttpResponse.json(envelope([{ providerName: 'Hub88', games: [providerGames.hub88, providerGames.pragmatic] }])),
      ),
    );
    const casino = casinoFor(createTestClient());
    await expect(casino.openGameBySearch({ search: 'Aviator', isLive: false })).resolves.toMatchObject({ name: 'Aviator' });
    expect(await bodyOf(api.callsTo('casino/games')[0]!)).toEqual({ search: 'Aviator', live: false });
  });
});

describe('game launch', () => {
  const LOBBY = `${TEST_ORIGIN}/casino/slot`;
  // The spec's seven launch calls, each with exactly its payload, on a desktop and on a phone.
  const table = [
    ['digitain', 'casino/dtlaunchurl', { code: 'dt-fruit-boom' }, { code: 'dt-fruit-boom' }],
    ['pragmatic', 'casino/pragmaticlaunchurl', { code: 'vs20olympgate' }, { code: 'vs20olympgate' }],
    ['everyMatrix', 'casino/emlaunchurl', { code: 'em-book-of-ra', productId: 'em-17' }, { code: 'em-book-of-ra', productId: 'em-17' }],
    ['amusnet', 'casino/amusnetlaunchurl', { code: 'amn-40-burning', isMobile: false }, { code: 'amn-40-burning', isMobile: true }],
    [
      'egt', 'casino/egtlaunchurl',
      { platform: 1, gameCode: 'egt-shining-crown', language: 'tr', lobbyUrl: LOBBY },
      { platform: 2, gameCode: 'egt-shining-crown', language: 'tr', lobbyUrl: LOBBY },
    ],
    [
      'hub88', 'casino/hub88launchurl',
      { platform: 1, gameCode: 'hub-aviator', language: 'tr', lobbyUrl: LOBBY },
      { platform: 2, gameCode: 'hub-aviator', language: 'tr', lobbyUrl: LOBBY },
    ],
    [
      'softGamings', 'casino/softgamingslaunchurl',
      { system: 'evolution', pageCode: 'sg-lightning-rulet', isMobile: 0 },
      { system: 'evolution', pageCode: 'sg-lightning-rulet', isMobile: 1 },
    ],
  ] as const;

  it.each(table)('%s: POST %s with the spec’s payload', async (key, path, desktop, mobile) => {
    api.server.use(http.post(`${API}casino/:call`, () => HttpResponse.json(envelope('https://games.example/play?t=1'))));
    const casino = casinoFor(loggedInClient());
    const game = providerGames[key];

    await expect(casino.launchGame(game, { mobile: false })).resolves.toMatchObject({
      status: 'launched',
      target: { kind: 'url', url: 'https://games.example/play?t=1' },
    });
    await casino.launchGame(game, { mobile: true });

    const calls = api.requests.filter((request) => request.url.includes('launchurl'));
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual([`/api/${path}`, `/api/${path}`]);
    expect(await bodyOf(calls[0]!)).toEqual(desktop);
    expect(await bodyOf(calls[1]!)).toEqual(mobile);
  });

  it('passes the lobby the caller names and the player’s language', async () => {
    api.server.use(http.post(`${API}casino/egtlaunchurl`, () => HttpResponse.json(envelope('https://egt.example/g'))));
    const harness = loggedInClient({ locale: 'en' });
    const casino = casinoFor(harness);
    await casino.launchGame(providerGames.egt, { mobile: false, lobbyUrl: 'https://oyna.example/casino/live' });
    expect(await bodyOf(api.callsTo('casino/egtlaunchurl')[0]!)).toMatchObject({ language: 'en', lobbyUrl: 'https://oyna.example/casino/live' });
  });

  it('gives an HTML document back as such', async () => {
    const html = '<!doctype html><html><body><script>start()</script></body></html>';
    api.server.use(http.post(`${API}casino/softgamingslaunchurl`, () => HttpResponse.json(envelope(html))));
    const casino = casinoFor(loggedInClient());
    await expect(casino.launchGame(providerGames.softGamings, { mobile: true })).resolves.toMatchObject({
      status: 'launched',
      provider: 'SoftGamings',
      target: { kind: 'html', html },
    });
  });

  it.each([
    ['amusnet', true],
    ['egt', true],
    ['hub88', true],
    ['softGamings', true],
    ['digitain', false],
    ['pragmatic', false],
    ['everyMatrix', false],
  ] as const)('a refused %s launch carries the server’s message; closes the modal: %s', async (key, closes) => {
    api.server.use(http.post(`${API}casino/:call`, () => HttpResponse.json(envelope(null, 'Oyun şu an bakımda', false))));
    const casino = casinoFor(loggedInClient());
    const result = await casino.launchGame(providerGames[key], { mobile: true });
    expect(result).toMatchObject({ status: 'failed', closes });
    expect(result.status === 'failed' && result.error).toBeInstanceOf(ApiError);
    expect(result.status === 'failed' && result.error.message).toBe('Oyun şu an bakımda');
  });

  it('never asks the server for a guest, a provider without a launch call, or keeps an empty answer', async () => {
    api.server.use(http.post(`${API}casino/:call`, () => HttpResponse.json(envelope(''))));
    const guest = casinoFor(createTestClient());
    const asGuest = await guest.launchGame(providerGames.pragmatic, { mobile: false });
    expect(asGuest).toMatchObject({ status: 'failed', closes: true, error: { problem: 'loginRequired' } });
    expect(api.callsTo('launchurl')).toHaveLength(0);

    const casino = casinoFor(loggedInClient());
    const unknown = await casino.launchGame({ ...providerGames.pragmatic, mainProviderId: 99 }, { mobile: false });
    expect(unknown).toMatchObject({ status: 'failed', provider: null, closes: true, error: { problem: 'unknownProvider' } });
    expect(api.requests.filter((request) => request.url.includes('launchurl'))).toHaveLength(0);

    const empty = await casino.launchGame(providerGames.digitain, { mobile: false });
    expect(empty).toMatchObject({ status: 'failed', provider: 'Digitain', closes: false });
    expect(empty.status === 'failed' && empty.error).toBeInstanceOf(GameLaunchError);
  });
});
