import { gameArtUrl, providerArtUrl } from './art.urls.ts';
import type { GameRecord } from './games.repository.ts';
import { providerById } from './providers.ts';

/** A game as the catalogue calls answer it. */
export interface GameView {
  gameCode: string;
  name: string;
  providerName: string;
  mainProviderId: number;
  system: number | null;
  productId: number | null;
  systemCategory: number;
  /** Null when the game has no artwork of its own: the lobby shows `providerImageUrl`. */
  imageUrl: string | null;
  providerImageUrl: string;
}

export const gameView = (game: GameRecord): GameView => ({
  gameCode: game.gameCode,
  name: game.name,
  providerName: providerById(game.providerId)?.name ?? '',
  mainProviderId: game.providerId,
  system: game.system,
  productId: game.productId,
  systemCategory: game.systemCategory,
  imageUrl: game.hasArt ? gameArtUrl(game.gameCode) : null,
  providerImageUrl: providerArtUrl(game.providerId),
});

/** Search answers: matches grouped by provider, the group of the best match first. */
export function groupByProvider(games: readonly GameRecord[]): { providerName: string; games: GameView[] }[] {
  const groups = new Map<number, { providerName: string; games: GameView[] }>();
  for (const game of games) {
    const view = gameView(game);
    const group = groups.get(game.providerId) ?? { providerName: view.providerName, games: [] };
    group.games.push(view);
    groups.set(game.providerId, group);
  }
  return [...groups.values()];
}
