import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/oyna.errors';
import type { OynaError } from '../../errors/oyna.errors';
import { OfflineWebSocket } from '../../platform/offlineWebSocket';
import { SB_API, envelope, useFakeApi } from '../../test/fakeApi';
import { allTasks, createTestClient as createClient } from '../../test/testClient';
import { until } from '../../test/until';
import { SEARCH_DEBOUNCE_MS } from '../shared/feed.constants';
import { oddsOf } from '../shared/odds.store';
import { prematchOf } from './prematch.store';

const api = useFakeApi();
const { http, HttpResponse } = api;
const createTestClient = (platform = {}) =>
  createClient({ platform: { WebSocket: OfflineWebSocket as unknown as typeof WebSocket, ...platform } });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().replace('Z', '');

const tree = [
  {
    id: 1,
    name: 'Futbol',
    count: 22,
    sort: 1,
    groups: [
      {
        groupName: 'england',
        name: 'İngiltere',
        count: 12,
        sort: 2,
        competitions: [{ id: 20, name: 'Premier League', count: 12, sort: 1 }],
      },
      { groupName: 'turkey', name: 'Türkiye', count: 10, sort: 1, competitions: [{ id: 11, name: 'Süper Lig', count: 10, sort: 1 }] },
    ],
  },
];

const match = (id: number, competitionId: number, hours: number, odd1 = 1.85) => ({
  id,
  sportId: 1,
  competitionId,
  competitionName: competitionId === 20 ? 'Premier League' : 'Süper Lig',
  groupName: competitionId === 20 ? 'İngiltere' : 'Türkiye',
  eventDate: hoursFromNow(hours),
  homeName: `Home ${id}`,
  awayName: `Away ${id}`,
  oddCount: 42,
  winner: { odd1, oddX: 3.4, odd2: 4.2, odd1Id: id * 10 + 1, oddXId: id * 10 + 2, odd2Id: id * 10 + 3 },
});

const premierLeague = { competitionId: 20, sportId: 1, name: 'Premier League', groupName: 'İngiltere' };
const superLig = { competitionId: 11, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye' };

function serveFeed() {
  const state = {
    treeFails: false,
    eventListFails: false,
    odd1: 1.85,
  };
  api.server.use(
    http.get(`${SB_API}feed/categorylist`, () =>
      state.treeFails ? HttpResponse.json(envelope(null, 'down', false), { status: 500 }) : HttpResponse.json(envelope(tree)),
    ),
    http.post(`${SB_API}feed/eventlist`, async ({ request }) => {
      const { competitionId } = (await request.json()) as { competitionId: number };
      if (state.eventListFails) return HttpResponse.json(envelope(null, 'Lig bulunamadı', false));
      return HttpResponse.json(
        envelope([match(competitionId * 100 + 1, competitionId, 2, state.odd1), match(competitionId * 100 + 2, competitionId, 30)]),
      );
    }),
    http.post(`${SB_API}feed/searchupcoming`, async ({ request }) => {
      const { teamName } = (await request.json()) as { teamName: string };
      if (teamName === 'boom') return HttpResponse.json(envelope(null, 'Arama yapılamadı', false));
      return HttpResponse.json(
        envelope([
          { id: 7, sportId: 1, kickofDate: hoursFromNow(3), group: 'Türkiye', competition: 'Süper Lig', homeName: 'Galatasaray', awayName: 'Fenerbahçe' },
        ]),
      );
    }),
    http.post(`${SB_API}feed/eventdetail`, async ({ request }) => {
      const { eventId } = (await request.json()) as { eventId: number };
      if (eventId !== 7) return HttpResponse.json(envelope(null, 'Etkinlik bulunamadı', false));
      return HttpResponse.json(
        envelope({
          id: 7,
          sportId: 1,
          competitionName: 'Süper Lig',
          groupName: 'Türkiye',
          eventDate: hoursFromNow(3),
          homeName: 'Galatasaray',
          awayName: 'Fenerbahçe',
          period: '',
          periodMinute: null,
          eventStatus: 'O',
          liveActiveExefeedId: null,
          markets: [{ id: 1, name: 'Maç Sonucu', odds: [{ id: 71, name: '1', rate: 1.7 }] }],
        }),
      );
    }),
    http.get(`${SB_API}sportsbook/popularevents`, () => HttpResponse.json(envelope([match(9, 11, 5)]))),
    http.get(`${SB_API}sportsbook/popularcompetitions`, () =>
      state.treeFails
        ? HttpResponse.json(envelope(null, 'down', false))
        : HttpResponse.json(envelope([{ id: 11, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 10 }])),
    ),
    http.get(`${SB_API}feed/upcoming`, () => HttpResponse.json(envelope([match(5, 11, 1)]))),
  );
  return state;
}

const hourAsked = (request: Request) => new URL(request.url).searchParams.get('hour');

describe('prematch tree and time filter', () => {
  it('loads the tree for the stored filter on first use and finds the Top Leagues in it', async () => {
    serveFeed();
    const { client, platform } = createTestClient();
    platform.storage.setItem('filterbyhour', '24');
    const prematch = prematchOf(client);
    expect(prematch.$timeFilter.get()).toBe(24);

    prematch.$topLeagues.listen(() => {});
    await until(() => prematch.$tree.get().length > 0);

    expect(hourAsked(api.callsTo('feed/categorylist')[0]!)).toBe('24');
    expect(prematch.$tree.get()[0]!.groups.map((group) => group.name)).toEqual(['Türkiye', 'İngiltere']);
    expect(prematch.$topLeagues.get()).toEqual([{ ...premierLeague, count: 12 }]);
    expect(prematch.$treeLoading.get()).toBe(false);
  });

  it('keeps the chosen filter under filterbyhour and reloads the tree for it', async () => {
    serveFeed();
    const { client, platform } = createTestClient();
    const prematch = prematchOf(client);
    prematch.$tree.listen(() => {});
    await until(() => api.callsTo('feed/categorylist').length === 1);
    expect(hourAsked(api.callsTo('feed/categorylist')[0]!)).toBeNull();

    prematch.setTimeFilter(12);
    expect(platform.storage.getItem('filterbyhour')).toBe('12');
    await until(() => api.callsTo('feed/categorylist').length === 2);
    expect(hourAsked(api.callsTo('feed/categorylist')[1]!)).toBe('12');

    prematch.setTimeFilter(null);
    expect(platform.storage.getItem('filterbyhour')).toBeNull();
  });

  it('ignores a tree that fails to load and keeps the last one', async () => {
    const feed = serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    const errors: OynaError[] = [];
    prematch.onError((error) => errors.push(error));
    prematch.$tree.listen(() => {});
    await until(() => prematch.$tree.get().length > 0);

    feed.treeFails = true;
    prematch.setTimeFilter(6);
    await until(() => !prematch.$treeLoading.get());
    expect(prematch.$tree.get()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('selected competitions', () => {
  it('puts a new one at the front and loads its events, moves a chosen one to the front without reloading', async () => {
    serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    prematch.$selected.listen(() => {});

    prematch.selectCompetition(superLig);
    expect(prematch.$selected.get()[0]).toMatchObject({ competitionId: 11, loading: true, data: [] });
    prematch.selectCompetition(premierLeague);
    await until(() => prematch.$selected.get().every((entry) => !entry.loading));
    expect(prematch.$selected.get().map((entry) => entry.competitionId)).toEqual([20, 11]);
    expect(prematch.$selected.get()[0]!.data.map((event) => event.id)).toEqual([2001, 2002]);

    prematch.selectCompetition(superLig);
    expect(prematch.$selected.get().map((entry) => entry.competitionId)).toEqual([11, 20]);
    await allTasks();
    expect(api.callsTo('feed/eventlist')).toHaveLength(2);
    const body = (await api.callsTo('feed/eventlist')[0]!.json()) as unknown;
    expect(body).toEqual({ sportId: 1, competitionId: 11, skip: 0, take: 100 });
  });

  it('toggles off with the checkbox, and announces when the last one goes', async () => {
    serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    let cleared = 0;
    prematch.onCleared(() => cleared++);
    prematch.toggleCompetition(superLig);
    prematch.toggleCompetition(premierLeague);
    prematch.toggleCompetition(superLig);
    expect(prematch.$selected.get().map((entry) => entry.competitionId)).toEqual([20]);
    expect(cleared).toBe(0);

    prematch.removeCompetition(20);
    expect(prematch.$selected.get()).toEqual([]);
    expect(cleared).toBe(1);

    prematch.selectCompetition(superLig);
    prematch.selectCompetition(premierLeague);
    prematch.clearCompetitions();
    expect(prematch.$selected.get()).toEqual([]);
    expect(cleared).toBe(2);
    prematch.clearCompetitions();
    expect(cleared).toBe(2);
  });

  it('shows only the events within the time filter', async () => {
    serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    prematch.$selected.listen(() => {});
    prematch.selectCompetition(premierLeague);
    await until(() => !prematch.$selected.get()[0]!.loading);

    prematch.setTimeFilter(24);
    expect(prematch.$selected.get()[0]!.data.map((event) => event.id)).toEqual([2001]);
    prematch.setTimeFilter(48);
    expect(prematch.$selected.get()[0]!.data).toHaveLength(2);
  });

  it('drops a competition whose events fail to load and reports the server message', async () => {
    const feed = serveFeed();
    feed.eventListFails = true;
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    const errors: OynaError[] = [];
    prematch.onError((error) => errors.push(error));

    prematch.selectCompetition(premierLeague);
    await until(() => errors.length > 0);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect(errors[0]!.message).toBe('Lig bulunamadı');
    expect(prematch.$selected.get()).toEqual([]);
  });

  it('keeps what it shows when a resync after a reconnect fails', async () => {
    const feed = serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    const errors: OynaError[] = [];
    prematch.onError((error) => errors.push(error));
    // The selection is on show.
    client.track(prematch.$selected.listen(() => {}));
    prematch.selectCompetition(premierLeague);
    await until(() => !prematch.$selected.get()[0]!.loading);

    feed.eventListFails = true;
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c-2' });
    await until(() => api.callsTo('feed/eventlist').length === 2);
    await allTasks();
    expect(prematch.$selected.get().map((entry) => [entry.name, entry.data.length])).toEqual([['Premier League', 2]]);
    expect(errors).toEqual([]);
  });

  it('on a detail page, goes to the prematch home, where the selection is restored and loaded', async () => {
    serveFeed();
    const first = createTestClient();
    const prematch = prematchOf(first.client);
    await prematch.openDetail(7);

    prematch.selectCompetition(premierLeague);
    expect(first.navigations).toEqual(['/spor/prematch/home']);
    prematch.toggleCompetition(premierLeague);
    expect(first.navigations).toHaveLength(1);
    prematch.selectCompetition(superLig);
    prematch.selectCompetition(premierLeague);

    const next = createTestClient({ sessionStorage: first.platform.sessionStorage });
    const home = prematchOf(next.client);
    expect(home.$selected.get().map((entry) => [entry.competitionId, entry.loading])).toEqual([
      [20, true],
      [11, true],
    ]);
    home.$selected.listen(() => {});
    await until(() => home.$selected.get().every((entry) => !entry.loading));
    expect(home.$selected.get()[1]!.data.map((event) => event.id)).toEqual([1101, 1102]);
  });

  it('tells the odds tracker every odd it receives, so a move shows after a resync', async () => {
    const feed = serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    // The selection is on show.
    client.track(prematch.$selected.listen(() => {}));
    prematch.selectCompetition(premierLeague);
    await until(() => !prematch.$selected.get()[0]!.loading);

    feed.odd1 = 2.05;
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c-2' });
    await until(() => prematch.$selected.get()[0]!.data[0]!.winner?.odd1 === 2.05);
    expect(oddsOf(client).$moves.get()).toEqual({ 20011: 'up' });
  });
});

describe('team search', () => {
  it('waits 1500 ms after the last key, shows searching meanwhile, then the results', async () => {
    serveFeed();
    const { client, tick } = createTestClient();
    const prematch = prematchOf(client);

    prematch.searchTeam('gal');
    expect(prematch.$search.get()).toEqual({ query: 'gal', status: 'searching', results: [] });
    tick(SEARCH_DEBOUNCE_MS - 1);
    prematch.searchTeam('gala');
    tick(SEARCH_DEBOUNCE_MS - 1);
    await allTasks();
    expect(api.callsTo('feed/searchupcoming')).toHaveLength(0);

    tick(1);
    await until(() => prematch.$search.get().status === 'done');
    expect(api.callsTo('feed/searchupcoming')).toHaveLength(1);
    expect(await api.callsTo('feed/searchupcoming')[0]!.json()).toEqual({ teamName: 'gala' });
    expect(prematch.$search.get().results.map((result) => result.homeName)).toEqual(['Galatasaray']);
  });

  it('does not search a single letter, and forgets a search cleared before it was sent', async () => {
    serveFeed();
    const { client, tick, timerCount } = createTestClient();
    const prematch = prematchOf(client);
    prematch.searchTeam('fener');
    prematch.searchTeam('f');
    expect(prematch.$search.get().status).toBe('idle');
    expect(timerCount()).toBe(0);
    tick(SEARCH_DEBOUNCE_MS);
    await allTasks();
    expect(api.callsTo('feed/searchupcoming')).toHaveLength(0);
  });

  it('reports a failed search and closes the results', async () => {
    serveFeed();
    const { client, tick } = createTestClient();
    const prematch = prematchOf(client);
    const errors: OynaError[] = [];
    prematch.onError((error) => errors.push(error));
    prematch.searchTeam('boom');
    tick(SEARCH_DEBOUNCE_MS);
    await until(() => errors.length > 0);
    expect(errors[0]!.message).toBe('Arama yapılamadı');
    expect(prematch.$search.get().status).toBe('idle');
  });

  it('stops a pending search when the client is disposed', () => {
    serveFeed();
    const { client, timerCount } = createTestClient();
    prematchOf(client).searchTeam('fener');
    expect(timerCount()).toBe(1);
    client.dispose();
    expect(timerCount()).toBe(0);
  });
});

describe('pages', () => {
  it('loads the detail of an event, or says why not', async () => {
    serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    const opening = prematch.openDetail(7);
    expect(prematch.$detail.get()).toEqual({ status: 'loading', query: 7 });
    await opening;
    expect(prematch.$detail.get()).toMatchObject({ status: 'ready', query: 7, value: { homeName: 'Galatasaray' } });

    await prematch.openDetail(999);
    const detail = prematch.$detail.get();
    expect(detail.status === 'failed' && detail.error.message).toBe('Etkinlik bulunamadı');
  });

  it('loads a sport\u2019s upcoming events within the hours asked', async () => {
    serveFeed();
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    await prematch.loadUpcoming({ sportId: 1, filter: 12 });
    const url = new URL(api.callsTo('feed/upcoming')[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ sportId: '1', hour: '12' });
    expect(prematch.$upcoming.get()).toMatchObject({ status: 'ready', value: [{ id: 5 }] });
  });

  it('loads the popular lists on first use; one list failing leaves the other', async () => {
    const feed = serveFeed();
    feed.treeFails = true;
    const { client } = createTestClient();
    const prematch = prematchOf(client);
    prematch.$popular.listen(() => {});
    await until(() => prematch.$popular.get().status === 'ready');
    expect(prematch.$popular.get()).toMatchObject({ status: 'ready', value: { events: [{ id: 9 }], competitions: [] } });
  });
});

describe('the selection kept for the next page', () => {
  it('reads corrupt data as nothing selected and removes it', () => {
    const { client, platform } = createTestClient();
    platform.sessionStorage.setItem('sb_selected_competitions', '[{"competitionId":"20"}]');
    expect(prematchOf(client).$selected.get()).toEqual([]);
    expect(platform.sessionStorage.getItem('sb_selected_competitions')).toBeNull();
  });
});
