import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';
import { COMPETITION_TAKE_MAX, HOUR_FILTER_MAX, LIVE_TAKE_MAX } from './feed.limits.ts';

// A Saturday afternoon, frozen: every answer below is the same on every run.
const SATURDAY = '2026-03-14T15:07:00Z';
const WIRE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ clockStart: SATURDAY, clockFrozen: true });
  token = await t.anonymousToken();
});
afterAll(() => t.close());

const feed = async (path: string, body?: unknown, locale = 'tr') => t.call(`/sbapi/api/${path}`, { token, locale, ...(body === undefined ? {} : { body }) });
const data = async (path: string, body?: unknown, locale = 'tr') => {
  const response = await feed(path, body, locale);
  expect(response.status, `${path}: ${response.body.message}`).toBe(200);
  expect(response.body.success, response.body.message).toBe(true);
  return response.body.data;
};
const liveGroups = (sportId: number, locale = 'tr') => data('feed/liveeventlist', { sportId, skip: 0, take: 200 }, locale);
const liveEvents = async (sportId: number, locale = 'tr') => (await liveGroups(sportId, locale)).flatMap((group: any) => group.events);

describe('GET feed/livecategorylist', () => {
  it('lists the live sports with their counts, named in the request language', async () => {
    const tr = await data('feed/livecategorylist');
    const en = await data('feed/livecategorylist', undefined, 'en');
    expect(tr.find((sport: any) => sport.id === 1)).toMatchObject({ name: 'Futbol' });
    expect(en.find((sport: any) => sport.id === 1)).toMatchObject({ name: 'Football' });
    expect(en.map((sport: any) => sport.id)).toEqual(tr.map((sport: any) => sport.id));
    for (const sport of tr) {
      expect(sport).toEqual({ id: expect.any(Number), name: expect.any(String), count: expect.any(Number) });
      expect(sport.count).toBeGreaterThan(0);
      expect((await liveEvents(sport.id)).length).toBe(Math.min(sport.count, 200));
    }
    expect(tr.map((sport: any) => sport.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
  });
});

describe('POST feed/liveeventlist', () => {
  it('answers league groups (region and league) with live football events in the wire shape', async () => {
    const groups = await liveGroups(1);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      expect(group).toEqual({ groupName: expect.any(String), name: expect.any(String), count: expect.any(Number), events: expect.any(Array) });
      expect(group.count).toBeGreaterThanOrEqual(group.events.length);
      for (const event of group.events) {
        expect(event).toMatchObject({
          id: expect.any(Number),
          sportId: 1,
          homeName: expect.any(String),
          awayName: expect.any(String),
          result: { Goal: expect.stringMatching(/^\d+-\d+$/) },
          period: expect.stringMatching(/^(1\. Yarı|2\. Yarı|Devre Arası)$/),
          eventStatus: expect.stringMatching(/^[OS]$/),
          liveActiveExefeedId: expect.stringMatching(/^\d+$/),
          eventDate: expect.stringMatching(WIRE_TIME),
          oddCount: expect.any(Number),
        });
        if (event.period !== 'Devre Arası') expect(event.periodMinute).toBeGreaterThanOrEqual(1);
        // Every row market is there for the whole match, each outcome with its id; a locked one at rate 0.
        expect(event.winner).toMatchObject({ odd1Id: event.id * 100, oddXId: event.id * 100 + 1, odd2Id: event.id * 100 + 2 });
        expect(event.doubleChance).toMatchObject({ odd1XId: event.id * 100 + 3, odd12Id: event.id * 100 + 4, oddX2Id: event.id * 100 + 5 });
        expect(event.totalGoal).toMatchObject({ underId: event.id * 100 + 6, overId: event.id * 100 + 7 });
        for (const market of [event.winner, event.doubleChance, event.totalGoal]) {
          for (const [key, value] of Object.entries(market)) {
            if (key === 'settled') expect(value).toBe(true);
            else if (!key.endsWith('Id')) expect(value === 0 || (value as number) >= 1.01, `${key} ${value}`).toBe(true);
          }
        }
      }
    }
    const names = groups.map((group: any) => group.groupName);
    expect(names).toContain('Türkiye');
  });

  it('words periods in English and gives each sport its own score field', async () => {
    const football = await liveEvents(1, 'en');
    expect(football.every((event: any) => ['1st Half', '2nd Half', 'Half Time'].includes(event.period))).toBe(true);
    const basketball = await liveEvents(2, 'en');
    expect(basketball.length).toBeGreaterThan(0);
    for (const event of basketball) {
      expect(event.result).toEqual({ Points: expect.stringMatching(/^\d+-\d+$/) });
      // No draw in basketball: Match Result has no X, and there is no Double Chance.
      expect(event.winner).not.toHaveProperty('oddX');
      expect(event.winner).not.toHaveProperty('oddXId');
      expect(event.doubleChance).toBeNull();
    }
    for (const event of await liveEvents(3, 'en')) {
      expect(event.result).toEqual({ SetScore: expect.stringMatching(/^\d-\d$/), Points: expect.stringMatching(/^\d+-\d+$/) });
      expect(event.period).toMatch(/^(\d(st|nd|rd|th) Set|Set Break)$/);
      expect(event.periodMinute).toBeNull();
    }
    const esports = await liveEvents(6, 'tr');
    expect(esports.length).toBeGreaterThan(0);
    for (const event of esports) expect(event.result.MapScore).toMatch(/^\d-\d$/);
  });

  it('pages with skip and take over the whole list', async () => {
    const all = await liveEvents(1);
    const ids = all.map((event: any) => event.id);
    const page = (await data('feed/liveeventlist', { sportId: 1, skip: 2, take: 3 })).flatMap((group: any) => group.events);
    expect(page.map((event: any) => event.id)).toEqual(ids.slice(2, 5));
    expect(await data('feed/liveeventlist', { sportId: 1, skip: 10_000, take: 5 })).toEqual([]);
  });

  it('answers an empty list for a known sport with nothing live, and names an unknown one', async () => {
    const unknown = await feed('feed/liveeventlist', { sportId: 999, skip: 0, take: 200 }, 'en');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: false, message: 'There is no sport 999.', data: null });
  });
});

describe('GET feed/categorylist', () => {
  const countOf = (tree: any[]) => tree.reduce((sum, sport) => sum + sport.count, 0);

  it('gives more events for each wider time filter: 6 < 12 < 24 < 48 < all', async () => {
    const counts = [];
    for (const hour of [6, 12, 24, 48]) counts.push(countOf(await data(`feed/categorylist?hour=${hour}`)));
    counts.push(countOf(await data('feed/categorylist')));
    for (let index = 1; index < counts.length; index += 1) expect(counts[index]).toBeGreaterThan(counts[index - 1] as number);
  });

  it('nests sport, group and competition with counts that add up; Türkiye first in football', async () => {
    const tree = await data('feed/categorylist');
    const football = tree.find((sport: any) => sport.id === 1);
    expect(football).toMatchObject({ name: 'Futbol', sort: 1 });
    expect(football.groups[0]).toMatchObject({ groupName: 'Turkey', name: 'Türkiye' });
    for (const sport of tree) {
      expect(sport.count).toBe(sport.groups.reduce((sum: number, group: any) => sum + group.count, 0));
      for (const group of sport.groups) {
        expect(group.count).toBe(group.competitions.reduce((sum: number, competition: any) => sum + competition.count, 0));
        for (const competition of group.competitions) expect(competition).toEqual({ id: expect.any(Number), name: expect.any(String), count: expect.any(Number), sort: expect.any(Number) });
      }
    }
    const english = await data('feed/categorylist', undefined, 'en');
    expect(english.find((sport: any) => sport.id === 1).groups[0]).toMatchObject({ groupName: 'Turkey', name: 'Turkey' });
    const leagues = football.groups.flatMap((group: any) => group.competitions.map((competition: any) => competition.name));
    for (const name of ['Süper Lig', 'Premier League', 'La Liga', 'Serie A', 'Super League', 'Ligue 1', 'Bundesliga', 'Liga Portuguesa', 'Champions League', 'Europa League', 'Conference League']) {
      expect(leagues).toContain(name);
    }
    expect(tree.find((sport: any) => sport.id === 2).groups.flatMap((group: any) => group.competitions.map((c: any) => c.name))).toContain('NBA');
  });
});

describe('POST feed/eventlist', () => {
  it("lists a competition's prematch events, soonest first, all after now", async () => {
    const events = await data('feed/eventlist', { sportId: 1, competitionId: 3, skip: 0, take: 100 });
    expect(events.length).toBeGreaterThan(5);
    const dates = events.map((event: any) => event.eventDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0] > SATURDAY.slice(0, 19)).toBe(true);
    for (const event of events) {
      expect(event).toMatchObject({ sportId: 1, competitionId: 3, competitionName: 'Premier League', groupName: 'İngiltere', eventDate: expect.stringMatching(WIRE_TIME) });
      expect(event.winner.odd1).toBeGreaterThan(1);
      expect(event.doubleChance.odd1XId).toBe(event.id * 100 + 3);
      expect(event.totalGoal).toMatchObject({ underId: event.id * 100 + 6, overId: event.id * 100 + 7 });
      expect(event.oddCount).toBeGreaterThan(30);
    }
    const second = await data('feed/eventlist', { sportId: 1, competitionId: 3, skip: 1, take: 1 });
    expect(second).toEqual([events[1]]);
  });

  it('names an unknown competition and one of another sport', async () => {
    const unknown = await feed('feed/eventlist', { sportId: 1, competitionId: 998, skip: 0, take: 100 }, 'en');
    expect(unknown.body).toEqual({ success: false, message: 'There is no competition 998.', data: null });
    const wrongSport = await feed('feed/eventlist', { sportId: 2, competitionId: 3, skip: 0, take: 100 });
    expect(wrongSport.body.message).toBe('3 numaralı lig 2 numaralı spora ait değil.');
  });
});

describe('POST feed/searchupcoming', () => {
  it("finds İstanbul teams for 'istanbul', ignoring case and the Turkish i's", async () => {
    const hits = await data('feed/searchupcoming', { teamName: 'istanbul' });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit).toEqual({
        id: expect.any(Number), sportId: expect.any(Number), kickofDate: expect.stringMatching(WIRE_TIME),
        group: expect.any(String), competition: expect.any(String), homeName: expect.any(String), awayName: expect.any(String),
      });
      expect(`${hit.homeName} ${hit.awayName}`).toMatch(/İstanbul/);
    }
    for (const spelling of ['İSTANBUL', 'ISTANBUL', 'ıstanbul', ' İstanbul ']) {
      expect(await data('feed/searchupcoming', { teamName: spelling })).toEqual(hits);
    }
    const besiktas = await data('feed/searchupcoming', { teamName: 'besiktas' });
    expect(besiktas.some((hit: any) => [hit.homeName, hit.awayName].includes('Beşiktaş'))).toBe(true);
    expect(await data('feed/searchupcoming', { teamName: 'zzzz' })).toEqual([]);
  });
});

describe('POST feed/eventdetail', () => {
  it('gives a live event every market, with odd ids built from the event id', async () => {
    const events = await liveEvents(1, 'en');
    for (const event of events) {
      const detail = await data('feed/eventdetail', { eventId: event.id }, 'en');
      expect(detail).toMatchObject({
        id: event.id, sportId: 1, isLive: true, result: event.result, period: event.period, periodMinute: event.periodMinute,
        eventStatus: event.eventStatus, liveActiveExefeedId: event.liveActiveExefeedId, homeName: event.homeName,
      });
      expect(detail.markets[0]).toMatchObject({ id: 1, name: 'Match Result' });
      // Every market keeps its place for the whole match: a settled one says so and lists no odds.
      expect(detail.markets.map((market: any) => market.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      for (const market of detail.markets) {
        if (market.settled) expect(market).toEqual({ id: market.id, name: expect.any(String), settled: true, odds: [] });
        else expect(Object.keys(market)).toEqual(['id', 'name', 'odds']);
      }
      const odds = detail.markets.flatMap((market: any) => market.odds);
      // '+n' counts the odds a player can take now; a withdrawn one is in its place, locked at rate 0.
      expect(odds.filter((odd: any) => odd.rate > 0).length).toBe(event.oddCount);
      for (const odd of odds) {
        expect(Math.floor(odd.id / 100)).toBe(event.id);
        if (odd.rate === 0) expect(odd.locked).toBe(true);
        else {
          expect(odd.rate).toBeGreaterThanOrEqual(1.01);
          expect(odd.locked).toBe(event.eventStatus !== 'O');
        }
      }
    }
  });

  it('gives a prematch event its markets, named in Turkish with a decimal comma', async () => {
    const [event] = await data('feed/eventlist', { sportId: 1, competitionId: 1, skip: 0, take: 1 });
    const detail = await data('feed/eventdetail', { eventId: event.id });
    expect(detail).toMatchObject({ id: event.id, isLive: false, result: null, period: 'Başlamadı', periodMinute: null, eventStatus: 'O', liveActiveExefeedId: null });
    const names = detail.markets.map((market: any) => market.name);
    expect(names).toEqual(expect.arrayContaining(['Maç Sonucu', 'Çifte Şans', 'Toplam Gol (2,5)', 'Karşılıklı Gol', 'Skor', 'Handikap (0:1)']));
    expect(detail.markets.flatMap((market: any) => market.odds).filter((odd: any) => !odd.locked).length).toBe(event.oddCount);
    const total = detail.markets.find((market: any) => market.id === 3);
    expect(total.odds.map((odd: any) => odd.name)).toEqual(['Alt 2,5', 'Üst 2,5']);
  });

  it('prices with a margin: each market pays back less than it takes', async () => {
    const [event] = await data('feed/eventlist', { sportId: 1, competitionId: 5, skip: 0, take: 1 });
    const detail = await data('feed/eventdetail', { eventId: event.id });
    for (const market of detail.markets.filter((m: any) => [1, 3, 6, 9].includes(m.id))) {
      const book = market.odds.filter((odd: any) => !odd.locked).reduce((sum: number, odd: any) => sum + 1 / odd.rate, 0);
      expect(book, market.name).toBeGreaterThan(1);
    }
  });

  it('names an unknown event', async () => {
    const response = await feed('feed/eventdetail', { eventId: 12345 }, 'en');
    expect(response.body).toEqual({ success: false, message: 'There is no event 12345.', data: null });
  });
});

describe('GET feed/upcoming', () => {
  it("lists a sport's next events within the hours asked, soonest first", async () => {
    const within = await data('feed/upcoming?sportId=1&hour=6');
    const all = await data('feed/upcoming?sportId=1');
    expect(within.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(within.length);
    const limit = new Date(Date.parse(SATURDAY) + 6 * 3_600_000).toISOString().slice(0, 19);
    for (const event of within) {
      expect(event.sportId).toBe(1);
      expect(event.eventDate <= limit).toBe(true);
    }
    const dates = all.map((event: any) => event.eventDate);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('sportsbook/popular*', () => {
  it('lists the Top Leagues in the spec order, with counts, and their next events', async () => {
    const competitions = await data('sportsbook/popularcompetitions');
    expect(competitions.map((competition: any) => competition.name)).toEqual([
      'Premier League', 'La Liga', 'Serie A', 'Super League', 'Ligue 1', 'Bundesliga', 'Liga Portuguesa',
      'Champions League', 'Europa League', 'Conference League', 'NBA',
    ]);
    expect(competitions[0]).toEqual({ id: 3, sportId: 1, name: 'Premier League', groupName: 'İngiltere', count: expect.any(Number) });
    const events = await data('sportsbook/popularevents');
    expect(events.length).toBeGreaterThan(0);
    const popular = new Set(competitions.map((competition: any) => competition.id));
    for (const event of events) expect(popular.has(event.competitionId)).toBe(true);
  });
});

describe('the feed and bad input', () => {
  it.each([
    ['feed/liveeventlist', { sportId: 1, skip: -1, take: 10 }, 'Skip: Must be at least 0'],
    ['feed/liveeventlist', { sportId: 1, skip: 0, take: LIVE_TAKE_MAX + 1 }, `Take: Must be at most ${LIVE_TAKE_MAX}`],
    ['feed/liveeventlist', { sportId: 'football', skip: 0, take: 10 }, 'Sport id: Enter a whole number'],
    ['feed/liveeventlist', { skip: 0, take: 10 }, 'Sport id: This field is required'],
    ['feed/eventlist', { sportId: 1, competitionId: 1.5, skip: 0, take: 10 }, 'Competition id: Enter a whole number'],
    ['feed/eventlist', { sportId: 1, competitionId: 3, skip: 0, take: COMPETITION_TAKE_MAX + 1 }, `Take: Must be at most ${COMPETITION_TAKE_MAX}`],
    ['feed/eventdetail', { eventId: -4 }, 'Event id: This value is not valid'],
    ['feed/eventdetail', { eventId: null }, 'Event id: Enter a whole number'],
    ['feed/searchupcoming', { teamName: '   ' }, 'Team name: This field is required'],
    ['feed/searchupcoming', { teamName: 'x'.repeat(51) }, 'Team name: Enter at most 50 characters'],
    ['feed/categorylist?hour=abc', undefined, 'Hours: Enter a whole number'],
    [`feed/categorylist?hour=${HOUR_FILTER_MAX + 1}`, undefined, `Hours: Must be at most ${HOUR_FILTER_MAX}`],
    ['feed/upcoming?hour=6', undefined, 'Sport id: This field is required'],
  ])('%s %j → 400 %s', async (path, body, text) => {
    const response = await feed(path, body, 'en');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: text });
  });

  it('sends the same answer gzipped to clients that accept it, and plain to others', async () => {
    const request = (encoding: string) =>
      fetch(`${t.url}/sbapi/api/feed/livecategorylist`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
    const plain = await request('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await request('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await zipped.json()).toEqual(await plain.json());
  });

  it('accepts ids sent as digit strings', async () => {
    const events = await data('feed/liveeventlist', { sportId: '1', skip: '0', take: '5' });
    expect(events.flatMap((group: any) => group.events).length).toBe(5);
  });

  it('needs a token like every other call, and answers a non-JSON body with 415', async () => {
    expect((await t.call('/sbapi/api/feed/livecategorylist')).status).toBe(401);
    const text = await t.call('/sbapi/api/feed/liveeventlist', { token, body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});
