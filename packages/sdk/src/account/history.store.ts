import type { ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import type { Loadable } from '../client/loadable';
import { createPagedResource, type Page } from '../client/pagedResource';
import { createResource } from '../client/resource';
import { whileObserved } from '../client/whileObserved';
import { HISTORY_CALLS, getProfile, type HistoryRequest } from './history.api';
import { HISTORY_PAGE_SIZE } from './history.constants';
import type { Bonus, FinancialRecord, GameActivity, Profile, SessionRecord } from './history.schema';

/** A dashboard list's filter: a page (from 0) and a date range (ISO dates, `null` for an open end). */
export interface HistoryQuery {
  page: number;
  dateFrom: string | null;
  dateTo: string | null;
}

export type HistoryState<T> = Loadable<Page<T>, HistoryQuery>;

export interface HistoryList<T> {
  readonly $list: ReadableAtom<HistoryState<T>>;
  /** Loads one page within a date range; a later call wins over an earlier one. A refused range fails with the server's words. */
  show(query: HistoryQuery): Promise<void>;
}

export type ProfileState = Loadable<Profile>;

export interface History {
  readonly gameActivities: HistoryList<GameActivity>;
  readonly bonuses: HistoryList<Bonus>;
  readonly financial: HistoryList<FinancialRecord>;
  readonly sessions: HistoryList<SessionRecord>;
  readonly $profile: ReadableAtom<ProfileState>;
  /** Loads Personal information. */
  showProfile(): Promise<void>;
}

const HISTORY = Symbol('oyna.history');

/** The dashboard's pages of the logged-in player: one per client, emptied when the player changes. */
export function historyOf(client: OynaClient): History {
  return client.domain(HISTORY, createHistory);
}

function historyList<T>(
  client: OynaClient,
  call: (client: OynaClient, request: HistoryRequest, signal: AbortSignal) => Promise<{ total: number; items: T[] }>,
): HistoryList<T> {
  const list = createPagedResource(client, HISTORY_PAGE_SIZE, (query: HistoryQuery, window, signal) =>
    call(
      client,
      { ...window, ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}), ...(query.dateTo ? { dateTo: query.dateTo } : {}) },
      signal,
    ),
  );
  return { $list: list.$state, show: list.load };
}

function createHistory(client: OynaClient): History {
  const profile = createResource(client, (_: undefined, signal) => getProfile(client, signal));

  // A phone verified on this client (phoneVerificationOf) is in the stored login at once: the profile on show says so too.
  whileObserved(client, profile.$state, () =>
    client.$auth.listen((user) => {
      if (!user?.smsVerified) return;
      profile.mutate((shown) => (shown.username === user.username ? { ...shown, phone: user.phone, smsVerified: true } : shown));
    }),
  );

  return {
    gameActivities: historyList(client, HISTORY_CALLS.gameActivities),
    bonuses: historyList(client, HISTORY_CALLS.bonuses),
    financial: historyList(client, HISTORY_CALLS.financial),
    sessions: historyList(client, HISTORY_CALLS.sessions),
    $profile: profile.$state,
    showProfile: () => profile.load(undefined),
  };
}
