import type { Game } from '@oyna/sdk/casino';
import * as css from './GameGrid.css';
import { GameTile } from './GameTile';

export interface GameGridProps {
  games: readonly Game[];
  /** Codes of the player's favourite games. */
  favouriteCodes: ReadonlySet<string>;
  /** Names the list: 'Slot', 'Results for “sultan”'. */
  label: string;
  onPlay(game: Game): void;
  onToggleFavourite(game: Game): void;
}

/**
 * The lobby's games as a responsive grid (two columns at 390 px, up to eight at 1920 px). Images
 * load lazily and off-screen tiles skip layout, so hundreds of games render at once.
 */
export function GameGrid({ games, favouriteCodes, label, onPlay, onToggleFavourite }: GameGridProps) {
  return (
    <ul className={css.grid} aria-label={label}>
      {games.map((game) => (
        <GameTile
          key={`${game.mainProviderId}:${game.gameCode}`}
          game={game}
          favourite={favouriteCodes.has(game.gameCode)}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
}

/** Tiles standing in for games while they load. */
export function GameGridSkeleton({ label, count = 12 }: { label: string; count?: number }) {
  return (
    <ul className={css.grid} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={css.skeletonTile} aria-hidden="true" />
      ))}
    </ul>
  );
}
