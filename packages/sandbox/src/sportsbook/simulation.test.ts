import { LARGE_WORLD_TIMEOUT_MS } from '../testing/world.fixture.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

const SATURDAY = '2026-03-14T15:07:00Z';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ clockStart: SATURDAY, clockFrozen: true });
});
beforeEach(async () => {
  await t.call('/__test/world', { body: { at: SATURDAY, freeze: true } });
  token = await t.anonymousToken();
});
afterAll(() => t.close());

const data = async (path: string, body?: unknown) => {
  const response = await t.call(`/sbapi/api/${path}`, { token, ...(body === undefined ? {} : { body }) });
  expect(response.body.success, response.body.message).toBe(true);
  return response.body.data;
};
const liveFootball = async (): Promise<any[]> =>
  (await data('feed/liveeventlist', { sportId: 1, skip: 0, take: 500 })).flatMap((group: any) => group.events);
const advance = (minutes: number) => t.call('/__test/clock', { body: { advanceMinutes: minutes } });

describe('the live simulation', () => {
  it('moves the minute with the clock, and only with it while frozen', async () => {
    const [before] = (await liveFootball()).filter((event) => event.period === '1. Yarı' && event.periodMinute < 30);
    expect(before).toBeDefined();
    expect((await liveFootball()).find((event) => event.id === before.id).periodMinute).toBe(before.periodMinute);
    const moved = await advance(10);
    expect(moved.body.data).toEqual({ now: '2026-03-14T15:17:00.000Z', frozen: true });
    expect((await liveFootball()).find((event) => event.id === before.id).periodMinute).toBe(before.periodMinute + 10);
  });

  it('suspends an event after a goal and reopens it shortly after', async () => {
    const event = (await liveFootball()).find((live) => live.eventStatus === 'O' && live.period === '1. Yarı');
    const [home, away] = event.result.Goal.split('-').map(Number);
    const goal = await t.call('/__test/goal', { body: { eventId: event.id, side: 'away' } });
    expect(goal.body.data).toEqual({ result: { Goal: `${home}-${away + 1}` }, eventStatus: 'S' });
    const suspended = (await liveFootball()).find((live) => live.id === event.id);
    expect(suspended).toMatchObject({ eventStatus: 'S', result: { Goal: `${home}-${away + 1}` } });
    const detail = await data('feed/eventdetail', { eventId: event.id });
    expect(detail.markets.flatMap((market: any) => market.odds).every((odd: any) => odd.locked)).toBe(true);
    await advance(1);
    const reopened = (await liveFootball()).find((live) => live.id === event.id);
    expect(reopened.eventStatus).toBe('O');
    // The goal moved the prices: the away side is now more likely to win.
    expect(reopened.winner.odd2).toBeLessThan(event.winner.odd2);
  });

  it('refuses a goal for an event that is not live', async () => {
    const response = await t.call('/__test/goal', { locale: 'en', body: { eventId: 42, side: 'home' } });
    expect(response.body).toEqual({ success: false, message: 'Event 42 is not live, or its sport does not score goals.', data: null });
  });

  it('lets a prematch event join the live list at kick-off, at minute 1 of the first half', async () => {
    const [next] = await data('feed/upcoming?sportId=1');
    const minutes = (Date.parse(`${next.eventDate}Z`) - Date.parse(SATURDAY)) / 60_000;
    await advance(minutes);
    const live = (await liveFootball()).find((event) => event.id === next.id);
    expect(live).toMatchObject({ period: '1. Yarı', periodMinute: 1, result: { Goal: '0-0' }, eventStatus: 'O' });
    expect((await data('feed/upcoming?sportId=1')).some((event: any) => event.id === next.id)).toBe(false);
  });

  it('finishes a match after its second half: it leaves the list and keeps its final result', async () => {
    const event = (await liveFootball()).find((live) => live.period === '2. Yarı');
    let minute = event.periodMinute;
    let steps = 0;
    while ((await liveFootball()).some((live) => live.id === event.id)) {
      minute = (await liveFootball()).find((live) => live.id === event.id).periodMinute;
      await advance(2);
      steps += 1;
      expect(steps).toBeLessThan(40);
    }
    expect(minute).toBeGreaterThanOrEqual(89);
    const detail = await data('feed/eventdetail', { eventId: event.id });
    expect(detail).toMatchObject({ isLive: false, eventStatus: 'F', period: 'Maç Sonu', markets: [], result: { Goal: expect.stringMatching(/^\d+-\d+$/) } });
    const stored = t.sandbox.services.world.repository.find(event.id);
    expect(stored?.endMs).not.toBeNull();
    expect(JSON.parse(stored?.result ?? '{}')).toEqual(detail.result);
  });

  it('never runs out of live events: new matches keep starting', async () => {
    for (let hour = 0; hour < 24; hour += 3) {
      expect((await data('feed/livecategorylist')).reduce((sum: number, sport: any) => sum + sport.count, 0)).toBeGreaterThan(10);
      expect((await liveFootball()).length).toBeGreaterThan(0);
      await advance(180);
    }
  });

  it('keeps the prematch window ahead of the clock as it moves', async () => {
    const total = async () => (await data('feed/categorylist?hour=48')).reduce((sum: number, sport: any) => sum + sport.count, 0);
    const before = await total();
    await advance(6 * 24 * 60);
    expect(await total()).toBeGreaterThan(before / 2);
  });
});

describe('determinism', () => {
  it('gives the same answers for the same seed and clock, and other answers for another seed', async () => {
    const answers = async () => [
      await data('feed/livecategorylist'),
      await data('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 }),
      await data('feed/categorylist?hour=24'),
    ];
    const first = await answers();
    const twin = await startTestSandbox({ clockStart: SATURDAY, clockFrozen: true });
    try {
      const twinToken = await twin.anonymousToken();
      const twinData = async (path: string, body?: unknown) =>
        (await twin.call(`/sbapi/api/${path}`, { token: twinToken, ...(body === undefined ? {} : { body }) })).body.data;
      expect([
        await twinData('feed/livecategorylist'),
        await twinData('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 }),
        await twinData('feed/categorylist?hour=24'),
      ]).toEqual(first);
    } finally {
      await twin.close();
    }
    const other = await t.call('/__test/world', { body: { seed: 7, at: SATURDAY, freeze: true } });
    expect(other.body.data).toEqual({ seed: 7, world: 'default', now: '2026-03-14T15:07:00.000Z', frozen: true });
    expect(await data('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 })).not.toEqual(first[1]);
  });

  it('comes back to the seeded world on reset', async () => {
    const before = await data('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 });
    await advance(30);
    await t.call('/__test/reset', { body: {} });
    token = await t.anonymousToken();
    expect(await data('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 })).toEqual(before);
  });
});

describe('the clock and world hooks', () => {
  it('validate their input', async () => {
    const negative = await t.call('/__test/clock', { locale: 'en', body: { advanceMinutes: -5 } });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Minutes to advance: Must be at least 0');
    const size = await t.call('/__test/world', { locale: 'en', body: { world: 'huge' } });
    expect(size.body.message).toBe('World size: Choose one of the options');
    const at = await t.call('/__test/world', { locale: 'en', body: { at: 'yesterday' } });
    expect(at.body.message).toBe('Time: Enter a valid date');
  });

  it('let time run again after a freeze', async () => {
    const running = await t.call('/__test/clock', { body: { freeze: false } });
    expect(running.body.data.frozen).toBe(false);
    const read = await t.call('/__test/clock');
    expect(Date.parse(read.body.data.now)).toBeGreaterThanOrEqual(Date.parse(SATURDAY));
  });
});

describe('the large world', () => {
  it('has about 2,000 live events at once, every one of them within the SDK\'s page of 200 for its sport', async () => {
    const large = await startTestSandbox({ world: 'large', clockStart: SATURDAY, clockFrozen: true });
    try {
      const largeToken = await large.anonymousToken();
      const sports = (await large.call('/sbapi/api/feed/livecategorylist', { token: largeToken })).body.data;
      const visible = sports.filter((sport: any) => sport.id !== 11 && sport.id !== 35);
      const live = visible.reduce((sum: number, sport: any) => sum + sport.count, 0);
      expect(live).toBeGreaterThan(1500);
      expect(live).toBeLessThan(2500);
      expect(visible.length).toBeGreaterThanOrEqual(10);
      for (const sport of visible) {
        const groups = (await large.call('/sbapi/api/feed/liveeventlist', { token: largeToken, body: { sportId: sport.id, skip: 0, take: 200 } })).body.data;
        expect(groups.flatMap((group: any) => group.events).length, sport.name).toBe(sport.count);
      }
    } finally {
      await large.close();
    }
  }, LARGE_WORLD_TIMEOUT_MS);
});
