import type { ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import type { Loadable } from '../client/loadable';
import { createPagedResource, type Page } from '../client/pagedResource';
import { getMyBets } from './myBets.api';
import type { Bet } from './myBets.schema';
import { MY_BETS_PAGE_SIZE } from './betslip.constants';

/** Which coupons My Bets shows: the open or the settled ones, a page (from 0) at a time. */
export interface MyBetsQuery {
  settled: boolean;
  page: number;
}

export type MyBetsState = Loadable<Page<Bet>, MyBetsQuery>;

export interface MyBets {
  readonly $myBets: ReadableAtom<MyBetsState>;
  /** Loads one page (from 0) of the open or the settled coupons; a later call wins over an earlier one. */
  show(query: MyBetsQuery): Promise<void>;
  /** Loads the page on show again; done by itself after a bet is placed or a notification arrives. */
  refresh(): Promise<void>;
}

const MY_BETS = Symbol('oyna.myBets');

/** The player's coupons, a page at a time: one per client, emptied at logout. */
export function myBetsOf(client: OynaClient): MyBets {
  return client.domain(MY_BETS, createMyBets);
}

function createMyBets(client: OynaClient): MyBets {
  const coupons = createPagedResource(
    client,
    MY_BETS_PAGE_SIZE,
    ({ settled }: MyBetsQuery, window, signal) => getMyBets(client, { settled, ...window }, signal),
    // A bet placed here, or settled on the server (the player is notified): the page on show changed.
    { refetchOn: ['balanceChanged', 'notified'] },
  );
  return { $myBets: coupons.$state, show: coupons.load, refresh: coupons.refetch };
}
