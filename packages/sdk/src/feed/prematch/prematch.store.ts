import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../../client/derived';
import type { OynaClient } from '../../client/createOyna';
import { createErrorChannel } from '../../client/errorChannel';
import { valueOf, type Loadable } from '../../client/loadable';
import { createResource } from '../../client/resource';
import type { OynaError } from '../../errors/oyna.errors';
import { StorageKey } from '../../platform/storage.keys';
import { RoutePath } from '../../routes/routes';
import {
  getCategoryList,
  getEventDetail,
  getPopularCompetitions,
  getPopularEvents,
  getUpcomingEvents,
  searchUpcoming,
} from '../shared/feed.api';
import { createDebouncedSearch, type SearchState } from '../../search/debouncedSearch.task';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../shared/feed.constants';
import type { EventDetail, PopularCompetition, PrematchCategory, PrematchEvent, SearchResult } from '../shared/feed.schema';
import { oddsOf } from '../shared/odds.store';
import {
  eventsWithin,
  selectCompetition,
  toggleCompetition,
  topLeaguesOf,
  visibleTree,
  withoutCompetition,
  type CompetitionChoice,
  type SelectedCompetition,
  type SelectionChange,
  type TreeCompetition,
} from './prematch.calc';
import { createCompetitionSelection } from './competitionSelection.task';
import { offeredRowOdds, type RowMarket } from '../shared/rowOdds.calc';
import { parseTimeFilter, type TimeFilter } from '../shared/timeFilter.calc';

/** The team search: what the player typed, and the upcoming events found (1500 ms after the last key). */
export type TeamSearch = SearchState<string, SearchResult>;

/** The upcoming page's sport and time filter. */
export interface UpcomingQuery {
  sportId: number;
  filter: TimeFilter;
}

export interface PopularLists {
  events: PrematchEvent[];
  competitions: PopularCompetition[];
}

export interface Prematch {
  /** The time filter of the panel, kept under `filterbyhour`; null is All. */
  readonly $timeFilter: ReadableAtom<TimeFilter>;
  /** The sports tree for the time filter, in sort order, without empty competitions; loaded on first use. */
  readonly $tree: ReadableAtom<PrematchCategory[]>;
  /** True while the tree loads for the first time or for a new time filter. */
  readonly $treeLoading: ReadableAtom<boolean>;
  /** The Top Leagues the tree offers, in the spec's order. */
  readonly $topLeagues: ReadableAtom<TreeCompetition[]>;
  /**
   * The selected competitions, last chosen first; each one's events (those within the time
   * filter) in `data`, `loading` until they arrive.
   */
  readonly $selected: ReadableAtom<SelectedCompetition[]>;
  /** Match Result or Total Goals: the odds the event rows show. */
  readonly $market: ReadableAtom<RowMarket>;
  readonly $search: ReadableAtom<TeamSearch>;
  /** Next events of a sport for the upcoming page; another sport or filter keeps the last events in `loading` until its own arrive. */
  readonly $upcoming: ReadableAtom<Loadable<PrematchEvent[], UpcomingQuery>>;
  /** The event of the prematch detail page (its id is the query). */
  readonly $detail: ReadableAtom<Loadable<EventDetail, number>>;
  /** Popular events and competitions, for the prematch home when nothing is selected; loaded on first use. */
  readonly $popular: ReadableAtom<Loadable<PopularLists>>;

  /** Chooses a time filter, stores it and reloads the tree. */
  setTimeFilter(filter: TimeFilter): void;
  /**
   * Selects a competition (Top Leagues, favourites): a new one goes to the front and its events
   * load; one already selected moves to the front. On a prematch-detail page this goes to the
   * prematch home, where the selection is shown.
   */
  selectCompetition(choice: CompetitionChoice): void;
  /** The tree's checkbox: removes a selected competition, selects any other (as above). */
  toggleCompetition(choice: CompetitionChoice): void;
  /** The close icon of a selected competition. */
  removeCompetition(competitionId: number): void;
  /** The clear-all icon. */
  clearCompetitions(): void;
  setMarket(market: RowMarket): void;
  /** Team search, sent 1500 ms after the last call; a shorter text than two letters clears it. */
  searchTeam(query: string): void;
  /** Loads a sport's upcoming events within the filter's hours. */
  loadUpcoming(query: UpcomingQuery): Promise<void>;
  /** Loads (or reloads) the popular lists; they also load by themselves on first use. */
  loadPopular(): Promise<void>;
  /** Loads the event of the prematch detail page; from then on this client is on that page. */
  openDetail(eventId: number): Promise<void>;
  /** Called when the last selected competition is removed (or all are cleared). */
  onCleared(listener: () => void): () => void;
  /**
   * Called with every failure worth telling the player about (competition events, team search),
   * as the SDK's typed errors, e.g. for a toast. Tree load failures are ignored, as the spec says.
   */
  onError(listener: (error: OynaError) => void): () => void;
}

const PREMATCH = Symbol('oyna.prematch');

/** The prematch page's state: one per client, shared by every widget of the page. */
export function prematchOf(client: OynaClient): Prematch {
  return client.domain(PREMATCH, createPrematch);
}

/** The feed is the same for every player, and a hub away may have missed pushes. */
const FEED_LOAD = { afterLoginChange: 'keep', refetchOnReconnect: true } as const;

/** An event of the detail page, its odds followed. */
async function eventDetail(client: OynaClient, eventId: number, signal: AbortSignal) {
  const event = await getEventDetail(client, eventId, signal);
  oddsOf(client).observe(event.markets.flatMap((market) => market.odds));
  return event;
}

/** A sport's next events within the filter's hours, their odds followed. */
async function upcomingEvents(client: OynaClient, query: UpcomingQuery, signal: AbortSignal) {
  const events = await getUpcomingEvents(client, query, signal);
  oddsOf(client).observe(events.flatMap(offeredRowOdds));
  return events;
}

/** Popular events and competitions: either list may fail alone (it is then empty); both failing is a failure. */
async function popularLists(client: OynaClient, signal: AbortSignal): Promise<PopularLists> {
  const [events, competitions] = await Promise.allSettled([getPopularEvents(client, signal), getPopularCompetitions(client, signal)]);
  if (events.status === 'rejected' && competitions.status === 'rejected') throw events.reason;
  const lists = {
    events: events.status === 'fulfilled' ? events.value : [],
    competitions: competitions.status === 'fulfilled' ? competitions.value : [],
  };
  oddsOf(client).observe(lists.events.flatMap(offeredRowOdds));
  return lists;
}

function createPrematch(client: OynaClient): Prematch {
  const { platform } = client;
  const errors = createErrorChannel(client);
  const reportError = errors.report;
  const selection = createCompetitionSelection(client, reportError);
  const { $chosen } = selection;

  // The tree
  const $timeFilter = atom<TimeFilter>(parseTimeFilter(client.storage.readText(StorageKey.filterByHour)));
  // The spec: category list failures are ignored; the last tree stays (so does it while another filter loads).
  const tree = createResource(client, (filter: TimeFilter, signal) => getCategoryList(client, filter, signal), {
    ...FEED_LOAD,
    autoLoad: () => $timeFilter.get(),
    keepPrevious: true,
  });
  const loadTree = () => tree.load($timeFilter.get());
  const $tree = derived(tree.$state, (state) => visibleTree(valueOf(state) ?? []));
  const $treeLoading = derived(tree.$state, (state) => state.status === 'loading');
  const $topLeagues = derived($tree, topLeaguesOf);

  const $now = atom(platform.now());
  const $selected = derived([$chosen, $timeFilter, $now], (list, filter, now) =>
    list.map((entry) => ({ ...entry, data: eventsWithin(entry.data, filter, now) })),
  );

  // The detail page
  const detail = createResource(client, (eventId: number, signal) => eventDetail(client, eventId, signal), FEED_LOAD);
  // From the first detail opened on, this client is on that page.
  let onDetailPage = false;

  function applySelection(choice: CompetitionChoice, change: SelectionChange) {
    selection.set(change.list);
    const selected = change.list.some((entry) => entry.competitionId === choice.competitionId);
    if (selected && onDetailPage) {
      // The selection is shown on the prematch home; it loads the events there.
      platform.navigate(RoutePath.prematchHome);
      return;
    }
    if (change.added) {
      $now.set(platform.now());
      selection.loadEvents(choice);
    }
  }

  const upcoming = createResource(client, (query: UpcomingQuery, signal) => upcomingEvents(client, query, signal), { ...FEED_LOAD, keepPrevious: true });
  const popular = createResource(client, (_: undefined, signal) => popularLists(client, signal), { ...FEED_LOAD, autoLoad: () => undefined });

  // Team search
  const teamSearch = createDebouncedSearch<string, SearchResult>('', {
    platform,
    waitMs: SEARCH_DEBOUNCE_MS,
    minLength: SEARCH_MIN_LENGTH,
    textOf: (query) => query,
    find: (term) => searchUpcoming(client, term),
    onError: reportError,
  });
  client.track(teamSearch.cancel);

  const $market = atom<RowMarket>('matchResult');

  return {
    $timeFilter,
    $tree,
    $treeLoading,
    $topLeagues,
    $selected,
    $market,
    $search: teamSearch.$state,
    $upcoming: upcoming.$state,
    $detail: detail.$state,
    $popular: popular.$state,
    setTimeFilter(filter) {
      if (filter === $timeFilter.get()) return;
      $timeFilter.set(filter);
      $now.set(platform.now());
      if (filter === null) client.storage.remove(StorageKey.filterByHour);
      else client.storage.writeText(StorageKey.filterByHour, String(filter));
      void loadTree();
    },
    selectCompetition: (choice) => applySelection(choice, selectCompetition($chosen.get(), choice)),
    toggleCompetition: (choice) => applySelection(choice, toggleCompetition($chosen.get(), choice)),
    removeCompetition: (competitionId) => selection.set(withoutCompetition($chosen.get(), competitionId)),
    clearCompetitions: () => selection.set([]),
    setMarket: (market) => $market.set(market),
    searchTeam: teamSearch.search,
    loadUpcoming: upcoming.load,
    loadPopular: popular.refetch,
    openDetail(eventId) {
      onDetailPage = true;
      return detail.load(eventId);
    },
    onCleared: selection.onCleared,
    onError: errors.onError,
  };
}
