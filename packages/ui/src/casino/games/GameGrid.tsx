import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '@oyna/sdk/casino';
import { useRef } from 'react';
import { useElementWidth } from '../../shared/useElementWidth';
import { useScrollMargin } from '../../shared/useScrollMargin';
import { useViewportWidth } from '../../shared/useViewportWidth';
import { BREAKPOINTS } from '../../theme/breakpoints';
import * as css from './GameGrid.css';
import { gridLayout, rowGames } from './gameGrid.model';
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
 * The lobby's games as a responsive grid (two columns at 390 px, up to eight at 1920 px). Only the
 * rows near the window are rendered, so a category of hundreds of games shows at once.
 */
export function GameGrid({ games, favouriteCodes, label, onPlay, onToggleFavourite }: GameGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const layout = gridLayout(useElementWidth(list), useViewportWidth() >= BREAKPOINTS.desktop);
  const scrollMargin = useScrollMargin(list, [games]);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(games.length / layout.columns),
    estimateSize: () => layout.rowHeight,
    // A new column count makes new rows: their heights are measured afresh.
    getItemKey: (index) => `${layout.columns}:${index}`,
    scrollMargin,
    overscan: 3,
    // A row not laid out (yet) keeps its estimate rather than collapsing to nothing.
    measureElement: (element) => element.getBoundingClientRect().height || layout.rowHeight,
  });

  return (
    // Rows are placed with inline styles, which the page's CSP allows when set from script.
    <div ref={list} role="list" aria-label={label} className={css.grid} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          role="none"
          className={css.row}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          }}
        >
          {rowGames(games, row.index, layout.columns).map((game, column) => (
            <GameTile
              key={`${game.mainProviderId}:${game.gameCode}`}
              game={game}
              position={row.index * layout.columns + column + 1}
              count={games.length}
              favourite={favouriteCodes.has(game.gameCode)}
              onPlay={onPlay}
              onToggleFavourite={onToggleFavourite}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Tiles standing in for games while they load. */
export function GameGridSkeleton({ label, count = 12 }: { label: string; count?: number }) {
  return (
    <ul className={css.skeleton} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={css.skeletonTile} aria-hidden="true" />
      ))}
    </ul>
  );
}
