import type { Bootstrap } from '../bootstrap/bootstrap.schema';

/** A lobby tab of the bootstrap's `casinoCategoryList`. */
export type CasinoCategory = Bootstrap['casinoCategoryList'][number];

/** The four casino lobby pages of the spec. */
export const Lobby = {
  slots: 'slots',
  liveCasino: 'liveCasino',
  bingo: 'bingo',
  tvBets: 'tvBets',
} as const;
export type Lobby = (typeof Lobby)[keyof typeof Lobby];

/**
 * The slug of each lobby: the last part of its route. A category names the lobbies it appears in by
 * these slugs in its `slugList` (the spec leaves `slugList` unexplained; the sandbox README says so).
 */
export const LOBBY_SLUGS: Readonly<Record<Lobby, string>> = {
  slots: 'slot',
  liveCasino: 'live',
  bingo: 'popular-games',
  tvBets: 'tvbets',
};

/** Whether a category appears in a lobby; one category may appear in several. */
export const inLobby = (category: Pick<CasinoCategory, 'slugList'>, lobby: Lobby): boolean =>
  category.slugList.some((slug) => slug.toLowerCase() === LOBBY_SLUGS[lobby]);

/** The categories of one lobby, in the bootstrap's order. */
export const lobbyCategories = (categories: readonly CasinoCategory[], lobby: Lobby): CasinoCategory[] =>
  categories.filter((category) => inLobby(category, lobby));

/** The search of a lobby asks for live games only on the live casino page. */
export const searchesLive = (lobby: Lobby): boolean => lobby === Lobby.liveCasino;

