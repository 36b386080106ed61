import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { asOynaError, type OynaError } from '../errors/oyna.errors';
import { getMyBets } from './myBets.api';
import type { Bet } from './myBets.schema';
import { MY_BETS_PAGE_SIZE } from './betslip.constants';

export type MyBetsState =
  | { status: 'idle' }
  | { status: 'loading'; settled: boolean; page: number }
  | { status: 'loaded'; settled: boolean; page: number; pageCount: number; total: number; bets: readonly Bet[] }
  | { status: 'failed'; settled: boolean; page: number; error: OynaError };

export interface MyBets {
  readonly $myBets: ReadableAtom<MyBetsState>;
  /** Loads one page (from 0) of the open or the settled coupons; a later call wins over an earlier one. */
  show(query: { settled: boolean; page: number }): Promise<void>;
  /** Loads the page on show again; done by itself after a bet is placed or a notification arrives. */
  refresh(): Promise<void>;
}

const MY_BETS = Symbol('oyna.myBets');

/** The player's coupons, a page at a time: one per client, emptied at logout. */
export function myBetsOf(client: OynaClient): MyBets {
  return client.domain(MY_BETS, createMyBets);
}

function createMyBets(client: OynaClient): MyBets {
  const $myBets = atom<MyBetsState>({ status: 'idle' });
  let latest = 0;

  async function show({ settled, page }: { settled: boolean; page: number }) {
    const call = ++latest;
    $myBets.set({ status: 'loading', settled, page });
    try {
      const { total, items } = await getMyBets(client, { settled, skip: page * MY_BETS_PAGE_SIZE, take: MY_BETS_PAGE_SIZE });
      if (call !== latest) return;
      const pageCount = Math.max(1, Math.ceil(total / MY_BETS_PAGE_SIZE));
      $myBets.set({ status: 'loaded', settled, page, pageCount, total, bets: items });
    } catch (error) {
      if (call === latest) $myBets.set({ status: 'failed', settled, page, error: asOynaError(error) });
    }
  }

  async function refresh() {
    const state = $myBets.get();
    if (state.status !== 'idle') await show({ settled: state.settled, page: state.page });
  }

  // A bet placed here, or settled on the server (the player is notified): the page on show changed.
  client.track(client.on('balanceChanged', () => void refresh()));
  client.track(client.on('notified', () => void refresh()));
  client.track(
    client.$auth.subscribe((user) => {
      if (!user) {
        latest++;
        $myBets.set({ status: 'idle' });
      }
    }),
  );

  return { $myBets, show, refresh };
}
