import type { Bootstrap } from '../bootstrap/bootstrap.schema';
import { RoutePath } from '../routes/routes';

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

/** The page of each lobby. */
export const LOBBY_PATHS: Readonly<Record<Lobby, string>> = {
  slots: RoutePath.slots,
  liveCasino: RoutePath.liveCasino,
  bingo: RoutePath.bingo,
  tvBets: RoutePath.tvBets,
};

const BINGO_SLUGS = new Set(['bingo', 'tombala']);
const TV_SLUGS = new Set(['tv-games', 'tvbets', 'tv-bets']);

/** What a catalogue slug says about its lobby; null when it says nothing (a slot lobby slug). */
function lobbyOfSlug(slug: string): Lobby | null {
  const name = slug.toLowerCase();
  if (name.startsWith('live')) return Lobby.liveCasino;
  if (BINGO_SLUGS.has(name)) return Lobby.bingo;
  if (TV_SLUGS.has(name)) return Lobby.tvBets;
  return null;
}

/**
 * The lobby a category is shown in, by the catalogue slugs it gathers (the spec does not say): live
 * slugs (`live-…`) make it live casino, `bingo` bingo, `tv-games` TV bets; the first slug that says
 * anything decides, and everything else is a slots category.
 */
export const lobbyOf = (category: Pick<CasinoCategory, 'slugList'>): Lobby =>
  category.slugList.map(lobbyOfSlug).find((lobby) => lobby !== null) ?? Lobby.slots;

/** The categories of one lobby, in the bootstrap's order. */
export const lobbyCategories = (categories: readonly CasinoCategory[], lobby: Lobby): CasinoCategory[] =>
  categories.filter((category) => lobbyOf(category) === lobby);

/** The search of a lobby asks for live games only on the live casino page. */
export const searchesLive = (lobby: Lobby): boolean => lobby === Lobby.liveCasino;

/** A lobby search worth sending: trimmed, and at least `minLength` characters. */
export const gameSearchTerm = (query: string, minLength: number): string | null => {
  const term = query.trim();
  return term.length >= minLength ? term : null;
};
