import { OynaError } from '../client/errors';
import { gameSchema, type Game } from './casino.schema';

/** The game data in a /casino/play/{data} route could not be read. */
export class GameRouteError extends OynaError {
  readonly data: string;
  constructor(data: string, cause: unknown) {
    super('game-route', 'The game link is damaged', { cause });
    this.name = 'GameRouteError';
    this.data = data;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The route data of a game: base64 of its JSON, with non-Latin names kept intact (UTF-8). */
export const encodeGameRoute = (game: Game): string => toBase64(new TextEncoder().encode(JSON.stringify(game)));

/** The play route of a game on desktop; the data is URI-encoded since base64 may contain '/'. */
export const gamePlayPath = (game: Game): string => `/casino/play/${encodeURIComponent(encodeGameRoute(game))}`;

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
