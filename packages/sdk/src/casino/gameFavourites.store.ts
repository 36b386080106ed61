import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import { asOynaError, type OynaError } from '../errors/oyna.errors';
import { onLoginChange } from '../client/onLoginChange';
import { whileObserved } from '../client/whileObserved';
import { getFavouriteGames, toggleFavouriteGame } from './casino.api';
import type { Game } from './casino.schema';
import { STAR_ADDED, STAR_REMOVED, type StarToggled } from '../favourites/favourites.calc';
import { withFavourite } from './gameFavourite.calc';

/** The player's favourite games as the server keeps them. */
export interface FavouriteGames {
  /** `guest`: nobody is logged in; `failed`: the list could not be loaded (toggles still work). */
  status: 'guest' | 'loading' | 'ready' | 'failed';
  /** Newest first. */
  games: readonly Game[];
}

/** What a click on a game's star did; `messageKey` is the toast the spec shows. */
export type FavouriteToggleResult =
  | StarToggled
  /** A guest: nothing was sent; show the login dialog. */
  | { status: 'loginRequired' }
  /** The server refused; the star is back as it was. Show the error. */
  | { status: 'refused'; error: OynaError };

export interface GameFavourites {
  readonly $favourites: ReadableAtom<FavouriteGames>;
  /** The codes of the favourite games: a game's star is lit when its code is here. */
  readonly $favouriteCodes: ReadableAtom<ReadonlySet<string>>;
  /**
   * Stars or unstars a game at once, then asks the server (one request at a time per game); a
   * refusal puts the star back. A guest gets `loginRequired` and nothing is sent.
   */
  toggleFavourite(game: Game): Promise<FavouriteToggleResult>;
  /** Reloads the list from the server (done by itself at login and after a hub reconnect). */
  reloadFavourites(): Promise<void>;
}

const GAME_FAVOURITES = Symbol('oyna.casino.favourites');

/** The server-side favourite games of the logged-in player: one per client. */
export function gameFavouritesOf(client: OynaClient): GameFavourites {
  return client.domain(GAME_FAVOURITES, createGameFavourites);
}


function createGameFavourites(client: OynaClient): GameFavourites {
  const GUEST: FavouriteGames = { status: 'guest', games: [] };
  const $favourites = atom<FavouriteGames>(GUEST);
  const $favouriteCodes = derived($favourites, (list) => new Set(list.games.map((game) => game.gameCode)));
  const pending = new Map<string, Promise<boolean | null>>();
  const tokenNow = () => client.$auth.get()?.token ?? null;

  function setMembership(game: Game, favourite: boolean) {
    const current = $favourites.get();
    $favourites.set({ ...current, games: withFavourite(current.games, game, favourite) });
  }

  async function reloadFavourites() {
    const token = tokenNow();
    if (!token) return;
    if ($favourites.get().status !== 'ready') $favourites.set({ status: 'loading', games: $favourites.get().games });
    try {
      const games = await getFavouriteGames(client);
      if (tokenNow() === token) $favourites.set({ status: 'ready', games });
    } catch {
      // The list is beyond the spec's calls: an operator without it still toggles; stars start unlit.
      if (tokenNow() === token) $favourites.set({ status: 'failed', games: $favourites.get().games });
    }
  }

  // Followed while something shows the stars: the list at each login, and after a hub reconnect.
  whileObserved(client, $favourites, () => {
    const stops = [
      onLoginChange(client, (user) => {
        pending.clear();
        $favourites.set(user ? { status: 'loading', games: [] } : GUEST);
        if (user) void reloadFavourites();
      }),
      // A star set from another device while a hub was away would otherwise stay unseen.
      client.on('reconnected', () => void reloadFavourites()),
    ];
    return () => stops.forEach((stop) => stop());
  });

  async function toggleFavourite(game: Game): Promise<FavouriteToggleResult> {
    const token = tokenNow();
    if (!token) return { status: 'loginRequired' };
    const code = game.gameCode;
    const was = $favourites.get().games.some((entry) => entry.gameCode === code);
    setMembership(game, !was);
    const before = pending.get(code);
    const request = (before ?? Promise.resolve(was)).catch(() => was).then(() => toggleFavouriteGame(client, game));
    pending.set(code, request);
    // Only the last click on a game sets its star from the server: earlier answers would flicker it.
    const isLast = () => pending.get(code) === request && tokenNow() === token;
    try {
      // A success that does not say the new state is the toggle the player asked for.
      const favourite = (await request) ?? !was;
      if (isLast()) setMembership(game, favourite);
      return favourite ? STAR_ADDED : STAR_REMOVED;
    } catch (error) {
      if (isLast()) setMembership(game, was);
      return { status: 'refused', error: asOynaError(error) };
    } finally {
      if (pending.get(code) === request) pending.delete(code);
    }
  }

  return { $favourites, $favouriteCodes, toggleFavourite, reloadFavourites };
}
