import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { favouritesOf } from '../favourites/favourites.store';
import { afterPaint } from '../platform/afterPaint';
import { realtimeOf } from '../realtime/realtime.store';
import { getEventDetail, getLiveCategoryList, getLiveEventList } from './feed.api';
import { LIVE_LIST_RELOAD_DELAY_MS, LIVE_REFRESH_INTERVAL_MS } from './feed.constants';
import {
  LIVE_UPDATE_COMMAND,
  liveUpdateSchema,
  type EventDetail,
  type LeagueGroup,
  type LiveCategory,
  type LiveEvent,
  type LiveUpdate,
} from './feed.schema';
import {
  ALL_GROUPS_OPEN,
  applyLiveUpdate,
  applyLiveUpdateToDetail,
  keepUnchanged,
  liveEventsInOrder,
  livePanel,
  nextActiveEvent,
  sameData,
  toggleAllGroups,
  toggleGroup,
  visibleEventIds,
  visibleLiveSports,
  type GroupsOpen,
  type LiveGroups,
  type LivePanel,
} from './live.calc';
import { detailOdds } from './markets.calc';
import { offeredRowOdds } from './prematch.calc';
import type { LiveSeed } from './liveSeed.calc';
import { oddsOf } from './odds.store';

/** `loading` until the first answer; `failed` when the first category list could not be loaded. */
export type LiveStatus = 'loading' | 'ready' | 'failed';

export interface LiveDetail {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The active event with every market; kept while a refresh of it is under way or fails. */
  event: EventDetail | null;
}

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
  readonly $panel: ReadableAtom<LivePanel>;
  /** The event the live view shows. */
  readonly $activeEventId: ReadableAtom<number | null>;
  /** The active event as the live lists have it, or null while it is not in them. */
  readonly $activeEvent: ReadableAtom<LiveEvent | null>;
  /** The active event with every market; loaded only while a caller started the feed with `detail`. */
  readonly $detail: ReadableAtom<LiveDetail>;
  /**
   * Follows the live world: loads it now, refreshes it every 60 s while the page is visible (and at
   * once when it becomes visible again), merges the sbnotify hub's deltas and resyncs after a hub
   * reconnect. With `detail`, the active event's markets are kept too. Returns the stop; the feed
   * runs while any caller holds it.
   */
  start(options?: { detail?: boolean }): () => void;
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
  /** Stars a live event (it moves to My Favourites) or unstars it. */
  toggleFavourite(eventId: number): void;
}

const LIVE = Symbol('oyna.live');

/** The live sportsbook of a client: one per client, idle until a caller starts it. */
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
  const realtime = realtimeOf(client);

  const $feed = atom<FeedState>({ sports: [], groups: {}, status: 'loading' });
  const $query = atom('');
  const $open = atom<GroupsOpen>(ALL_GROUPS_OPEN);
  const $activeEventId = atom<number | null>(null);
  const $detail = atom<LiveDetail>({ status: 'idle', event: null });
  const $sports = computed($feed, (feed) => feed.sports);
  const $groups = computed($feed, (feed) => feed.groups);
  const $status = computed($feed, (feed) => feed.status);
  const $panel = computed([$sports, $groups, favourites.$liveEvents, $query, $open], (sports, groups, starred, query, open) =>
    livePanel({ sports, groups, favourites: starred, query, open }),
  );
  const $activeEvent = computed([$groups, $activeEventId], (groups, id) => {
    if (id === null) return null;
    for (const sportGroups of Object.values(groups)) {
      for (const group of sportGroups) for (const event of group.events) if (event.id === id) return event;
    }
    return null;
  });

  // Deltas that arrive while lists are loading are applied again to each answer, which may predate them.
  let deltasDuringLoad: LiveUpdate[] | null = null;
  let loadGeneration = 0;

  /**
   * Loads the category list, then the events of `which` sports (every sport for 'all'). Each sport's
   * list is shown as soon as it arrives, so the first rows need not wait for the slowest sport; the
   * rules that need every list (the active event, favourites no longer live) run once all are in.
   */
  async function load(which: 'all' | ReadonlySet<number>) {
    const run = ++loadGeneration;
    const deltas: LiveUpdate[] = [];
    deltasDuringLoad = deltas;
    let sports: readonly LiveCategory[];
    try {
      const listed = visibleLiveSports(await getLiveCategoryList(client));
      // The same sports and counts as before: kept as they were, so nothing is drawn again for them.
      sports = sameData(listed, $feed.get().sports) ? $feed.get().sports : listed;
    } catch {
      // A failed category list is ignored: the last lists stay until the next refresh.
      if (run === loadGeneration && $feed.get().status === 'loading') $feed.set({ ...$feed.get(), status: 'failed' });
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
    // Sending a request costs the page a few milliseconds: a dozen at once would be one long task,
    // so each goes out in a task of its own, the panel's order first.
    let turn: Promise<void> = Promise.resolve();
    const answers = await Promise.all(
      fetched.map(async (sport, index): Promise<ListAnswer> => {
        if (index > 0) turn = turn.then(() => platform.nextTask?.());
        await turn;
        if (run !== loadGeneration) return { sportId: sport.id, groups: [], ok: true };
        const answer: ListAnswer = await getLiveEventList(client, sport.id).then(
          (groups) => ({ sportId: sport.id, groups, ok: true }),
          // A sport whose list fails is an empty list, silently.
          () => ({ sportId: sport.id, groups: [], ok: false }),
        );
        if (run === loadGeneration) publish(answer.sportId, answer.groups);
        return answer;
      }),
    );
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
    $activeEventId.set(nextActiveEvent($activeEventId.get(), { visible: visibleEventIds($panel.get()), all }));
  }

  const refresh = () => load('all');

  let detailHolders = 0;
  let detailGeneration = 0;
  async function loadDetail() {
    const id = $activeEventId.get();
    const run = ++detailGeneration;
    if (id === null) {
      $detail.set({ status: 'idle', event: null });
      return;
    }
    const shown = $detail.get().event?.id === id ? $detail.get().event : null;
    $detail.set({ status: shown ? 'ready' : 'loading', event: shown });
    try {
      const event = await getEventDetail(client, id);
      if (run !== detailGeneration) return;
      $detail.set({ status: 'ready', event });
      odds.observe(detailOdds(event));
    } catch {
      if (run === detailGeneration) $detail.set({ status: shown ? 'ready' : 'failed', event: shown });
    }
  }
  client.track(
    $activeEventId.listen(() => {
      if (detailHolders > 0) void loadDetail();
    }),
  );

  function applyUpdate(update: LiveUpdate) {
    deltasDuringLoad?.push(update);
    const feed = $feed.get();
    const groups = applyLiveUpdate(feed.groups, update);
    if (groups !== feed.groups) $feed.set({ ...feed, groups });
    const detail = $detail.get().event;
    if (detail) {
      const next = applyLiveUpdateToDetail(detail, update);
      if (next !== detail) $detail.set({ ...$detail.get(), event: next });
    }
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
      await Promise.all([refresh(), detailHolders > 0 ? loadDetail() : undefined]);
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
        // Answers still on their way are dropped.
        loadGeneration += 1;
        detailGeneration += 1;
        deltasDuringLoad = null;
      },
    ];
    void refresh();
    if (platform.isVisible()) startTimer();
    return () => cleanups.forEach((cleanup) => cleanup());
  }

  let holders = 0;
  let stopRunning: (() => void) | null = null;
  client.track(() => {
    stopRunning?.();
    stopRunning = null;
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
    start(options = {}) {
      holders += 1;
      if (options.detail) detailHolders += 1;
      if (holders === 1 && !client.disposed) stopRunning = run();
      if (options.detail && detailHolders === 1) void loadDetail();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        if (options.detail) detailHolders -= 1;
        if (holders === 0) {
          stopRunning?.();
          stopRunning = null;
        }
      };
    },
    refresh,
    seed(lists) {
      const feed = $feed.get();
      if (feed.status !== 'loading' || feed.sports.length > 0) return;
      $feed.set({ sports: lists.sports, groups: lists.groups, status: 'ready' });
      // The live view need not wait for every list to show its event: the first one is in the seed.
      // Stars are not pruned here: a seed holds a few events, not every live one.
      if ($activeEventId.get() === null) {
        const all = liveEventsInOrder(lists.sports, lists.groups).map((event) => event.id);
        $activeEventId.set(nextActiveEvent(null, { visible: visibleEventIds($panel.get()), all }));
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
          favourites.toggleLiveEvent({
            eventId: event.id,
            sportId: event.sportId,
            groupName: group.groupName,
            homeName: event.homeName,
            awayName: event.awayName,
          });
          return;
        }
      }
      // Starred, but no longer in the lists: unstarring still works.
      const starred = favourites.$liveEvents.get().find((favourite) => favourite.eventId === eventId);
      if (starred) favourites.toggleLiveEvent(starred);
    },
  };
}
