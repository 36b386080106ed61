import type { Game } from './casino.schema';

/** Body of POST casino/togglefavorite. */
export const toggleFavouriteGamePayload = (game: Pick<Game, 'gameCode' | 'mainProviderId'>) => ({
  code: game.gameCode,
  providerId: game.mainProviderId,
});

/** A game's star is lit when its code is in the player's favourites. */
export const isFavouriteGame = (gameCode: string, favouriteCodes: Iterable<string>): boolean =>
  new Set(favouriteCodes).has(gameCode);

/** The favourites with `game` in (at the front, as the newest) or out, matched by game code. */
export function withFavourite(games: readonly Game[], game: Game, favourite: boolean): Game[] {
  const others = games.filter((entry) => entry.gameCode !== game.gameCode);
  return favourite ? [game, ...others] : others;
}
