import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { onLoginChange } from '../client/onLoginChange';
import { asOynaError, type OynaError } from '../errors/oyna.errors';
import { HISTORY_CALLS, getProfile, type HistoryRequest } from './history.api';
import { HISTORY_PAGE_SIZE } from './history.constants';
import type { Bonus, FinancialRecord, GameActivity, Profile, SessionRecord } from './history.schema';

/** A dashboard list's filter: a page (from 0) and a date range (ISO dates, `null` for an open end). */
export interface HistoryQuery {
  page: number;
  dateFrom: string | null;
  dateTo: string | null;
}

export type HistoryState<T> =
  | { status: 'idle' }
  | { status: 'loading'; query: HistoryQuery }
  | { status: 'loaded'; query: HistoryQuery; total: number; pageCount: number; items: readonly T[] }
  | { status: 'failed'; query: HistoryQuery; error: OynaError };

export interface HistoryList<T> {
  readonly $list: ReadableAtom<HistoryState<T>>;
  /** Loads one page within a date range; a later call wins over an earlier one. A refused range fails with the server's words. */
  show(query: HistoryQuery): Promise<void>;
}

export type ProfileState = { status: 'idle' | 'loading' } | { status: 'loaded'; profile: Profile } | { status: 'failed'; error: OynaError };

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

function pagedList<T>(load: (request: HistoryRequest) => Promise<{ total: number; items: T[] }>): HistoryList<T> & { forget(): void } {
  const $list = atom<HistoryState<T>>({ status: 'idle' });
  let latest = 0;
  return {
    $list,
    async show(query) {
      const call = ++latest;
      $list.set({ status: 'loading', query });
      const request: HistoryRequest = {
        skip: query.page * HISTORY_PAGE_SIZE,
        take: HISTORY_PAGE_SIZE,
        ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}),
        ...(query.dateTo ? { dateTo: query.dateTo } : {}),
      };
      try {
        const { total, items } = await load(request);
        if (call !== latest) return;
        $list.set({ status: 'loaded', query, total, pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)), items });
      } catch (error) {
        if (call === latest) $list.set({ status: 'failed', query, error: asOynaError(error) });
      }
    },
    forget() {
      latest += 1;
      $list.set({ status: 'idle' });
    },
  };
}

function createHistory(client: OynaClient): History {
  const lists = {
    gameActivities: pagedList((request) => HISTORY_CALLS.gameActivities(client, request)),
    bonuses: pagedList((request) => HISTORY_CALLS.bonuses(client, request)),
    financial: pagedList((request) => HISTORY_CALLS.financial(client, request)),
    sessions: pagedList((request) => HISTORY_CALLS.sessions(client, request)),
  };
  const $profile = atom<ProfileState>({ status: 'idle' });
  let profileCall = 0;

  // Another player, or none: nothing of the last one's history stays on show.
  client.track(
    onLoginChange(client, (_user, switched) => {
      if (!switched) return;
      for (const list of Object.values(lists)) list.forget();
      profileCall += 1;
      $profile.set({ status: 'idle' });
    }),
  );

  // A phone verified on this client (phoneVerificationOf) is in the stored login at once: the profile on show says so too.
  client.track(
    client.$auth.listen((user) => {
      const state = $profile.get();
      if (state.status !== 'loaded' || !user?.smsVerified || state.profile.smsVerified) return;
      if (user.username !== state.profile.username) return;
      $profile.set({ status: 'loaded', profile: { ...state.profile, phone: user.phone, smsVerified: true } });
    }),
  );

  return {
    ...lists,
    $profile,
    async showProfile() {
      const call = ++profileCall;
      $profile.set({ status: 'loading' });
      try {
        const profile = await getProfile(client);
        if (call === profileCall) $profile.set({ status: 'loaded', profile });
      } catch (error) {
        if (call === profileCall) $profile.set({ status: 'failed', error: asOynaError(error) });
      }
    },
  };
}
