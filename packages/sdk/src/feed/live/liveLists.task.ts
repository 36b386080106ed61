import type { WritableAtom } from 'nanostores';
import type { OynaClient } from '../../client/createOyna';
import { afterPaint } from '../../platform/afterPaint';
import { getLiveCategoryList, getLiveEventList } from '../shared/feed.api';
import { LIVE_LIST_HEAD_START_MS, LIVE_LIST_RELOAD_DELAY_MS } from '../shared/feed.constants';
import type { LeagueGroup, LiveCategory, LiveUpdate } from '../shared/feed.schema';
import { oddsOf } from '../shared/odds.store';
import { offeredRowOdds } from '../shared/rowOdds.calc';
import { sameData, visibleLiveSports } from './live.calc';
import { completedLists, sportsToFetch, withSportAnswer, type LiveLists } from './liveLists.calc';

type ListAnswer = { sportId: number; groups: LeagueGroup[]; ok: boolean };

export interface LiveListLoader {
  /**
   * Loads the category list, then the events of `which` sports (every sport for 'all'): the top
   * sport's first, the others once it is on screen. Each sport's list is shown as soon as it arrives,
   * so the first rows need not wait for the slowest sport; `afterLoad` runs once all are in, with the
   * sports whose list failed. A newer load calls off the one on its way.
   */
  load(which: 'all' | ReadonlySet<number>): Promise<void>;
  /** A hub delta: applied again to each answer of the load on its way, which may predate it. */
  noteDelta(update: LiveUpdate): void;
  /** Reloads a sport's list a moment after an event of it started or finished, once for a burst. */
  reloadSoon(sportId: number): void;
  /** Calls off the load on its way (answers still coming are dropped, requests not sent are not sent) and the reload waiting. */
  stop(): void;
}

/** The live lists' loading, into `$lists`; failures of a first load go to `reportError`. */
export function createLiveListLoader(
  client: OynaClient,
  $lists: WritableAtom<LiveLists>,
  reportError: (error: unknown) => void,
  afterLoad: (failedSports: ReadonlySet<number>) => void,
): LiveListLoader {
  const { platform } = client;
  const odds = oddsOf(client);
  let deltasDuringLoad: LiveUpdate[] | null = null;
  let loadGeneration = 0;
  let loading: AbortController | null = null;
  let reloadTimer: unknown = null;
  const sportsToReload = new Set<number>();

  const load = (which: 'all' | ReadonlySet<number>) => client.task(loadLists(which));

  async function loadLists(which: 'all' | ReadonlySet<number>) {
    const run = ++loadGeneration;
    loading?.abort();
    const { signal } = (loading = new AbortController());
    const deltas: LiveUpdate[] = [];
    deltasDuringLoad = deltas;
    let sports: readonly LiveCategory[];
    try {
      const listed = visibleLiveSports(await getLiveCategoryList(client, signal));
      // The same sports and counts as before: kept as they were, so nothing is drawn again for them.
      sports = sameData(listed, $lists.get().sports) ? $lists.get().sports : listed;
    } catch (error) {
      // The last lists stay until the next refresh; only a first load that fails is told.
      if (run === loadGeneration && $lists.get().status === 'loading') {
        $lists.set({ ...$lists.get(), status: 'failed' });
        reportError(error);
      }
      return;
    }
    if (run !== loadGeneration) return;

    const loadList = async (sport: LiveCategory): Promise<ListAnswer> => {
      if (run !== loadGeneration) return { sportId: sport.id, groups: [], ok: true };
      const answer: ListAnswer = await getLiveEventList(client, sport.id, signal).then(
        (groups) => ({ sportId: sport.id, groups, ok: true }),
        // A sport whose list fails is an empty list, silently.
        () => ({ sportId: sport.id, groups: [], ok: false }),
      );
      if (run !== loadGeneration) return answer;
      const lists = $lists.get();
      const next = withSportAnswer(lists, sports, answer.sportId, answer.groups, deltas);
      if (next !== lists) $lists.set(next);
      // Thousands of odds: noted once the list is on screen, not in the way of the frame that shows it.
      void afterPaint(platform).then(() => odds.observe(answer.groups.flatMap((group) => group.events.flatMap(offeredRowOdds))));
      return answer;
    };
    // The top sport first, alone: a dozen answers arriving with it kept it from being read and drawn
    // for about 60 ms at 4x CPU throttle. The others go once it is on screen, or when it is slow.
    const [top, ...others] = sportsToFetch(sports, which, $lists.get().groups);
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
    const lists = $lists.get();
    const completed = completedLists(lists, sports);
    if (completed !== lists) $lists.set(completed);
    afterLoad(new Set(answers.filter((answer) => !answer.ok).map((answer) => answer.sportId)));
  }

  const cancelReload = () => {
    if (reloadTimer !== null) platform.clearTimeout(reloadTimer);
    reloadTimer = null;
  };

  return {
    load,
    noteDelta: (update) => void deltasDuringLoad?.push(update),
    reloadSoon(sportId) {
      sportsToReload.add(sportId);
      cancelReload();
      reloadTimer = platform.setTimeout(() => {
        reloadTimer = null;
        const sports = new Set(sportsToReload);
        sportsToReload.clear();
        void load(sports);
      }, LIVE_LIST_RELOAD_DELAY_MS);
    },
    stop() {
      cancelReload();
      sportsToReload.clear();
      loadGeneration += 1;
      loading?.abort();
      deltasDuringLoad = null;
    },
  };
}
