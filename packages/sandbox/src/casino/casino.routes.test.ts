import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';
import type { GameView } from './casino.views.ts';

let t: TestSandbox;
let anonymous: string;
beforeAll(async () => {
  t = await startTestSandbox();
  anonymous = await t.anonymousToken();
});
afterAll(() => t.close());

type Game = GameView;

const categoryGames = async (systemCategory: unknown, token = anonymous) =>
  t.call('/api/casino/categorygames', { token, body: { systemCategory }, locale: 'en' });

const search = async (body: unknown) => t.call('/api/casino/games', { token: anonymous, body, locale: 'en' });
const names = (groups: { games: Game[] }[]): string[] => groups.flatMap((group) => group.games.map((game) => game.name));

describe('POST /api/casino/categorygames', () => {
  it("answers a category's games with every field the lobby shows, for guests too", async () => {
    const { status, body } = await categoryGames([3]);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const games = body.data as Game[];
    expect(games.length).toBeGreaterThan(80);
    for (const game of games) {
      expect(game).toEqual({
        gameCode: expect.any(String),
        name: expect.any(String),
        providerName: expect.any(String),
        mainProviderId: expect.any(Number),
        system: game.mainProviderId === 7 ? expect.any(Number) : null,
        productId: game.mainProviderId === 3 ? expect.any(Number) : null,
        systemCategory: expect.any(Number),
        imageUrl: game.imageUrl === null ? null : `/api/casino/art/game/${game.gameCode}.svg`,
        providerImageUrl: `/api/casino/art/provider/${game.mainProviderId}.svg`,
      });
    }
    expect(games.some((game) => game.imageUrl === null)).toBe(true);
    expect(new Set(games.map((game) => game.mainProviderId)).size).toBe(7);
  });

  it('gathers several categories, each game once, and keeps to them', async () => {
    const roulette = (await categoryGames([7])).body.data as Game[];
    const blackjack = (await categoryGames([8])).body.data as Game[];
    const both = (await categoryGames([7, 8, 7])).body.data as Game[];
    expect(both.map((game) => game.gameCode).sort()).toEqual([...roulette, ...blackjack].map((game) => game.gameCode).sort());
    expect(roulette.every((game) => /roulette|rulet/i.test(game.name))).toBe(true);
  });

  it('lists Aviator among the crash games, as its own category', async () => {
    const crash = (await categoryGames(['10'])).body.data as Game[];
    expect(crash).toContainEqual(expect.objectContaining({ name: 'Aviator', systemCategory: 10, mainProviderId: 6 }));
  });

  it('refuses an unknown category and malformed lists, changing nothing', async () => {
    expect((await categoryGames([6, 99])).body).toEqual({ success: false, message: 'There is no casino category 99.', data: null });
    for (const bad of [[], 'slot', [0], [1.5], null]) {
      const response = await categoryGames(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(Object.keys(response.body.data.fields)[0]).toMatch(/^systemCategory/);
    }
    expect((await t.call('/api/casino/categorygames', { body: { systemCategory: [1] } })).status).toBe(401);
  });
});

describe('POST /api/casino/games', () => {
  it('groups matches by provider, the group of a name starting with the text first', async () => {
    const { body } = await search({ search: 'roulette' });
    expect(body.success).toBe(true);
    for (const group of body.data) {
      expect(group).toEqual({ providerName: expect.any(String), games: expect.any(Array) });
      for (const game of group.games) expect(game.providerName).toBe(group.providerName);
    }
    expect(names(body.data).every((name) => /roulette/i.test(name))).toBe(true);
    expect(new Set(body.data.map((group: { providerName: string }) => group.providerName)).size).toBe(body.data.length);
  });

  it('opens Aviator first for the menu: Aviator, not live', async () => {
    const { body } = await search({ search: 'Aviator', live: false });
    expect(body.data[0].games[0]).toMatchObject({ name: 'Aviator', gameCode: 'spb_aviator' });
  });

  it('matches the Turkish way: ş and S, İ and i, ı and I, whatever the case', async () => {
    for (const text of ['şans', 'SANS', 'Şans', 'sans çarkı', 'ŞANS ÇARKI']) {
      expect(names((await search({ search: text })).body.data), text).toEqual(['Şans Çarkı TV']);
    }
    for (const text of ['istanbul', 'İSTANBUL', 'ISTANBUL', 'ıstanbul', 'İstanbul']) {
      expect(names((await search({ search: text })).body.data), text).toEqual(['İstanbul Rulet']);
    }
    expect(names((await search({ search: 'TOPKAPI' })).body.data)).toEqual(['Topkapı Treasures']);
    expect(names((await search({ search: 'seker' })).body.data)).toEqual(['Şeker Patlaması']);
  });

  it('narrows to live games or the others with live', async () => {
    const live = names((await search({ search: 'rulet', live: true })).body.data);
    expect(live).toEqual(expect.arrayContaining(['Türkçe Rulet', 'İstanbul Rulet']));
    expect(names((await search({ search: 'rulet', live: false })).body.data)).toEqual([]);
    expect(names((await search({ search: 'aviator', live: true })).body.data)).toEqual([]);
  });

  it("finds a provider's games by its name, and nothing for a text nothing has", async () => {
    const egt = (await search({ search: 'egt digital' })).body.data;
    expect(egt).toHaveLength(1);
    expect(egt[0].providerName).toBe('Egt Digital');
    expect(egt[0].games.length).toBeGreaterThan(20);
    expect((await search({ search: 'zzzqqq' })).body).toEqual({ success: true, message: '', data: [] });
  });

  it('refuses malformed searches', async () => {
    for (const bad of [{}, { search: 5 }, { search: 'x'.repeat(51) }, { search: 'a', live: 'yes' }]) {
      const response = await search(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });
});

describe('favourite games', () => {
  let player: string;
  beforeEach(async () => {
    await t.call('/__test/reset', { body: {} });
    anonymous = await t.anonymousToken();
    player = await t.login('demouser', 'demo12345');
  });

  const toggle = (body: unknown, locale = 'en', token = player) => t.call('/api/casino/togglefavorite', { token, body, locale });
  const favourites = async (token = player) => (await t.call('/api/casino/favorites', { token })).body;

  it('adds and removes with the spec’s messages, and lists the latest first', async () => {
    expect((await favourites()).data).toEqual([]);
    expect((await toggle({ code: 'spb_aviator', providerId: 6 })).body).toEqual({ success: true, message: 'Added to favorites', data: { isFavorite: true } });
    expect((await toggle({ code: '2001', providerId: 5 }, 'tr')).body).toEqual({ success: true, message: 'Favorilere eklendi', data: { isFavorite: true } });
    const listed = (await favourites()).data as Game[];
    expect(listed.map((game) => game.gameCode)).toEqual(['2001', 'spb_aviator']);
    expect(listed[1]).toMatchObject({ name: 'Aviator', providerName: 'Hub88', imageUrl: '/api/casino/art/game/spb_aviator.svg' });
    expect((await toggle({ code: 'spb_aviator', providerId: 6 })).body).toEqual({ success: true, message: 'Removed from favorites', data: { isFavorite: false } });
    expect((await toggle({ code: '2001', providerId: 5 }, 'tr')).body.message).toBe('Favorilerden çıkarıldı');
    expect((await favourites()).data).toEqual([]);
  });

  it("keeps each player's own, across logins", async () => {
    await toggle({ code: 'spb_aviator', providerId: 6 });
    const vip = await t.login('vipuser', 'demo12345');
    expect((await favourites(vip)).data).toEqual([]);
    const again = await t.login('demouser', 'demo12345');
    expect(((await favourites(again)).data as Game[]).map((game) => game.gameCode)).toEqual(['spb_aviator']);
  });

  it('needs a login: guests get a 401 and nothing is stored', async () => {
    const guest = await toggle({ code: 'spb_aviator', providerId: 6 }, 'en', anonymous);
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ success: false, message: 'Please login first', data: null });
    expect((await t.call('/api/casino/favorites', { token: anonymous })).status).toBe(401);
    expect((await favourites()).data).toEqual([]);
  });

  it('refuses unknown games, wrong or unknown providers and malformed bodies, changing nothing', async () => {
    expect((await toggle({ code: 'no_such_game', providerId: 6 })).body).toEqual({ success: false, message: 'There is no game no_such_game.', data: null });
    expect((await toggle({ code: 'spb_aviator', providerId: 2 })).body).toEqual({ success: false, message: 'Game spb_aviator is not a Pragmatic Play game.', data: null });
    expect((await toggle({ code: 'spb_aviator', providerId: 9 })).body).toEqual({ success: false, message: 'There is no game provider 9.', data: null });
    for (const bad of [{}, { code: 'spb_aviator' }, { code: '', providerId: 6 }, { code: 'spb_aviator', providerId: 'six' }, { code: 7, providerId: 6 }]) {
      const response = await toggle(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.success).toBe(false);
    }
    expect((await favourites()).data).toEqual([]);
  });
});

describe('jackpots', () => {
  interface Card {
    instanceName: string;
    levelStats: { level: number; amount: number }[];
    currentLevelI: number;
  }
  /** The SDK's rule, restated from the spec: the two names, exactly 4 levels, no 14000 sentinel. */
  const shown = (cards: Card[]) =>
    cards.filter((card) => ['Clover Chance', 'High Cash'].includes(card.instanceName) && card.levelStats.length === 4 && card.currentLevelI !== 14000);

  it('EGT’s feed (casino/eqyptquest) has the two cards, and a sentinel, a short and a foreign card ahead of them', async () => {
    const { body } = await t.call('/api/casino/eqyptquest', { token: anonymous });
    expect(body.success).toBe(true);
    const cards = body.data as Card[];
    expect(cards.map((card) => [card.instanceName, card.levelStats.length, card.currentLevelI === 14000])).toEqual([
      ['High Cash', 4, true],
      ['High Cash', 4, false],
      ['Clover Chance', 3, false],
      ['Egypt Quest', 4, false],
      ['Clover Chance', 4, false],
    ]);
    expect(shown(cards).map((card) => card.instanceName)).toEqual(['High Cash', 'Clover Chance']);
    for (const card of shown(cards)) {
      expect(card.levelStats.map((stat) => stat.level)).toEqual([1, 2, 3, 4]);
      expect(card.levelStats.every((stat) => stat.amount > 0)).toBe(true);
      expect(card.currentLevelI).toBeGreaterThanOrEqual(0);
      expect(card.currentLevelI).toBeLessThan(4);
    }
  });

  it('the bootstrap carries the same feed and every jackpot of the casino', async () => {
    const { body } = await t.call('/api/cms/grouped', { token: anonymous });
    expect(body.data.egtJackpotCards.map((card: Card) => card.instanceName)).toEqual(['High Cash', 'High Cash', 'Clover Chance', 'Egypt Quest', 'Clover Chance']);
    expect(body.data.jackpotCards.map((card: Card) => card.instanceName)).toEqual(['Clover Chance', 'High Cash', 'Jackpot Cards', 'Bell Link']);
    expect(shown(body.data.jackpotCards)).toHaveLength(2);
  });

  it("grow as the sandbox's clock moves", async () => {
    await t.call('/__test/clock', { body: { freeze: true } });
    try {
      const pots = async () => shown((await t.call('/api/casino/eqyptquest', { token: anonymous })).body.data).map((card) => card.levelStats[3]?.amount ?? 0);
      const before = await pots();
      expect(await pots()).toEqual(before);
      await t.call('/__test/clock', { body: { advanceMinutes: 5 } });
      const after = await pots();
      after.forEach((amount, index) => expect(amount).toBeGreaterThan(before[index] ?? Infinity));
    } finally {
      await t.call('/__test/clock', { body: { freeze: false } });
    }
  });
});
