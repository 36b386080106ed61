import { fillRoute, RoutePattern } from '../routes/routes';
import { GameRouteError } from './casino.errors';
import { gameSchema, type Game } from './casino.schema';
import { encodeGameRoute, fromBase64 } from './gameRouteData.calc';

export { encodeGameRoute } from './gameRouteData.calc';

/** The desktop play page of a casino game (`/casino/play/[data]`); its data is the game itself. */
export const gamePlayHref = (game: Game): string => fillRoute(RoutePattern.gamePlay, { data: encodeGameRoute(game) });

/**
 * Reads the game back from route data, URI-encoded or not (URL-safe base64 is accepted too).
 *
 * @throws GameRouteError when the data is not base64 of a game's JSON
 */
export function decodeGameRoute(data: string): Game {
  try {
    const base64 = decodeURIComponent(data).replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64(base64));
    return gameSchema.parse(JSON.parse(json));
  } catch (error) {
    throw new GameRouteError(data, error);
  }
}
