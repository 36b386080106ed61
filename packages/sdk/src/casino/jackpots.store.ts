import { type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import { valueOf } from '../client/loadable';
import { createResource } from '../client/resource';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { getEgtJackpots } from './casino.api';
import { JACKPOT_REFRESH_MS } from './casino.constants';
import { jackpotCards, type JackpotCard } from './jackpot.calc';

export interface Jackpots {
  /**
   * The jackpot cards to show (Clover Chance, then High Cash; see `jackpotCards`): from
   * `casino/eqyptquest` once it answered, else from the bootstrap. While something listens and
   * the page is visible they refresh every 30 s (at once when the page becomes visible again).
   */
  readonly $jackpots: ReadableAtom<readonly JackpotCard[]>;
  /** Fetches `casino/eqyptquest` now; a failure keeps the cards shown. */
  refreshJackpots(): Promise<void>;
}

const JACKPOTS = Symbol('oyna.casino.jackpots');

/** Jackpot cards of a client: one per client. */
export function jackpotsOf(client: OynaClient): Jackpots {
  return client.domain(JACKPOTS, createJackpots);
}

function createJackpots(client: OynaClient): Jackpots {
  const { $bootstrap } = bootstrapOf(client);
  // The same for every player; a failed refresh keeps the cards it had.
  const fresh = createResource(client, (_: undefined, signal) => getEgtJackpots(client, signal), {
    autoLoad: () => undefined,
    refetchInterval: JACKPOT_REFRESH_MS,
    refetchOnVisible: true,
    afterLoginChange: 'keep',
  });
  // Fresh cards first: of several cards with one name the first that qualifies is shown, so a
  // fresh card reporting the sentinel falls back to the bootstrap's.
  const $jackpots = derived([fresh.$state, $bootstrap], (state, bootstrap) =>
    jackpotCards([...(valueOf(state) ?? []), ...(bootstrap?.egtJackpotCards ?? []), ...(bootstrap?.jackpotCards ?? [])]),
  );
  return { $jackpots, refreshJackpots: fresh.refetch };
}
