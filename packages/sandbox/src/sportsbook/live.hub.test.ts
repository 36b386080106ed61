import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_SEPARATOR } from '../hub/signalr.codec.ts';
import { openRawHub, type RawHubClient } from '../testing/rawHub.client.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

const SATURDAY = '2026-03-14T15:07:00Z';

let t: TestSandbox;
let token: string;
const clients: RawHubClient[] = [];
beforeAll(async () => {
  t = await startTestSandbox({ clockStart: SATURDAY, clockFrozen: true });
});
beforeEach(async () => {
  await t.call('/__test/world', { body: { at: SATURDAY, freeze: true } });
  token = await t.anonymousToken();
});
afterAll(async () => {
  for (const client of clients) client.socket.close();
  await t.close();
});

async function connect(query = '', headers: Record<string, string> = {}): Promise<RawHubClient> {
  const client = await openRawHub(`${t.url}/hub/sbnotify${query}`, { authorization: `Bearer ${token}`, ...headers });
  clients.push(client);
  client.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
  expect(await client.next()).toBe('{}');
  return client;
}

/** The next LiveUpdate the client receives (pings are skipped). */
async function nextUpdate(client: RawHubClient): Promise<any> {
  for (;;) {
    const record = JSON.parse(await client.next(3000));
    if (record.type !== 1) continue;
    expect(record.target).toBe('NotifyMessage');
    const [command, message] = record.arguments;
    expect(command).toBe('LiveUpdate');
    expect(typeof message).toBe('string');
    return JSON.parse(message);
  }
}

const liveFootball = async (): Promise<any[]> =>
  (await t.call('/sbapi/api/feed/liveeventlist', { token, body: { sportId: 1, skip: 0, take: 500 } })).body.data.flatMap((group: any) => group.events);

describe('LiveUpdate on the sbnotify hub', () => {
  it('pushes the minutes, scores and odds that changed when the clock moves, in the list answer shape', async () => {
    const hub = await connect();
    const before = await liveFootball();
    await t.call('/__test/clock', { body: { advanceMinutes: 1 } });
    const update = await nextUpdate(hub);
    expect(Object.keys(update).sort()).toEqual(['events', 'finished', 'odds', 'started']);
    const after = await liveFootball();
    for (const change of update.events.filter((event: any) => event.sportId === 1)) {
      const listed = after.find((event) => event.id === change.id);
      expect(change).toEqual({
        id: listed.id, sportId: 1, result: listed.result, period: listed.period, periodMinute: listed.periodMinute, eventStatus: listed.eventStatus,
      });
    }
    // Every football match still running after one minute shows a new minute (breaks aside).
    const running = before.filter((event) => event.period !== 'Devre Arası' && after.some((later) => later.id === event.id));
    for (const event of running) expect(update.events.map((change: any) => change.id)).toContain(event.id);
    for (const odd of update.odds) {
      // `settled` only when it is true (the odd's market was settled), once.
      const settled = odd.settled === undefined ? {} : { settled: true };
      expect(odd).toEqual({ id: expect.any(Number), eventId: Math.floor(odd.id / 100), rate: expect.any(Number), locked: expect.any(Boolean), ...settled });
      if (odd.rate === 0) expect(odd.locked).toBe(true);
    }
  });

  it('names started and finished events, and pushes nothing when nothing changed', async () => {
    const hub = await connect();
    await t.call('/__test/clock', { body: { advanceMinutes: 0 } });
    await t.call('/__test/clock', { body: { advanceMinutes: 30 } });
    const update = await nextUpdate(hub);
    expect(update.started.length).toBeGreaterThan(0);
    expect(update.finished.length).toBeGreaterThan(0);
    for (const event of [...update.started, ...update.finished]) expect(event).toEqual({ id: expect.any(Number), sportId: expect.any(Number) });
    const live = await liveFootball();
    for (const started of update.started.filter((event: any) => event.sportId === 1)) expect(live.some((event) => event.id === started.id)).toBe(true);
    for (const finished of update.finished) expect(live.some((event) => event.id === finished.id)).toBe(false);
  });

  it('pushes a goal at once: the new score, the suspension and the locked odds', async () => {
    const hub = await connect('?lang=en');
    const event = (await liveFootball()).find((live) => live.eventStatus === 'O' && live.period === '1. Yarı');
    const [home, away] = event.result.Goal.split('-').map(Number);
    await t.call('/__test/goal', { body: { eventId: event.id, side: 'home' } });
    const update = await nextUpdate(hub);
    expect(update.events).toEqual([
      { id: event.id, sportId: 1, result: { Goal: `${home + 1}-${away}` }, period: '1st Half', periodMinute: event.periodMinute, eventStatus: 'S' },
    ]);
    expect(update.odds.length).toBeGreaterThan(10);
    expect(update.odds.every((odd: any) => odd.eventId === event.id && odd.locked)).toBe(true);
  });

  it('words periods in each connection language (lang query, else Accept-Language)', async () => {
    const turkish = await connect();
    const english = await connect('', { 'accept-language': 'en-GB,en;q=0.9' });
    await t.call('/__test/clock', { body: { advanceMinutes: 1 } });
    const [tr, en] = [await nextUpdate(turkish), await nextUpdate(english)];
    const football = (update: any) => update.events.filter((change: any) => change.sportId === 1).map((change: any) => change.period);
    expect(football(tr).every((period: string) => /Yarı|Devre/.test(period))).toBe(true);
    expect(football(en).every((period: string) => /Half/.test(period))).toBe(true);
    expect(en.odds).toEqual(tr.odds);
  });
});
