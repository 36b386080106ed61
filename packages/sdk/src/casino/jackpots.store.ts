import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { whileObserved } from '../client/whileObserved';
import type { JackpotCardData } from '../bootstrap/bootstrap.schema';
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
  const { platform } = client;
  const { $bootstrap } = bootstrapOf(client);
  const $fresh = atom<readonly JackpotCardData[]>([]);
  // Fresh cards first: of several cards with one name the first that qualifies is shown, so a
  // fresh card reporting the sentinel falls back to the bootstrap's.
  const $jackpots = computed([$fresh, $bootstrap], (fresh, bootstrap) =>
    jackpotCards([...fresh, ...(bootstrap?.egtJackpotCards ?? []), ...(bootstrap?.jackpotCards ?? [])]),
  );

  async function refreshJackpots() {
    try {
      $fresh.set(await getEgtJackpots(client));
    } catch {
      // The cards shown stay; the next refresh tries again.
    }
  }

  let poll: unknown = null;
  const startPolling = () => {
    if (poll !== null || !platform.isVisible()) return;
    void refreshJackpots();
    poll = platform.setInterval(() => void refreshJackpots(), JACKPOT_REFRESH_MS);
  };
  const stopPolling = () => {
    if (poll !== null) platform.clearInterval(poll);
    poll = null;
  };

  whileObserved(client, $fresh, () => {
    startPolling();
    const stops = [platform.onVisible(startPolling), platform.onHidden(stopPolling), stopPolling];
    return () => stops.forEach((stop) => stop());
  });

  return { $jackpots, refreshJackpots };
}
