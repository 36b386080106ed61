import type { OynaClient } from '../client/createOyna';
import type { JackpotCardData } from '../bootstrap/bootstrap.schema';
import {
  categoryGamesSchema,
  egtJackpotsSchema,
  favouriteGamesSchema,
  gameSearchSchema,
  launchSchema,
  toggleFavouriteSchema,
  type Game,
} from './casino.schema';
import { toggleFavouriteGamePayload } from './gameFavourite.calc';
import type { LaunchRequest } from './gameLaunch.calc';

/** POST casino/categorygames: the games of the given lobby categories. */
export const getCategoryGames = async (client: OynaClient, categoryIds: readonly number[], signal?: AbortSignal): Promise<Game[]> =>
  (await client.http.post('casino/categorygames', { systemCategory: categoryIds }, categoryGamesSchema, { signal })).data;

/** POST casino/games: games matching a name, live or not, the provider groups flattened in order. */
export const searchGames = async (client: OynaClient, query: { search: string; isLive: boolean }): Promise<Game[]> =>
  (await client.http.post('casino/games', { search: query.search, live: query.isLive }, gameSearchSchema)).data.flatMap(
    (group) => group.games,
  );

/** GET casino/favorites: the logged-in player's favourite games. */
export const getFavouriteGames = async (client: OynaClient): Promise<Game[]> =>
  (await client.http.get('casino/favorites', favouriteGamesSchema)).data;

/**
 * POST casino/togglefavorite: stars or unstars a game; resolves with whether it is a favourite now,
 * or null when the server says only that it did it (the spec's answer: success and a message).
 */
export const toggleFavouriteGame = async (
  client: OynaClient,
  game: Pick<Game, 'gameCode' | 'mainProviderId'>,
): Promise<boolean | null> =>
  (await client.http.post('casino/togglefavorite', toggleFavouriteGamePayload(game), toggleFavouriteSchema)).data?.isFavorite ?? null;

/** POSTs a provider's launch call (see `launchRequest`): a URL, or an HTML document for one provider. */
export const getLaunchData = async (client: OynaClient, request: LaunchRequest): Promise<string> =>
  (await client.http.post(request.path, request.body, launchSchema)).data;

/** GET casino/eqyptquest: the EGT jackpot cards as they stand now. */
export const getEgtJackpots = async (client: OynaClient, signal?: AbortSignal): Promise<JackpotCardData[]> =>
  (await client.http.get('casino/eqyptquest', egtJackpotsSchema, { signal })).data;
