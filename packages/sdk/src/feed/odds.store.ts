import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { ODD_MOVE_SHOWN_MS, oddMove, type OddMove } from './odds.calc';

export interface Odds {
  /** Odds that moved in the last 3 s, by odd id, with the direction they moved. */
  readonly $moves: ReadableAtom<Readonly<Record<number, OddMove>>>;
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
  const $moves = atom<Readonly<Record<number, OddMove>>>({});
  // Odds that moved together stop showing it together: one timer per batch, not per odd, so a
  // refresh that moves thousands of odds clears them in one update rather than one each.
  const batchOf = new Map<number, symbol>();
  const timers = new Map<symbol, unknown>();

  const forget = (batch: symbol, ids: readonly number[]) => {
    timers.delete(batch);
    // An odd that moved again since belongs to a newer batch, which shows it for its own 3 s.
    const expired = ids.filter((id) => batchOf.get(id) === batch);
    if (expired.length === 0) return;
    const moves = { ...$moves.get() };
    for (const id of expired) {
      batchOf.delete(id);
      delete moves[id];
    }
    $moves.set(moves);
  };
  client.track(() => {
    for (const handle of timers.values()) platform.clearTimeout(handle);
    timers.clear();
  });

  return {
    $moves,
    observe(odds) {
      const moved: Record<number, OddMove> = {};
      const ids: number[] = [];
      for (const { id, rate } of odds) {
        if (id === null) continue;
        const move = oddMove(rates.get(id), rate);
        rates.set(id, rate);
        if (!move) continue;
        moved[id] = move;
        ids.push(id);
      }
      if (ids.length === 0) return;
      const batch = Symbol('odds moved');
      for (const id of ids) batchOf.set(id, batch);
      timers.set(batch, platform.setTimeout(() => forget(batch, ids), ODD_MOVE_SHOWN_MS));
      $moves.set({ ...$moves.get(), ...moved });
    },
  };
}
