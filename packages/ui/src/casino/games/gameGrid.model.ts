/** The narrowest a tile may be: two columns on a 390 px phone, eight at 1920 px. */
export const TILE_MIN_WIDTH = { phone: 150, desktop: 180 } as const;
/** Space between tiles (the theme's `sm` and `md` spacing by default). */
export const TILE_GAP = { phone: 8, desktop: 12 } as const;
/** The tile below its 4:3 artwork: name, provider and border. */
export const TILE_CAPTION_HEIGHT = 50;
/** What a grid that has not been laid out yet is taken to be (a DOM without layout, the first frame). */
const UNMEASURED_WIDTH = 1024;

export interface GridLayout {
  columns: number;
  gap: number;
  /** A row's estimated height, gap below included; rows are measured once shown. */
  rowHeight: number;
}

/** How many tiles a row holds at a width, and about how tall a row is. */
export function gridLayout(width: number, desktop: boolean): GridLayout {
  const available = width > 0 ? width : UNMEASURED_WIDTH;
  const min = desktop ? TILE_MIN_WIDTH.desktop : TILE_MIN_WIDTH.phone;
  const gap = desktop ? TILE_GAP.desktop : TILE_GAP.phone;
  const columns = Math.max(1, Math.floor((available + gap) / (min + gap)));
  const tileWidth = (available - gap * (columns - 1)) / columns;
  return { columns, gap, rowHeight: Math.round((tileWidth * 3) / 4 + TILE_CAPTION_HEIGHT + gap) };
}

/** The games of one row. */
export const rowGames = <T>(games: readonly T[], row: number, columns: number): T[] =>
  games.slice(row * columns, (row + 1) * columns);
