/** What a row cell needs to know to join its market's settled note. */
export interface RowCellOdd {
  key: string;
  marketName: string;
  settled?: boolean;
}

/** One odd's cell, or a settled market's note across the cells of its odds. */
export type RowCell<O extends RowCellOdd> = { kind: 'odd'; key: string; odd: O } | { kind: 'settled'; key: string; odds: O[] };

/** A row's cells in order: each odd on its own, a settled market's odds joined into one note. */
export function rowCells<O extends RowCellOdd>(odds: readonly O[]): RowCell<O>[] {
  const cells: RowCell<O>[] = [];
  for (const odd of odds) {
    const last = cells[cells.length - 1];
    if (!odd.settled) cells.push({ kind: 'odd', key: odd.key, odd });
    else if (last?.kind === 'settled' && last.odds[0]!.marketName === odd.marketName) last.odds.push(odd);
    else cells.push({ kind: 'settled', key: `settled:${odd.key}`, odds: [odd] });
  }
  return cells;
}
