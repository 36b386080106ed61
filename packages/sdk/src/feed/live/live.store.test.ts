import { describe, expect, it, onTestFinished } from 'vitest';
import { favouritesOf } from '../../favourites/favourites.store';
import { OfflineWebSocket } from '../../platform/offlineWebSocket';
import { SB_API, envelope, useFakeApi } from '../../test/fakeApi';
import { nextTurn } from '../../client/tasks';
import { allTasks, createTestClient } from '../../test/testClient';
import { unsubscribed } from '../../test/unsubscribed';
import { until } from '../../test/until';
import type { Platform } from '../../platform/platform.types';
import type { LeagueGroup, LiveCategory } from '../shared/feed.schema';
import { LIVE_LIST_HEAD_START_MS } from '../shared/feed.constants';
import { leagueGroupKey, sportGroupKey } from './live.calc';
import { leagueGroup, liveEvent } from './live.fixtures';
import { liveFeedOf } from './live.store';
import { oddsOf } from '../shared/odds.store';

const api = useFakeApi();
const { http, HttpResponse } = api;

/**
 * The live world the fake sportsbook API serves; tests change it between refreshes. A sport in
 * `held` answers only once its promise settles (a slow list); a rejected one fails the list.
 */
function serveLive(initial: {
  sports: LiveCategory[];
  lists: Record<number, LeagueGroup[] | 'fail'>;
  held?: Record<number, Promise<void>>;
}) {
  const world = { held: {}, ...initial };
  api.server.use(
    http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.json(envelope(world.sports))),
    http.post(`${SB_API}feed/liveeventlist`, async ({ request }) => {
      const { sportId } = (await request.json()) as { sportId: number };
      const slow = world.held[sportId];
      if (slow && !(await slow.then(() => true, () => false))) {
        return HttpResponse.json(envelope(null, 'Servis hatası', false), { status: 500 });
      }
      const list = world.lists[sportId];
      return list === 'fail' || !list
        ? HttpResponse.json(envelope(null, 'Servis hatası', false), { status: 500 })
        : HttpResponse.json(envelope(list));
    }),
    http.post(`${SB_API}feed/eventdetail`, async ({ request }) => {
      const { eventId } = (await request.json()) as { eventId: number };
      const event = Object.values(world.lists)
        .flatMap((list) => (list === 'fail' ? [] : list.flatMap((group) => group.events)))
        .find((candidate) => candidate.id === eventId);
      return event
        ? HttpResponse.json(
            envelope({
              ...event,
              competitionName: 'Süper Lig',
              groupName: 'Türkiye',
              isLive: true,
              markets: [{ id: 1, name: 'Maç Sonucu', odds: [{ id: event.winner!.odd1Id, name: '1', rate: event.winner!.odd1, locked: false }] }],
            }),
          )
        : HttpResponse.json(envelope(null, 'Etkinlik bulunamadı', false));
    }),
  );
  return world;
}

const footballSport = { id: 1, name: 'Futbol', count: 2 };
const basketball = { id: 2, name: 'Basketbol', count: 1 };
const hidden = [{ id: 35, name: 'Gizli 35', count: 5 }, { id: 11, name: 'Gizli 11', count: 5 }];
const derby = liveEvent(1, { homeName: 'Galatasaray', awayName: 'Fenerbahçe' });
const istanbul = liveEvent(2, { homeName: 'İstanbulspor', awayName: 'Beşiktaş' });
const nbaGame = liveEvent(3, { sportId: 2, homeName: 'Lakers', awayName: 'Celtics', result: { Points: '88-90' } });
const superLig = (events = [derby, istanbul]) => leagueGroup('Türkiye', 'Süper Lig', events);
const nba = (events = [nbaGame]) => leagueGroup('ABD', 'NBA', events);

function setup(platform: Partial<Platform> = {}) {
  const harness = createTestClient({ platform: { WebSocket: OfflineWebSocket as unknown as typeof WebSocket, ...platform } });
  onTestFinished(() => harness.client.dispose());
  return { ...harness, live: liveFeedOf(harness.client) };
}

const listRequests = () => api.callsTo('feed/liveeventlist').length;
const panelIds = (live: ReturnType<typeof setup>['live']) =>
  live.$panel.get().sports.flatMap((sport) => sport.leagues.flatMap((league) => league.events.map((event) => event.id)));

describe('the live feed', () => {
  it('stays idle until something subscribes', async () => {
    serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    const { live } = setup();
    live.seed({ sports: [footballSport], groups: { 1: [superLig()] } });
    await allTasks();
    expect(api.callsTo('feed/livecategorylist')).toHaveLength(0);
    live.$activeEvent.listen(() => {});
    await until(() => api.callsTo('feed/livecategorylist').length === 1);
  });

  it('loads every listed sport, never the hidden ones, and shows a failing sport as empty', async () => {
    serveLive({ sports: [footballSport, ...hidden, basketball], lists: { 1: [superLig()], 2: 'fail' } });
    const { live } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');

    expect(live.$sports.get().map((sport) => sport.id)).toEqual([1, 2]);
    const asked = await Promise.all(api.callsTo('feed/liveeventlist').map((request) => request.json()));
    expect(asked.map((body) => body.sportId).sort()).toEqual([1, 2]);
    expect(asked[0]).toMatchObject({ skip: 0, take: 200 });
    expect(live.$groups.get()).toEqual({ 1: [superLig()], 2: [] });
    expect(live.$panel.get().sports.map((sport) => [sport.name, sport.count])).toEqual([['Futbol', 2]]);
  });

  it('asks for the top sport alone first, and for the others once it is on screen', async () => {
    serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] } });
    const painted: (() => void)[] = [];
    const { live } = setup({ afterPaint: () => new Promise<void>((resolve) => painted.push(resolve)) });
    live.$panel.listen(() => {});
    await until(() => panelIds(live).length > 0);
    // The load waits on the paint: nothing else can send the next list.
    await nextTurn();
    expect(panelIds(live)).toEqual([1, 2]);
    expect(listRequests()).toBe(1);

    painted.forEach((paint) => paint());
    await until(() => live.$status.get() === 'ready');
    expect(panelIds(live)).toEqual([1, 2, 3]);
  });

  it('shows each sport as its list arrives: a slow top list holds the others back only for its head start, and not the first live event', async () => {
    let answerFootball = () => {};
    const footballList = new Promise<void>((resolve) => (answerFootball = resolve));
    serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] }, held: { 1: footballList } });
    const { live, tick } = setup();
    live.$panel.listen(() => {});
    await until(() => listRequests() === 1);
    tick(LIVE_LIST_HEAD_START_MS - 1);
    await nextTurn();
    expect(listRequests()).toBe(1);
    tick(1);
    await until(() => panelIds(live).length > 0);

    expect(panelIds(live)).toEqual([3]);
    expect(live.$panel.get().sports.map((sport) => sport.name)).toEqual(['Basketbol']);
    // Until every list is in, the feed is still loading and nothing is made active.
    expect(live.$status.get()).toBe('loading');
    expect(live.$activeEventId.get()).toBeNull();

    answerFootball();
    await until(() => live.$status.get() === 'ready');
    expect(panelIds(live)).toEqual([1, 2, 3]);
    // The first live event in the panel's order, not the first to arrive.
    expect(live.$activeEventId.get()).toBe(1);
  });

  it('shows the other sports while a failing list is still on its way, and then that sport as empty', async () => {
    let failFootball = () => {};
    const footballList = new Promise<void>((_, reject) => (failFootball = () => reject(new Error('down'))));
    serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] }, held: { 1: footballList } });
    const { live, tick } = setup();
    live.$panel.listen(() => {});
    await until(() => listRequests() === 1);
    tick(LIVE_LIST_HEAD_START_MS);
    await until(() => panelIds(live).length > 0);
    expect(panelIds(live)).toEqual([3]);

    failFootball();
    await until(() => live.$status.get() === 'ready');
    expect(live.$groups.get()).toEqual({ 1: [], 2: [nba()] });
    expect(panelIds(live)).toEqual([3]);
    expect(live.$activeEventId.get()).toBe(3);
  });

  it('keeps what a refresh did not change, so only changed rows are drawn again', async () => {
    const world = serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] } });
    const { live, tick } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');
    const before = live.$groups.get();
    const panelUpdates: unknown[] = [];
    const stop = live.$panel.listen((panel) => panelUpdates.push(panel));

    tick(60_000);
    await until(() => listRequests() === 4);
    await allTasks();
    expect(panelUpdates).toEqual([]);
    expect(live.$groups.get()).toBe(before);

    world.lists[1] = [superLig([{ ...derby, result: { Goal: '1-0' } }, istanbul])];
    tick(60_000);
    await until(() => live.$groups.get()[1]![0]!.events[0]!.result?.Goal === '1-0');
    const after = live.$groups.get();
    expect(after[1]![0]!.events[1]).toBe(before[1]![0]!.events[1]);
    expect(after[2]).toBe(before[2]);
    stop();
  });

  it('sends the other lists one task after another, in the panel order, when the platform can wait for a task', async () => {
    const volleyball = { id: 3, name: 'Voleybol', count: 1 };
    serveLive({ sports: [footballSport, basketball, volleyball], lists: { 1: [superLig()], 2: [nba()], 3: [] } });
    const turns: (() => void)[] = [];
    const { live } = setup({ nextTask: () => new Promise<void>((resolve) => turns.push(resolve)) });
    live.$panel.listen(() => {});
    // The second list is on its way over HTTP when the store asks for the next task: wait for it to
    // arrive, not for a fixed number of turns of the event loop (a busy machine delays it).
    await until(() => turns.length === 1 && listRequests() === 2);
    await nextTurn();
    const asked = async () => Promise.all(api.callsTo('feed/liveeventlist').map(async (request) => (await request.clone().json()).sportId));
    expect(await asked()).toEqual([1, 2]);

    turns[0]!();
    await until(() => listRequests() === 3);
    expect(await asked()).toEqual([1, 2, 3]);
    await until(() => live.$status.get() === 'ready');
  });

  it('refreshes every 60 s while visible, pauses while hidden and refreshes on return', async () => {
    const world = serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    const { live, tick, becomeHidden, becomeVisible } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');
    expect(listRequests()).toBe(1);

    world.lists[1] = [superLig([{ ...derby, result: { Goal: '1-0' } }, istanbul])];
    tick(59_999);
    await allTasks();
    expect(listRequests()).toBe(1);
    tick(1);
    await until(() => listRequests() === 2);
    await until(() => live.$groups.get()[1]![0]!.events[0]!.result?.Goal === '1-0');

    becomeHidden();
    tick(180_000);
    await allTasks();
    expect(listRequests()).toBe(2);

    becomeVisible();
    await until(() => listRequests() === 3);
    tick(60_000);
    await until(() => listRequests() === 4);
  });

  it('stops refreshing when the last caller stops, and leaves nothing behind at dispose', async () => {
    serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    const { client, live, tick, timerCount } = setup();
    const timersBefore = timerCount();
    let status = '';
    const first = live.$panel.listen(() => {});
    const second = live.$status.subscribe((now) => (status = now));
    await until(() => status === 'ready');
    unsubscribed(first);
    tick(60_000);
    await until(() => listRequests() === 2);

    unsubscribed(second);
    tick(120_000);
    await allTasks();
    expect(listRequests()).toBe(2);
    expect(timerCount()).toBe(timersBefore);

    live.$panel.listen(() => {});
    client.dispose();
    tick(120_000);
    await allTasks();
    expect(listRequests()).toBe(2);
    expect(timerCount()).toBe(timersBefore);
  });

  it('makes the first live event active when none is, and the first visible one when the active vanished', async () => {
    const world = serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] } });
    const { live, tick } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$activeEventId.get() === 1);
    expect(live.$activeEvent.get()?.homeName).toBe('Galatasaray');

    live.setActiveEvent(2);
    live.toggleGroup(sportGroupKey(1));
    world.lists[1] = [superLig([derby])];
    tick(60_000);
    await until(() => live.$activeEventId.get() !== 2);
    expect(live.$activeEventId.get()).toBe(3);

    live.setActiveEvent(1);
    tick(60_000);
    await until(() => listRequests() === 6);
    await allTasks();
    expect(live.$activeEventId.get()).toBe(1);
  });

  it('lists starred events under My Favourites only, and drops them once they are no longer live', async () => {
    const world = serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] } });
    const { client, live, tick } = setup();
    const favourites = favouritesOf(client);
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');

    expect(live.toggleFavourite(2)?.status).toBe('added');
    live.toggleFavourite(3);
    expect(live.toggleFavourite(404)).toBeNull();
    expect(favourites.$liveEvents.get()).toEqual([
      { eventId: 2, sportId: 1, groupName: 'Türkiye', homeName: 'İstanbulspor', awayName: 'Beşiktaş' },
      { eventId: 3, sportId: 2, groupName: 'ABD', homeName: 'Lakers', awayName: 'Celtics' },
    ]);
    expect(live.$panel.get().favourites.events.map((event) => event.id)).toEqual([2, 3]);
    expect(panelIds(live)).toEqual([1]);

    // Basketball fails to load: its starred event may still be live and is kept.
    world.lists = { 1: [superLig([derby])], 2: 'fail' };
    tick(60_000);
    await until(() => favourites.$liveEvents.get().length === 1);
    expect(favourites.$liveEvents.get()[0]!.eventId).toBe(3);

    world.lists = { 1: [superLig([derby])], 2: [nba([])] };
    tick(60_000);
    await until(() => favourites.$liveEvents.get().length === 0);

    live.toggleFavourite(1);
    live.toggleFavourite(1);
    expect(favourites.$liveEvents.get()).toEqual([]);
  });

  it('searches team names and opens and closes groups', async () => {
    serveLive({ sports: [footballSport, basketball], lists: { 1: [superLig()], 2: [nba()] } });
    const { live } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');

    live.search('istanbul');
    expect(panelIds(live)).toEqual([2]);
    live.search('');
    expect(panelIds(live)).toEqual([1, 2, 3]);

    live.toggleAllGroups();
    expect(live.$panel.get().sports.every((sport) => !sport.open)).toBe(true);
    live.toggleGroup(leagueGroupKey(1, superLig()));
    expect(live.$panel.get().sports[0]!.leagues[0]!.open).toBe(true);
    live.toggleAllGroups();
    expect(live.$panel.get().allOpen).toBe(true);
  });

  it('loads the active event with every market when asked to, and follows the active event', async () => {
    serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    const { live } = setup();
    live.setActiveEvent(2);
    const stop = live.$detail.listen(() => {});
    await until(() => live.$detail.get().status === 'ready');
    expect(live.$detail.get()).toMatchObject({ query: 2, value: { id: 2, homeName: 'İstanbulspor', markets: [{ name: 'Maç Sonucu' }] } });

    live.setActiveEvent(1);
    expect(live.$detail.get().status).toBe('loading');
    await until(() => live.$detail.get().status === 'ready');
    expect(live.$detail.get()).toMatchObject({ query: 1, value: { id: 1 } });
    stop();
  });

  it('follows the odds of every event it loads so that moves show', async () => {
    const world = serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    const { client, live, tick } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');
    // Odds are noted after the frame that shows the list: a zero timeout on a platform without frames.
    tick(0);
    await allTasks();
    world.lists[1] = [superLig([{ ...derby, winner: { ...derby.winner!, odd1: 2.1 } }, istanbul])];
    tick(60_000);
    await until(() => listRequests() === 2);
    await allTasks();
    tick(0);
    await allTasks();
    expect(oddsOf(client).$moves.get()[derby.winner!.odd1Id!]).toBe('up');
  });

  it('resyncs when the sportsbook hub reconnects', async () => {
    serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    const { client, live } = setup();
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'ready');
    client.emit('reconnected', { hub: 'frnotify', connectionId: 'a' });
    await allTasks();
    expect(listRequests()).toBe(1);
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'b' });
    await until(() => listRequests() === 2);
  });

  it('shows failed when the first category list cannot be loaded, and keeps the lists after a later failure', async () => {
    api.server.use(http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.error()));
    const { live } = setup();
    const errors: string[] = [];
    live.onError((error) => errors.push(error.code));
    live.$panel.listen(() => {});
    await until(() => live.$status.get() === 'failed');
    expect(errors).toEqual(['network']);

    serveLive({ sports: [footballSport], lists: { 1: [superLig()] } });
    await live.refresh();
    expect(live.$status.get()).toBe('ready');
    api.server.use(http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.error()));
    await live.refresh();
    expect(live.$status.get()).toBe('ready');
    expect(panelIds(live)).toEqual([1, 2]);
    // A later failure keeps the lists and is not told: the next refresh tries again.
    expect(errors).toHaveLength(1);
  });

  it('shows a seed from the server until its own lists arrive, and works on it meanwhile', async () => {
    let answerFootball = () => {};
    const footballList = new Promise<void>((resolve) => (answerFootball = resolve));
    serveLive({ sports: [footballSport], lists: { 1: [superLig()] }, held: { 1: footballList } });
    const { live } = setup();
    live.seed({ sports: [footballSport], groups: { 1: [superLig([derby])] } });
    expect(live.$status.get()).toBe('ready');
    expect(panelIds(live)).toEqual([1]);
    // The live view shows the seed's first event without waiting for every list.
    expect(live.$activeEventId.get()).toBe(derby.id);
    live.search('galata');
    expect(panelIds(live)).toEqual([1]);
    live.search('');

    live.$panel.listen(() => {});
    await until(() => listRequests() === 1);
    expect(panelIds(live)).toEqual([1]);
    answerFootball();
    await until(() => panelIds(live).length === 2);
    expect(panelIds(live)).toEqual([1, 2]);
    // The whole list is in: a seed now would show older lists over newer ones.
    live.seed({ sports: [basketball], groups: { 2: [nba()] } });
    expect(panelIds(live)).toEqual([1, 2]);
  });

  it('keeps the event the page asked for when seeded', () => {
    const { live } = setup();
    live.setActiveEvent(istanbul.id);
    live.seed({ sports: [footballSport], groups: { 1: [superLig()] } });
    expect(live.$activeEventId.get()).toBe(istanbul.id);
  });

  it('keeps showing the seed when its own first category list fails', async () => {
    api.server.use(http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.error()));
    const { live } = setup();
    live.seed({ sports: [footballSport], groups: { 1: [superLig()] } });
    live.$panel.listen(() => {});
    await until(() => api.callsTo('feed/livecategorylist').length === 1);
    await allTasks();
    expect(live.$status.get()).toBe('ready');
    expect(panelIds(live)).toEqual([1, 2]);
  });
});
