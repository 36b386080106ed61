import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../../client/derived';
import type { OynaClient } from '../../client/createOyna';
import { ODD_MOVE_SHOWN_MS, oddMove, type OddMove } from './oddMove.calc';

export interface Odds {
  /**
   * Odds that moved in the last 3 s, by odd id, with the direction they moved. Built from every
   * move each time it changes: to follow a few odds, use `moveOf` with `$movesChanged` instead.
   */
  readonly $moves: ReadableAtom<Readonly<Record<number, OddMove>>>;
  /** Changes whenever an odd starts or stops showing its move. */
  readonly $movesChanged: ReadableAtom<number>;
  /** How this odd last moved, while that shows (3 s); otherwise null. */
  moveOf(oddId: number): OddMove | null;
  /** Records the odds just received (lists, details, hub deltas); those that changed show their move. */
  observe(odds: Iterable<{ id: number | null; rate: number }>): void;
}

const ODDS = Symbol('oyna.odds');

/** Every odd the feed has shown and which way it last moved: one per client, shared by live and prematch. */
export function oddsOf(client: OynaClient): Odds {
  return client.domain(ODDS, createOdds);
}

function createOdds(client: OynaClient): Odds {
  const { platform } = client;
  const rates = new Map<number, number>();
  // Kept in place rather than copied on each change: after a refresh thousands of odds show a move,
  // and a hub delta that moves two more must not copy them all.
  const moves = new Map<number, { move: OddMove; batch: symbol }>();
  const $movesChanged = atom(0);
  const changed = () => $movesChanged.set($movesChanged.get() + 1);
  const $moves = derived($movesChanged, () => {
    const shown: Record<number, OddMove> = {};
    for (const [id, { move }] of moves) shown[id] = move;
    return shown;
  });
  // Odds that moved together stop showing it together: one timer per batch, not per odd.
  const timers = new Map<symbol, unknown>();

  const forget = (batch: symbol, ids: readonly number[]) => {
    timers.delete(batch);
    let removed = false;
    for (const id of ids) {
      // An odd that moved again since belongs to a newer batch, which shows it for its own 3 s.
      if (moves.get(id)?.batch !== batch) continue;
      moves.delete(id);
      removed = true;
    }
    if (removed) changed();
  };
  client.track(() => {
    for (const handle of timers.values()) platform.clearTimeout(handle);
    timers.clear();
  });

  return {
    $moves,
    $movesChanged,
    moveOf: (oddId) => moves.get(oddId)?.move ?? null,
    observe(odds) {
      const batch = Symbol('odds moved');
      const ids: number[] = [];
      for (const { id, rate } of odds) {
        if (id === null) continue;
        const move = oddMove(rates.get(id), rate);
        rates.set(id, rate);
        if (!move) continue;
        moves.set(id, { move, batch });
        ids.push(id);
      }
      if (ids.length === 0) return;
      timers.set(batch, platform.setTimeout(() => forget(batch, ids), ODD_MOVE_SHOWN_MS));
      changed();
    },
  };
}
