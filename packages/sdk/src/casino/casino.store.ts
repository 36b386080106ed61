import { type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import type { Loadable } from '../client/loadable';
import { createResource, type Resource } from '../client/resource';
import { asOynaError, type OynaError } from '../errors/oyna.errors';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { RoutePath } from '../routes/routes';
import { getCategoryGames, getLaunchData, searchGames } from './casino.api';
import { createDebouncedSearch, type SearchState } from '../search/debouncedSearch.task';
import { GAME_SEARCH_DEBOUNCE_MS, GAME_SEARCH_MIN_LENGTH } from './casino.constants';
import { GameLaunchError } from './casino.errors';
import type { Game } from './casino.schema';
import {
  closesOnLaunchFailure,
  launchProviderOf,
  launchRequest,
  launchTarget,
  type LaunchProvider,
  type LaunchTarget,
} from './gameLaunch.calc';
import { gameFavouritesOf, type GameFavourites } from './gameFavourites.store';
import { jackpotsOf, type Jackpots } from './jackpots.store';
import type { CasinoCategory } from './lobby.calc';

/** The games of a lobby category (its id is the query), loaded when first listened to. */
export type GameList = Loadable<readonly Game[], number>;

export interface GameQuery {
  search: string;
  isLive: boolean;
}

/** The lobby search: the query, and every provider's matches flattened (empty when the search failed). */
export type GameSearch = SearchState<GameQuery, Game>;

export interface LaunchOptions {
  /** A phone: the providers that care get their mobile game. */
  mobile: boolean;
  /**
   * Where the game's own lobby button leads (Egt Digital, Hub88).
   * @default the slots lobby of the site
   */
  lobbyUrl?: string;
}

/** What a launch gave: a URL or an HTML document to play, or a typed failure. */
export type LaunchResult =
  | { status: 'launched'; provider: LaunchProvider; target: LaunchTarget }
  | {
      status: 'failed';
      /** null when no launch call exists for the game's `mainProviderId`. */
      provider: LaunchProvider | null;
      /** `GameLaunchError` (login required, unknown provider, empty answer) or the call's own error. */
      error: OynaError;
      /**
       * The play modal closes: for Amusnet, Egt Digital, Hub88 and SoftGamings as the spec says, and
       * whenever there is nothing to retry (a guest, an unknown provider).
       */
      closes: boolean;
    };

export interface Casino extends GameFavourites, Jackpots {
  /** The lobby categories of the bootstrap (`casinoCategoryList`); see `lobbyCategories`. */
  readonly $categories: ReadableAtom<readonly CasinoCategory[]>;
  /** The games of a category (`casino/categorygames`), loading once when first listened to. */
  categoryGames(categoryId: number): ReadableAtom<GameList>;
  /** Loads a category's games again, e.g. after a failure. */
  reloadCategory(categoryId: number): Promise<void>;
  /** The lobby search. */
  readonly $search: ReadableAtom<GameSearch>;
  /**
   * Searches games by name, 400 ms after the last call; shorter than two characters clears the
   * search. A failed search is silently an empty result.
   */
  search(query: GameQuery): void;
  /** Searches now (`casino/games`, the groups flattened); a failure is an empty list, silently. */
  findGames(query: GameQuery): Promise<Game[]>;
  /** A menu item's game (Aviator): the first game the search finds, or null (nothing opens). */
  openGameBySearch(query: GameQuery): Promise<Game | null>;
  /**
   * Asks the game's provider for a launch (the call and payload of the spec per provider). Never
   * throws: a failure comes back typed, saying whether the play modal closes.
   */
  launchGame(game: Game, options: LaunchOptions): Promise<LaunchResult>;
}

const CASINO = Symbol('oyna.casino');

/** The casino of a client: lobby categories and games, search, favourites, launch and jackpots. */
export function casinoOf(client: OynaClient): Casino {
  return client.domain(CASINO, createCasino);
}

function createCasino(client: OynaClient): Casino {
  const { platform } = client;
  const $categories = derived(bootstrapOf(client).$bootstrap, (bootstrap) => bootstrap?.casinoCategoryList ?? []);

  // Category games: the same for every player.
  const lists = new Map<number, Resource<readonly Game[], number>>();
  function listOf(categoryId: number): Resource<readonly Game[], number> {
    let list = lists.get(categoryId);
    if (!list) {
      list = createResource(client, (id: number, signal) => getCategoryGames(client, [id], signal), {
        autoLoad: () => categoryId,
        afterLoginChange: 'keep',
      });
      lists.set(categoryId, list);
    }
    return list;
  }

  // Search
  const findGames = (query: GameQuery): Promise<Game[]> => searchGames(client, query).catch(() => []);
  const gameSearch = createDebouncedSearch<GameQuery, Game>(
    { search: '', isLive: false },
    {
      platform,
      waitMs: GAME_SEARCH_DEBOUNCE_MS,
      minLength: GAME_SEARCH_MIN_LENGTH,
      textOf: (query) => query.search,
      find: (term, query) => findGames({ search: term, isLive: query.isLive }),
      onError: () => {},
    },
  );
  client.track(gameSearch.cancel);

  // Launch
  async function launchGame(game: Game, options: LaunchOptions): Promise<LaunchResult> {
    const provider = launchProviderOf(game);
    const fail = (error: unknown, closes: boolean): LaunchResult => ({ status: 'failed', provider, error: asOynaError(error), closes });
    if (!client.$auth.get()) return fail(new GameLaunchError('loginRequired', 'A game is launched for a logged-in player'), true);
    if (provider === null) {
      return fail(new GameLaunchError('unknownProvider', `No launch call for provider ${game.mainProviderId}`), true);
    }
    const request = launchRequest(provider, game, {
      isMobile: options.mobile,
      language: client.$locale.get(),
      lobbyUrl: options.lobbyUrl ?? new URL(RoutePath.slots, platform.baseUrl).href,
    });
    try {
      const data = await getLaunchData(client, request);
      if (!data.trim()) throw new GameLaunchError('emptyAnswer', 'The provider sent no game');
      return { status: 'launched', provider, target: launchTarget(data) };
    } catch (error) {
      return fail(error, closesOnLaunchFailure(provider));
    }
  }

  return {
    ...gameFavouritesOf(client),
    ...jackpotsOf(client),
    $categories,
    categoryGames: (categoryId) => listOf(categoryId).$state,
    reloadCategory: (categoryId) => listOf(categoryId).load(categoryId),
    $search: gameSearch.$state,
    search: gameSearch.search,
    findGames,
    openGameBySearch: async (query) => (await findGames(query))[0] ?? null,
    launchGame,
  };
}
