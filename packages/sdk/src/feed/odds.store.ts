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
  const expiries = new Map<number, unknown>();
  const $moves = atom<Readonly<Record<number, OddMove>>>({});

  const forget = (id: number) => {
    expiries.delete(id);
    const { [id]: _gone, ...rest } = $moves.get();
    $moves.set(rest);
  };
  client.track(() => {
    for (const handle of expiries.values()) platform.clearTimeout(handle);
    expiries.clear();
  });

  return {
    $moves,
    observe(odds) {
      const moved: Record<number, OddMove> = {};
      for (const { id, rate } of odds) {
        if (id === null) continue;
        const move = oddMove(rates.get(id), rate);
        rates.set(id, rate);
        if (!move) continue;
        moved[id] = move;
        const pending = expiries.get(id);
        if (pending !== undefined) platform.clearTimeout(pending);
        expiries.set(id, platform.setTimeout(() => forget(id), ODD_MOVE_SHOWN_MS));
      }
      if (Object.keys(moved).length > 0) $moves.set({ ...$moves.get(), ...moved });
    },
  };
}
