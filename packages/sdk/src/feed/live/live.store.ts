import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../../client/derived';
import type { OynaClient } from '../../client/createOyna';
import { createErrorChannel } from '../../client/errorChannel';
import type { Loadable } from '../../client/loadable';
import { createResource } from '../../client/resource';
import { whileObserved } from '../../client/whileObserved';
import type { OynaError } from '../../errors/oyna.errors';
import type { StarToggled } from '../../favourites/favourites.calc';
import { favouritesOf } from '../../favourites/favourites.store';
import { getEventDetail } from '../shared/feed.api';
import type { EventDetail, LiveCategory, LiveEvent, LiveUpdate } from '../shared/feed.schema';
import { detailOdds } from '../shared/markets.calc';
import { oddsOf } from '../shared/odds.store';
import { followLive } from './followLive.task';
import {
  ALL_GROUPS_OPEN,
  applyLiveUpdate,
  applyLiveUpdateToDetail,
  toLiveListing,
  toggleAllGroups,
  toggleGroup,
  type GroupsOpen,
  type LiveGroups,
  type LiveListing,
} from './live.calc';
import { activeEventIn, findListedEvent, liveEventIds, type LiveLists, type LiveStatus } from './liveLists.calc';
import { createLiveListLoader } from './liveLists.task';
import type { LiveSeed } from './liveSeed.calc';

export type { LiveStatus };

/** The active event with every market (its id is the query); kept while a reload of it is under way or fails. */
export type LiveDetail = Loadable<EventDetail, number>;

export interface LiveFeed {
  /** The live sports listed (35 and 11 never are). */
  readonly $sports: ReadableAtom<readonly LiveCategory[]>;
  /** Each loaded sport's league groups; a sport whose list failed has none. */
  readonly $groups: ReadableAtom<LiveGroups>;
  readonly $status: ReadableAtom<LiveStatus>;
  /** The Search Event text. */
  readonly $query: ReadableAtom<string>;
  readonly $open: ReadableAtom<GroupsOpen>;
  /** What the live panel lists: My Favourites, then sports, leagues and events, after the search. */
  readonly $panel: ReadableAtom<LiveListing>;
  /** The event the live view shows. */
  readonly $activeEventId: ReadableAtom<number | null>;
  /** The active event as the live lists have it, or null while it is not in them. */
  readonly $activeEvent: ReadableAtom<LiveEvent | null>;
  /** The active event with every market: loaded, and followed with the feed, while something shows it. */
  readonly $detail: ReadableAtom<LiveDetail>;
  /** Loads the live sports and every sport's events now. */
  refresh(): Promise<void>;
  /**
   * Shows lists read elsewhere (the server that rendered the page) until the feed's own arrive, so
   * the panel the page was painted with stays on screen and works. Ignored once the feed has lists.
   */
  seed(lists: LiveSeed): void;
  search(query: string): void;
  /** Opens or closes one group (a key from the panel). */
  toggleGroup(key: string): void;
  /** The eye: opens every group, or closes every group. */
  toggleAllGroups(): void;
  /** Shows this event in the live view; `null` lets the next refresh pick the first live event. */
  setActiveEvent(eventId: number | null): void;
  /**
   * Stars a live event (it moves to My Favourites) or unstars it, and says which for the toast;
   * null when the event is neither listed nor starred (nothing changed).
   */
  toggleFavourite(eventId: number): StarToggled | null;
  /** A failure in the background (the live sports could not be loaded), typed for a toast. */
  onError(listener: (error: OynaError) => void): () => void;
}

const LIVE = Symbol('oyna.live');

/**
 * The live sportsbook of a client: one per client. While something shows its stores it follows the
 * live world: loads it, refreshes it every 60 s while the page is visible (and at once when it
 * becomes visible again), merges the sbnotify hub's deltas and resyncs after a hub reconnect.
 */
export function liveFeedOf(client: OynaClient): LiveFeed {
  return client.domain(LIVE, createLiveFeed);
}

function createLiveFeed(client: OynaClient): LiveFeed {
  const favourites = favouritesOf(client);
  const odds = oddsOf(client);

  const $feed = atom<LiveLists>({ sports: [], groups: {}, status: 'loading' });
  const errors = createErrorChannel(client);
  const $query = atom('');
  const $open = atom<GroupsOpen>(ALL_GROUPS_OPEN);
  const $activeEventId = atom<number | null>(null);
  const detail = createResource(
    client,
    async (eventId: number, signal) => {
      const event = await getEventDetail(client, eventId, signal);
      odds.observe(detailOdds(event));
      return event;
    },
    { afterLoginChange: 'keep' },
  );
  // Shown with the feed: observing the detail follows the live world too, whose deltas it takes.
  const $detail = derived([detail.$state, $feed], (state) => state);
  const $sports = derived($feed, (feed) => feed.sports);
  const $groups = derived($feed, (feed) => feed.groups);
  const $status = derived($feed, (feed) => feed.status);
  const $panel = derived([$sports, $groups, favourites.$liveEvents, $query, $open], (sports, groups, starred, query, open) =>
    toLiveListing({ sports, groups, favourites: starred, query, open }),
  );
  const $activeEvent = derived([$groups, $activeEventId], (groups, id) => (id === null ? null : (findListedEvent(groups, id)?.event ?? null)));
  /** The active event once `lists` are shown: the same one while it is live. */
  const activeEventFor = (lists: Pick<LiveLists, 'sports' | 'groups'>, all: number[]) =>
    activeEventIn($activeEventId.get(), all, { ...lists, favourites: favourites.$liveEvents.get(), query: $query.get(), open: $open.get() });

  const lists = createLiveListLoader(client, $feed, errors.report, (failedSports) => {
    const all = liveEventIds($feed.get());
    // Starred events of a sport that failed to load may still be live: keep them until it loads.
    const unknown = favourites.$liveEvents.get().filter((favourite) => failedSports.has(favourite.sportId));
    favourites.keepLiveEvents([...all, ...unknown.map((favourite) => favourite.eventId)]);
    $activeEventId.set(activeEventFor($feed.get(), all));
  });
  const refresh = () => lists.load('all');

  let detailShown = false;
  const loadDetail = () => {
    const id = $activeEventId.get();
    if (id === null) detail.forget();
    else void detail.load(id);
  };
  whileObserved(client, detail.$state, () => {
    detailShown = true;
    loadDetail();
    const stop = $activeEventId.listen(loadDetail);
    return () => {
      detailShown = false;
      stop();
    };
  });

  function applyUpdate(update: LiveUpdate) {
    lists.noteDelta(update);
    const feed = $feed.get();
    const groups = applyLiveUpdate(feed.groups, update);
    if (groups !== feed.groups) $feed.set({ ...feed, groups });
    detail.mutate((event) => applyLiveUpdateToDetail(event, update));
    odds.observe(update.odds);
    for (const { sportId } of [...update.started, ...update.finished]) lists.reloadSoon(sportId);
  }

  whileObserved(client, $feed, () => {
    const stop = followLive(client, applyUpdate, () => Promise.all([refresh(), detailShown ? detail.refetch() : undefined]));
    void refresh();
    return () => {
      stop();
      lists.stop();
    };
  });

  return {
    $sports,
    $groups,
    $status,
    $query,
    $open,
    $panel,
    $activeEventId,
    $activeEvent,
    $detail,
    refresh,
    seed(seeded) {
      // `value`, not `get()`: reading an unobserved store would start following the live world (on a server, too).
      const feed = $feed.value!;
      if (feed.status !== 'loading' || feed.sports.length > 0) return;
      $feed.set({ sports: seeded.sports, groups: seeded.groups, status: 'ready' });
      // The live view need not wait for every list to show its event: the first one is in the seed.
      // Stars are not pruned here: a seed holds a few events, not every live one. From the seed
      // itself, not `$panel`: reading the panel would follow the live world for a second.
      if ($activeEventId.get() === null) $activeEventId.set(activeEventFor(seeded, liveEventIds(seeded)));
    },
    search: (query) => $query.set(query),
    toggleGroup: (key) => $open.set(toggleGroup($open.get(), key)),
    toggleAllGroups: () => $open.set(toggleAllGroups($open.get())),
    setActiveEvent: (eventId) => $activeEventId.set(eventId),
    toggleFavourite(eventId) {
      const listed = findListedEvent($feed.get().groups, eventId);
      if (listed) {
        const { event } = listed;
        return favourites.toggleLiveEvent({
          eventId: event.id,
          sportId: event.sportId,
          groupName: listed.groupName,
          homeName: event.homeName,
          awayName: event.awayName,
        });
      }
      // Starred, but no longer in the lists: unstarring still works.
      const starred = favourites.$liveEvents.get().find((favourite) => favourite.eventId === eventId);
      return starred ? favourites.toggleLiveEvent(starred) : null;
    },
    onError: errors.onError,
  };
}
