import type { CasinoCategory, FavouriteGames, Game, GameList, GameSearch, Lobby } from '@oyna/sdk/casino';
import { lobbyCategories } from '@oyna/sdk/casino';
import type { MessageKey } from '@oyna/sdk/i18n';

/** What the lobby shows under its rail: a category, the player's favourites. */
export type LobbyTab = { kind: 'category'; categoryId: number } | { kind: 'favourites' };

export interface LobbyTabView {
  key: string;
  tab: LobbyTab;
  /** The category's own name, or a translation key. */
  label: { text: string } | { key: MessageKey };
  /** The tab's icon; null shows the name alone. */
  imageUrl: string | null;
  selected: boolean;
}

export interface LobbyInput {
  lobby: Lobby;
  categories: readonly CasinoCategory[];
  /** A logged-in player: the favourites tab is offered. */
  player: boolean;
  /** The tab chosen by the player, if any. */
  chosen: LobbyTab | null;
}

const sameTab = (a: LobbyTab, b: LobbyTab) =>
  a.kind === b.kind && (a.kind === 'favourites' || a.categoryId === (b as { categoryId: number }).categoryId);

/** The rail: the lobby's categories, then My Favourites for players; the chosen one (else the first) selected. */
export function lobbyTabs({ lobby, categories, player, chosen }: LobbyInput): LobbyTabView[] {
  const tabs: Omit<LobbyTabView, 'selected'>[] = lobbyCategories(categories, lobby).map((category) => ({
    key: `category-${category.id}`,
    tab: { kind: 'category', categoryId: category.id },
    label: { text: category.name },
    imageUrl: category.imageUrl,
  }));
  if (player) tabs.push({ key: 'favourites', tab: { kind: 'favourites' }, label: { key: 'casino.favourites' }, imageUrl: null });
  const selected = tabs.find((entry) => chosen && sameTab(entry.tab, chosen)) ?? tabs[0];
  return tabs.map((entry) => ({ ...entry, selected: entry === selected }));
}

/** What the grid area shows. */
export type LobbyContent =
  | { kind: 'search'; query: string; status: 'searching' | 'done'; games: readonly Game[] }
  | { kind: 'games'; tab: LobbyTab; status: 'loading' | 'ready' | 'failed'; games: readonly Game[]; message: string | null }
  /** The lobby has no categories at all. */
  | { kind: 'none' };

export interface LobbyContentInput {
  tab: LobbyTab | null;
  search: GameSearch;
  /** The selected category's list; null when a category is not selected. */
  list: GameList | null;
  favourites: FavouriteGames;
}

/** A search wins over the tabs while it is on; then the selected tab's games. */
export function lobbyContent({ tab, search, list, favourites }: LobbyContentInput): LobbyContent {
  if (search.status !== 'idle') {
    return { kind: 'search', query: search.query.search.trim(), status: search.status, games: search.status === 'done' ? search.results : [] };
  }
  if (!tab) return { kind: 'none' };
  if (tab.kind === 'favourites') {
    const status = favourites.status === 'ready' || favourites.status === 'failed' ? 'ready' : 'loading';
    return { kind: 'games', tab, status, games: favourites.games, message: null };
  }
  if (!list || list.status === 'idle' || list.status === 'loading') return { kind: 'games', tab, status: 'loading', games: [], message: null };
  if (list.status === 'failed') return { kind: 'games', tab, status: 'failed', games: [], message: list.error.message };
  return { kind: 'games', tab, status: 'ready', games: list.value, message: null };
}

/** A game's picture: its artwork, else its provider's image, else none (the tile draws its name). */
export const gameArtwork = (game: Game): string | null => game.imageUrl ?? game.providerImageUrl ?? null;

/** A category's picture: its own image, else (as the spec says) a provider's image from its games. */
export const categoryImage = (category: CasinoCategory, games: readonly Game[]): string | null =>
  category.imageUrl ?? games.find((game) => game.providerImageUrl)?.providerImageUrl ?? null;
