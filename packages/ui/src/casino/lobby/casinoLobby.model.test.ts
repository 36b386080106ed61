import { OynaError } from '@oyna/sdk';
import { Lobby, type CasinoCategory, type Game } from '@oyna/sdk/casino';
import { describe, expect, it } from 'vitest';
import { categoryImage, gameArtwork, lobbyContent, lobbyTabs } from './casinoLobby.model';

const category = (id: number, name: string, slugList: string[], imageUrl: string | null = `/api/cms/media/icon/casino-category-${id}.svg`): CasinoCategory => ({
  id,
  name,
  slugList,
  imageUrl,
});

/** A lobby's tabs as the bootstrap lists them: the slots lobby's, then the live casino's. */
const categories: CasinoCategory[] = [
  category(1, 'Popüler', ['slot', 'popular-games']),
  category(3, 'Slot', ['slot']),
  category(5, 'Megaways', ['slot'], null),
  category(6, 'Canlı Casino', ['live']),
  category(7, 'Rulet', ['live']),
  category(8, 'Blackjack', ['live']),
  category(14, 'Canlı Şovlar', ['live', 'tvbets'], null),
];

const game = (gameCode: string, name: string, providerName: string, mainProviderId: number): Game => ({
  gameCode,
  name,
  providerName,
  mainProviderId,
  system: null,
  productId: null,
  systemCategory: 3,
  imageUrl: `/api/casino/art/game/${gameCode}.svg`,
  providerImageUrl: `/api/casino/art/provider/${mainProviderId}.svg`,
});

const games: Game[] = [
  game('dgt_10101', 'Golden Galleon', 'Digitain', 1),
  game('vs20olympusthund', 'Olympus Thunder 1000', 'Pragmatic Play', 2),
  game('spb_aviator', 'Aviator', 'Hub88', 6),
];
const idle = { query: { search: '', isLive: false }, status: 'idle', results: [] } as const;
const guestFavourites = { status: 'guest', games: [] } as const;

describe('lobby tabs', () => {
  it('offers the lobby’s categories, and My Favourites to players only', () => {
    const labels = (player: boolean) =>
      lobbyTabs({ lobby: Lobby.liveCasino, categories, player, chosen: null }).map((tab) => tab.label);
    expect(labels(false)).toEqual([{ text: 'Canlı Casino' }, { text: 'Rulet' }, { text: 'Blackjack' }, { text: 'Canlı Şovlar' }]);
    expect(labels(true).at(-1)).toEqual({ key: 'casino.favourites' });
  });

  it('selects the chosen tab, else the first', () => {
    const selected = (chosen: Parameters<typeof lobbyTabs>[0]['chosen'], player = true) =>
      lobbyTabs({ lobby: Lobby.slots, categories, player, chosen }).filter((tab) => tab.selected).map((tab) => tab.key);
    expect(selected(null)).toEqual(['category-1']);
    expect(selected({ kind: 'category', categoryId: 3 })).toEqual(['category-3']);
    expect(selected({ kind: 'favourites' })).toEqual(['favourites']);
    expect(selected({ kind: 'favourites' }, false)).toEqual(['category-1']);
    expect(selected({ kind: 'category', categoryId: 6 })).toEqual(['category-1']);
  });
});

describe('lobby content', () => {
  const tab = { kind: 'category', categoryId: 3 } as const;

  it('shows the search while one is on, whatever tab is selected', () => {
    const searching = lobbyContent({ tab, list: null, favourites: guestFavourites, search: { ...idle, query: { search: 'sul ', isLive: false }, status: 'searching' } });
    expect(searching).toEqual({ kind: 'search', query: 'sul', status: 'searching', games: [] });
    const done = lobbyContent({ tab, list: null, favourites: guestFavourites, search: { ...idle, query: { search: 'x', isLive: false }, status: 'done', results: games.slice(0, 2) } });
    expect(done).toMatchObject({ kind: 'search', status: 'done', games: games.slice(0, 2) });
  });

  it('shows a category loading, ready or failed with the server’s words', () => {
    expect(lobbyContent({ tab, list: { status: 'loading', query: 3 }, favourites: guestFavourites, search: idle })).toMatchObject({ status: 'loading' });
    expect(lobbyContent({ tab, list: { status: 'ready', query: 3, value: games }, favourites: guestFavourites, search: idle })).toMatchObject({ status: 'ready', games });
    const error = new OynaError('api', 'Katalog kapalı');
    expect(lobbyContent({ tab, list: { status: 'failed', query: 3, error }, favourites: guestFavourites, search: idle })).toMatchObject({
      status: 'failed',
      message: 'Katalog kapalı',
    });
    expect(lobbyContent({ tab: null, list: null, favourites: guestFavourites, search: idle })).toEqual({ kind: 'none' });
  });

  it('shows the favourites as they load', () => {
    const favourites = { status: 'ready', games: games.slice(0, 1) } as const;
    expect(lobbyContent({ tab: { kind: 'favourites' }, list: null, favourites, search: idle })).toMatchObject({ status: 'ready', games: games.slice(0, 1) });
    expect(lobbyContent({ tab: { kind: 'favourites' }, list: null, favourites: { status: 'loading', games: [] }, search: idle })).toMatchObject({
      status: 'loading',
    });
  });
});

describe('pictures', () => {
  it('falls back to the provider’s image', () => {
    const game = games[0]!;
    expect(gameArtwork(game)).toBe(game.imageUrl);
    expect(gameArtwork({ ...game, imageUrl: null })).toBe(game.providerImageUrl);
    expect(gameArtwork({ ...game, imageUrl: null, providerImageUrl: null })).toBeNull();
    const withoutImage = categories.find((entry) => entry.imageUrl === null)!;
    expect(categoryImage(withoutImage, games)).toBe(games[0]!.providerImageUrl);
    expect(categoryImage(withoutImage, [])).toBeNull();
    const withImage = categories[0]!;
    expect(categoryImage(withImage, games)).toBe(withImage.imageUrl);
  });
});
