import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { SB_API, envelope, useFakeApi } from '../../test/fakeApi';
import { createTestClient } from '../../test/testClient';
import { LIVE_LIST_RELOAD_DELAY_MS } from '../shared/feed.constants';
import { basketball, football, leagueGroup, liveEvent } from './live.fixtures';
import type { LiveLists } from './liveLists.calc';
import { createLiveListLoader } from './liveLists.task';

const api = useFakeApi();
const { http, HttpResponse } = api;
const tennis = { id: 5, name: 'Tenis', count: 1 };

/** A promise and its resolve. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The sportsbook's live lists; a sport in `held` answers only once its promise settles. Resolves
 * `asked` when the first list request arrives.
 */
function serve(lists: Record<number, 'fail' | number[]>, held: Record<number, Promise<unknown>> = {}) {
  const sports = [football, basketball, tennis].filter((sport) => sport.id in lists);
  const asked = deferred();
  api.server.use(
    http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.json(envelope(sports))),
    http.post(`${SB_API}feed/liveeventlist`, async ({ request }) => {
      const { sportId } = (await request.json()) as { sportId: number };
      asked.resolve();
      await held[sportId];
      const ids = lists[sportId]!;
      if (ids === 'fail') return HttpResponse.json(envelope(null, 'Servis hatası', false), { status: 500 });
      const events = ids.map((id) => liveEvent(id, { sportId }));
      return HttpResponse.json(envelope([leagueGroup('Türkiye', 'Süper Lig', events)]));
    }),
  );
  return { asked: asked.promise };
}

function setup() {
  const harness = createTestClient();
  const $lists = atom<LiveLists>({ sports: [], groups: {}, status: 'loading' });
  const errors: unknown[] = [];
  const loads: ReadonlySet<number>[] = [];
  let loaded = deferred();
  const afterLoad = (failed: ReadonlySet<number>) => {
    loads.push(failed);
    loaded.resolve();
    loaded = deferred();
  };
  const loader = createLiveListLoader(harness.client, $lists, (error) => errors.push(error), afterLoad);
  /** Resolves when the next load has every answer in. */
  const nextLoad = () => loaded.promise;
  const eventIds = (sportId: number) => $lists.get().groups[sportId]?.flatMap((group) => group.events.map((event) => event.id));
  return { ...harness, $lists, errors, loads, loader, eventIds, nextLoad };
}

const listsAsked = () => api.callsTo('feed/liveeventlist').length;

describe('loading the live lists', () => {
  it('shows every sport’s list, is ready once all are in, and names the sports whose list failed', async () => {
    serve({ 1: [1, 2], 2: 'fail', 5: [9] });
    const { loader, $lists, eventIds, loads, errors } = setup();
    await loader.load('all');
    expect($lists.get().status).toBe('ready');
    expect(eventIds(1)).toEqual([1, 2]);
    expect(eventIds(2)).toEqual([]);
    expect(eventIds(5)).toEqual([9]);
    expect(loads).toEqual([new Set([2])]);
    // A sport whose list fails is shown empty, silently.
    expect(errors).toEqual([]);
  });

  it('drops what a superseded load answers and asks the lists again for the newer one', async () => {
    const slow = deferred();
    const { asked } = serve({ 1: [1] }, { 1: slow.promise });
    const { loader, $lists, loads } = setup();
    const first = loader.load('all');
    await asked;
    const second = loader.load('all');
    slow.resolve();
    await Promise.all([first, second]);
    expect($lists.get().groups[1]).toHaveLength(1);
    // The first run ended without its after-load step: only the newer one took it.
    expect(loads).toHaveLength(1);
    expect(listsAsked()).toBe(2);
  });

  it('tells a failed first category list, and keeps the lists after a later failure', async () => {
    serve({ 1: [1] });
    const { loader, $lists, errors } = setup();
    api.server.use(http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.error(), { once: true }));
    await loader.load('all');
    expect($lists.get().status).toBe('failed');
    expect(errors).toHaveLength(1);
    await loader.load('all');
    expect($lists.get().status).toBe('ready');
    api.server.use(http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.error(), { once: true }));
    await loader.load('all');
    expect($lists.get()).toMatchObject({ status: 'ready', sports: [football] });
    expect(errors).toHaveLength(1);
  });

  it('reloads the sports of events that started or finished once for a burst, a moment after the last', async () => {
    serve({ 1: [1], 2: [7], 5: [9] });
    const { loader, tick, nextLoad } = setup();
    await loader.load('all');
    const before = listsAsked();
    loader.reloadSoon(1);
    tick(LIVE_LIST_RELOAD_DELAY_MS - 1);
    loader.reloadSoon(2);
    tick(LIVE_LIST_RELOAD_DELAY_MS - 1);
    expect(listsAsked()).toBe(before);
    const reloaded = nextLoad();
    tick(1);
    await reloaded;
    const asked = await Promise.all(api.callsTo('feed/liveeventlist').slice(before).map(async (request) => ((await request.json()) as { sportId: number }).sportId));
    expect(asked.sort()).toEqual([1, 2]);
  });

  it('leaves no timer behind and shows nothing more once stopped', async () => {
    const slow = deferred();
    const { asked } = serve({ 1: [1] }, { 1: slow.promise });
    const { loader, $lists, tick, timerCount } = setup();
    const timers = timerCount();
    const loading = loader.load('all');
    loader.reloadSoon(1);
    await asked;
    loader.stop();
    slow.resolve();
    await loading;
    tick(LIVE_LIST_RELOAD_DELAY_MS);
    expect(timerCount()).toBe(timers);
    expect($lists.get()).toEqual({ sports: [], groups: {}, status: 'loading' });
    expect(listsAsked()).toBe(1);
  });
});
