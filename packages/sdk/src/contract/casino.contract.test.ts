import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bootstrapSchema, jackpotCardSchema } from '../bootstrap/bootstrap.schema';
import {
  categoryGamesSchema,
  favouriteGamesSchema,
  gameSearchSchema,
  launchSchema,
  toggleFavouriteSchema,
  type Game,
} from '../casino/casino.schema';
import { isFavouriteGame, toggleFavouriteGamePayload } from '../casino/gameFavourite.calc';
import { LaunchProvider, launchProviderOf, launchRequest, launchTarget } from '../casino/gameLaunch.calc';
import { decodeGameRoute, encodeGameRoute } from '../casino/gameRoute.calc';
import { JACKPOT_CARD_NAMES, jackpotCards } from '../casino/jackpot.calc';
import { read } from './contract.read';
import { useContractSandbox } from './contract.sandbox';

// The operator's casino, read with the SDK's own schemas and driven by the SDK's own rules (launch
// payloads, favourite payloads, jackpot rules): what the SDK sends, the back end takes, and what
// the back end answers, the SDK reads.

// The operator trusts the site the launches name as their lobby.
const sandbox = useContractSandbox({ trustedOrigins: ['https://oyna.example'] });
let guest: string;
let player: string;

async function call(path: string, { body, token = guest, locale = 'en' }: { body?: unknown; token?: string; locale?: string } = {}) {
  const response = await fetch(`${sandbox.url()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': locale },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; message: string; data: unknown };
}

async function data(path: string, options?: Parameters<typeof call>[1]) {
  const envelope = await call(path, options);
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.data;
}

beforeAll(async () => {
  guest = (await (await fetch(`${sandbox.url()}/api/auth/token`)).json()).data as string;
  player = ((await data('auth/login', { body: { username: 'demouser', password: 'demo12345' } })) as { token: string }).token;
});

/** An image address from an answer, fetched as the site's `<img>` would (through its proxy: same path). */
async function expectImage(path: string) {
  const response = await fetch(new URL(path, sandbox.url()));
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/);
}

async function lobbyGames(): Promise<Game[]> {
  const bootstrap = read(bootstrapSchema, await data('cms/grouped'));
  const games = new Map<string, Game>();
  for (const category of bootstrap.casinoCategoryList) {
    const listed = read(categoryGamesSchema, await data('casino/categorygames', { body: { systemCategory: [category.id] } }));
    expect(listed.length, category.name).toBeGreaterThan(0);
    for (const game of listed) games.set(game.gameCode, game);
  }
  return [...games.values()];
}

describe('the casino catalogue', () => {
  it('every lobby category has games the SDK reads, with artwork or a provider image that loads', async () => {
    const games = await lobbyGames();
    expect(games.length).toBeGreaterThan(150);
    const withoutArt = games.filter((game) => game.imageUrl === null);
    expect(withoutArt.length).toBeGreaterThan(0);
    for (const game of [...games.slice(0, 5), ...withoutArt.slice(0, 2)]) {
      if (game.imageUrl) await expectImage(game.imageUrl);
      await expectImage(game.providerImageUrl ?? '');
    }
    for (const provider of Object.values(LaunchProvider)) {
      expect(games.some((game) => launchProviderOf(game) === provider), provider).toBe(true);
    }
  });

  it('search answers groups the SDK reads; Aviator (not live) comes first', async () => {
    const groups = read(gameSearchSchema, await data('casino/games', { body: { search: 'Aviator', live: false } }));
    expect(groups.flatMap((group) => group.games)[0]?.name).toBe('Aviator');
    const turkish = read(gameSearchSchema, await data('casino/games', { body: { search: 'ISTANBUL', live: true } }));
    expect(turkish.flatMap((group) => group.games).map((game) => game.name)).toEqual(['İstanbul Rulet']);
  });

  it('a game survives the play route: base64 of its JSON and back', async () => {
    const games = await lobbyGames();
    for (const game of games.filter((entry) => /[^\x00-\x7f]/.test(entry.name))) {
      expect(decodeGameRoute(encodeGameRoute(game))).toEqual(game);
    }
  });
});

describe('favourite games', () => {
  it("the SDK's toggle payload adds and removes, and the favourites list holds the game", async () => {
    const [game] = read(gameSearchSchema, await data('casino/games', { body: { search: 'Aviator', live: false } }))[0]?.games ?? [];
    if (!game) throw new Error('no Aviator');
    const added = await call('casino/togglefavorite', { body: toggleFavouriteGamePayload(game), token: player });
    expect(added.message).toBe('Added to favorites');
    expect(read(toggleFavouriteSchema, added.data)).toEqual({ isFavorite: true });
    const favourites = read(favouriteGamesSchema, await data('casino/favorites', { token: player }));
    expect(isFavouriteGame(game.gameCode, favourites.map((favourite) => favourite.gameCode))).toBe(true);
    const removed = await call('casino/togglefavorite', { body: toggleFavouriteGamePayload(game), token: player });
    expect(removed.message).toBe('Removed from favorites');
    expect(read(toggleFavouriteSchema, removed.data)).toEqual({ isFavorite: false });
  });
});

describe('game launch', () => {
  it.each([false, true])("the SDK's payload for every provider opens the game (mobile: %s)", async (isMobile) => {
    const games = await lobbyGames();
    for (const provider of Object.values(LaunchProvider)) {
      const game = games.find((entry) => launchProviderOf(entry) === provider);
      if (!game) throw new Error(`no game of ${provider}`);
      const { path, body } = launchRequest(provider, game, { isMobile, language: 'tr', lobbyUrl: 'https://oyna.example/casino/slot' });
      const target = launchTarget(read(launchSchema, await data(path, { body, token: player })));
      expect(target.kind, provider).toBe(provider === LaunchProvider.SoftGamings ? 'html' : 'url');
      if (target.kind === 'url') expect(new URL(target.url).origin).toBe(sandbox.url());
      else expect(target.html).toContain('<script>');
    }
  });

  it('a guest is refused with a 401', async () => {
    const response = await fetch(`${sandbox.url()}/api/casino/dtlaunchurl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest}` },
      body: JSON.stringify({ code: 'dgt_10101' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('jackpots', () => {
  it('EGT’s feed and the bootstrap give the two cards the SDK shows, with artwork that loads', async () => {
    const feed = jackpotCards(read(z.array(jackpotCardSchema), await data('casino/eqyptquest')));
    const bootstrap = read(bootstrapSchema, await data('cms/grouped'));
    for (const cards of [feed, jackpotCards(bootstrap.egtJackpotCards), jackpotCards(bootstrap.jackpotCards)]) {
      expect(cards.map((card) => card.instanceName)).toEqual([...JACKPOT_CARD_NAMES]);
      for (const card of cards) {
        expect(card.levelStats).toHaveLength(4);
        await expectImage(card.background);
        await expectImage(card.logo);
      }
    }
  });
});
