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
import { afterPaint } from '../../platform/afterPaint';
import { realtimeOf } from '../../realtime/realtime.store';
import { getEventDetail, getLiveCategoryList, getLiveEventList } from '../shared/feed.api';
import { LIVE_LIST_HEAD_START_MS, LIVE_LIST_RELOAD_DELAY_MS, LIVE_REFRESH_INTERVAL_MS } from '../shared/feed.constants';
import {
  LIVE_UPDATE_COMMAND,
  liveUpdateSchema,
  type EventDetail,
  type LeagueGroup,
  type LiveCategory,
  type LiveEvent,
  type LiveUpdate,
} from '../shared/feed.schema';
import {
  ALL_GROUPS_OPEN,
  applyLiveUpdate,
  applyLiveUpdateToDetail,
  keepUnchanged,
  liveEventsInOrder,
  toLiveListing,
  nextActiveEvent,
  sameData,
  toggleAllGroups,
  toggleGroup,
  visibleEventIds,
  visibleLiveSports,
  type GroupsOpen,
  type LiveGroups,
  type LiveListing,
  type LiveListingInput,
} from './live.calc';
import { detailOdds } from '../shared/markets.calc';
import { offeredRowOdds } from '../shared/rowOdds.calc';
import type { LiveSeed } from './liveSeed.calc';
import { oddsOf } from '../shared/odds.store';

/** `loading` until the first answer; `failed` when the first category list could not be loaded. */
export type LiveStatus = 'loading' | 'ready' | 'failed';

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

interface FeedState {
  sports: readonly LiveCategory[];
  groups: LiveGroups;
  status: LiveStatus;
}

type ListAnswer = { sportId: number; groups: LeagueGroup[]; ok: boolean };

/** The lists of the sports still listed. */
const listedGroups = (groups: LiveGroups, sports: readonly LiveCategory[]): LiveGroups =>
  Object.fromEntries(sports.filter((sport) => sport.id in groups).map((sport) => [sport.id, groups[sport.id]!] as const));

function createLiveFeed(client: OynaClient): LiveFeed {
  const { platform } = client;
  const favourites = favouritesOf(client);
  const odds = oddsOf(client);

  const $feed = atom<FeedState>({ sports: [], groups: {}, status: 'loading' });
  const errors = createErrorChannel(client);
  const reportError = errors.report;
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
  const panelOf = (sports: readonly LiveCategory[], groups: LiveGroups, starred: LiveListingInput['favourites'], query: string, open: GroupsOpen) =>
    toLiveListing({ sports, groups, favourites: starred, query, open });
  const $panel = derived([$sports, $groups, favourites.$liveEvents, $query, $open], panelOf);
  const $activeEvent = derived([$groups, $activeEventId], (groups, id) => {
    if (id === null) return null;
    for (const sportGroups of Object.values(groups)) {
      for (const group of sportGroups) for (const event of group.events) if (event.id === id) return event;
    }
    return null;
  });

  // Deltas that arrive while lists are loading are applied again to each answer, which may predate them.
  let deltasDuringLoad: LiveUpdate[] | null = null;
  let loadGeneration = 0;
  // The run of `load` on its way: a newer run, or the feed stopping, calls its requests off.
  let loading: AbortController | null = null;

  /**
   * Loads the category list, then the events of `which` sports (every sport for 'all'): the top
   * sport's first, the others once it is on screen. Each sport's list is shown as soon as it arrives,
   * so the first rows need not wait for the slowest sport; the rules that need every list (the active
   * event, favourites no longer live) run once all are in.
   */
  async function load(which: 'all' | ReadonlySet<number>) {
    const run = ++loadGeneration;
    loading?.abort();
    const { signal } = (loading = new AbortController());
    const deltas: LiveUpdate[] = [];
    deltasDuringLoad = deltas;
    let sports: readonly LiveCategory[];
    try {
      const listed = visibleLiveSports(await getLiveCategoryList(client, signal));
      // The same sports and counts as before: kept as they were, so nothing is drawn again for them.
      sports = sameData(listed, $feed.get().sports) ? $feed.get().sports : listed;
    } catch (error) {
      // The last lists stay until the next refresh; only a first load that fails is told.
      if (run === loadGeneration && $feed.get().status === 'loading') {
        $feed.set({ ...$feed.get(), status: 'failed' });
        reportError(error);
      }
      return;
    }
    if (run !== loadGeneration) return;
    const known = $feed.get().groups;
    const fetched = sports.filter((sport) => which === 'all' || which.has(sport.id) || !(sport.id in known));

    /** Shows one sport's answer with the new category list: sports no longer live leave, the others keep their lists. */
    const publish = (sportId: number, answer: readonly LeagueGroup[]) => {
      let fresh: LiveGroups = { [sportId]: answer };
      for (const update of deltas) fresh = applyLiveUpdate(fresh, update);
      const feed = $feed.get();
      const shown = keepUnchanged(feed.groups[sportId], fresh[sportId]!);
      const status = feed.status === 'failed' ? 'loading' : feed.status;
      if (shown === feed.groups[sportId] && sports === feed.sports && status === feed.status) return;
      $feed.set({ sports, groups: { ...listedGroups(feed.groups, sports), [sportId]: shown }, status });
      // Thousands of odds: noted once the list is on screen, not in the way of the frame that shows it.
      void afterPaint(platform).then(() => odds.observe(answer.flatMap((group) => group.events.flatMap(offeredRowOdds))));
    };
    const loadList = async (sport: LiveCategory): Promise<ListAnswer> => {
      if (run !== loadGeneration) return { sportId: sport.id, groups: [], ok: true };
      const answer: ListAnswer = await getLiveEventList(client, sport.id, signal).then(
        (groups) => ({ sportId: sport.id, groups, ok: true }),
        // A sport whose list fails is an empty list, silently.
        () => ({ sportId: sport.id, groups: [], ok: false }),
      );
      if (run === loadGeneration) publish(answer.sportId, answer.groups);
      return answer;
    };
    // The top sport first, alone: a dozen answers arriving with it kept it from being read and drawn
    // for about 60 ms at 4x CPU throttle. The others go once it is on screen, or when it is slow.
    const [top, ...others] = fetched;
    const topAnswer = top ? loadList(top) : null;
    if (topAnswer && others.length > 0) {
      let headStart: unknown = null;
      await Promise.race([
        topAnswer.then(() => afterPaint(platform)),
        new Promise<void>((resolve) => (headStart = platform.setTimeout(resolve, LIVE_LIST_HEAD_START_MS))),
      ]);
      platform.clearTimeout(headStart);
    }
    // Sending a request costs the page a few milliseconds: a dozen at once would be one long task,
    // so each goes out in a task of its own, the panel's order first.
    let turn: Promise<void> = Promise.resolve();
    const answers = await Promise.all([
      ...(topAnswer ? [topAnswer] : []),
      ...others.map(async (sport, index): Promise<ListAnswer> => {
        if (index > 0) turn = turn.then(() => platform.nextTask?.());
        await turn;
        return loadList(sport);
      }),
    ]);
    if (run !== loadGeneration) return;
    deltasDuringLoad = null;
    const feed = $feed.get();
    if (feed.sports !== sports || feed.status !== 'ready') {
      $feed.set({ sports, groups: listedGroups(feed.groups, sports), status: 'ready' });
    }
    afterLoad(new Set(answers.filter((answer) => !answer.ok).map((answer) => answer.sportId)));
  }

  function afterLoad(failedSports: ReadonlySet<number>) {
    const { sports, groups } = $feed.get();
    const all = liveEventsInOrder(sports, groups).map((event) => event.id);
    // Starred events of a sport that failed to load may still be live: keep them until it loads.
    const unknown = favourites.$liveEvents.get().filter((favourite) => failedSports.has(favourite.sportId));
    favourites.keepLiveEvents([...all, ...unknown.map((favourite) => favourite.eventId)]);
    const panel = panelOf(sports, groups, favourites.$liveEvents.get(), $query.get(), $open.get());
    $activeEventId.set(nextActiveEvent($activeEventId.get(), { visible: visibleEventIds(panel), all }));
  }

  const refresh = () => load('all');

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
    deltasDuringLoad?.push(update);
    const feed = $feed.get();
    const groups = applyLiveUpdate(feed.groups, update);
    if (groups !== feed.groups) $feed.set({ ...feed, groups });
    detail.mutate((event) => applyLiveUpdateToDetail(event, update));
    odds.observe(update.odds);
    for (const { sportId } of [...update.started, ...update.finished]) reloadSoon(sportId);
  }

  let reloadTimer: unknown = null;
  const sportsToReload = new Set<number>();
  function reloadSoon(sportId: number) {
    sportsToReload.add(sportId);
    if (reloadTimer !== null) platform.clearTimeout(reloadTimer);
    reloadTimer = platform.setTimeout(() => {
      reloadTimer = null;
      const sports = new Set(sportsToReload);
      sportsToReload.clear();
      void load(sports);
    }, LIVE_LIST_RELOAD_DELAY_MS);
  }

  function run(): () => void {
    // Made here, not with the store: the hubs connect for a logged-in player once made.
    const realtime = realtimeOf(client);
    let timer: unknown = null;
    const stopTimer = () => {
      if (timer !== null) platform.clearInterval(timer);
      timer = null;
    };
    const startTimer = () => {
      stopTimer();
      timer = platform.setInterval(() => void refreshAll(), LIVE_REFRESH_INTERVAL_MS);
    };
    const refreshAll = async () => {
      await Promise.all([refresh(), detailShown ? detail.refetch() : undefined]);
    };
    const cleanups = [
      realtime.on(LIVE_UPDATE_COMMAND, (message) => {
        try {
          const parsed = liveUpdateSchema.safeParse(JSON.parse(message));
          if (parsed.success) applyUpdate(parsed.data);
        } catch {
          // A push that is not JSON is dropped; the next refresh brings the truth.
        }
      }),
      realtime.hold('sbnotify'),
      // Deltas sent while the hub was away are lost.
      client.on('reconnected', ({ hub }) => {
        if (hub === 'sbnotify') void refreshAll();
      }),
      platform.onHidden(stopTimer),
      platform.onVisible(() => {
        void refreshAll();
        startTimer();
      }),
      stopTimer,
      () => {
        if (reloadTimer !== null) platform.clearTimeout(reloadTimer);
        reloadTimer = null;
        sportsToReload.clear();
        // Answers still on their way are dropped, and requests not yet sent are not.
        loadGeneration += 1;
        loading?.abort();
        deltasDuringLoad = null;
      },
    ];
    void refresh();
    if (platform.isVisible()) startTimer();
    return () => cleanups.forEach((cleanup) => cleanup());
  }

  whileObserved(client, $feed, run);

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
    seed(lists) {
      // `value`, not `get()`: reading an unobserved store would start following the live world (on a server, too).
      const feed = $feed.value!;
      if (feed.status !== 'loading' || feed.sports.length > 0) return;
      $feed.set({ sports: lists.sports, groups: lists.groups, status: 'ready' });
      // The live view need not wait for every list to show its event: the first one is in the seed.
      // Stars are not pruned here: a seed holds a few events, not every live one.
      if ($activeEventId.get() === null) {
        const all = liveEventsInOrder(lists.sports, lists.groups).map((event) => event.id);
        // From the seed itself, not `$panel`: reading the panel would follow the live world for a second.
        const panel = panelOf(lists.sports, lists.groups, favourites.$liveEvents.get(), $query.get(), $open.get());
        $activeEventId.set(nextActiveEvent(null, { visible: visibleEventIds(panel), all }));
      }
    },
    search: (query) => $query.set(query),
    toggleGroup: (key) => $open.set(toggleGroup($open.get(), key)),
    toggleAllGroups: () => $open.set(toggleAllGroups($open.get())),
    setActiveEvent: (eventId) => $activeEventId.set(eventId),
    toggleFavourite(eventId) {
      for (const sportGroups of Object.values($feed.get().groups)) {
        for (const group of sportGroups) {
          const event = group.events.find((candidate) => candidate.id === eventId);
          if (!event) continue;
          return favourites.toggleLiveEvent({
            eventId: event.id,
            sportId: event.sportId,
            groupName: group.groupName,
            homeName: event.homeName,
            awayName: event.awayName,
          });
        }
      }
      // Starred, but no longer in the lists: unstarring still works.
      const starred = favourites.$liveEvents.get().find((favourite) => favourite.eventId === eventId);
      return starred ? favourites.toggleLiveEvent(starred) : null;
    },
    onError: errors.onError,
  };
}
