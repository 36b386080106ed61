import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_SEED_STALE_MS, liveSeedWaitMs, serverLiveSeed } from './serverLiveSeed';

// A sportsbook feed: a hidden sport and two live ones, football with 30 events; `slow` holds every
// list for a second, `down` fails every call.
let mode: 'ok' | 'slow' | 'down' = 'ok';
const asked: string[] = [];
// Slow answers given to requests of the current round (an earlier case's late answers do not count).
let round = 0;
let slowAnswers = 0;
let server: Server;

const event = (id: number) => ({ id, sportId: 1, homeName: `Ev ${id}`, awayName: `Deplasman ${id}`, eventStatus: 'O' });
const reply = (res: import('node:http').ServerResponse, data: unknown) =>
  res.end(JSON.stringify({ success: true, message: '', data }));

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/auth/token')) return reply(res, 'anon');
    asked.push(req.url ?? '');
    if (mode === 'down') {
      res.statusCode = 500;
      return res.end('{}');
    }
    const answer = () => {
      if (req.url === '/sbapi/api/feed/livecategorylist') {
        return reply(res, [{ id: 35, name: 'Gizli', count: 3 }, { id: 1, name: 'Futbol', count: 30 }, { id: 2, name: 'Basketbol', count: 2 }]);
      }
      reply(res, [{ groupName: 'Türkiye', name: 'Süper Lig', count: 30, events: Array.from({ length: 30 }, (_, index) => event(index + 1)) }]);
    };
    if (mode === 'slow') {
      const askedIn = round;
      setTimeout(() => {
        if (askedIn === round) slowAnswers += 1;
        answer();
      }, 1000);
    }
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('OYNA_BACKEND_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// Each case asks in its own language: a language's lists are reused for 5 s.
describe('serverLiveSeed', () => {
  it("reads the live sports and the first one's first 20 events from the sportsbook API", async () => {
    mode = 'ok';
    // However busy the machine: the wait is an upper bound, not a pause.
    const seed = await serverLiveSeed('tr', 10_000);
    expect(seed?.sports.map((sport) => sport.id)).toEqual([1, 2]);
    expect(seed?.groups[1]?.[0]?.events.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(asked).toEqual(['/sbapi/api/feed/livecategorylist', '/sbapi/api/feed/liveeventlist']);
    // Reused by the pages that follow.
    await serverLiveSeed('tr');
    expect(asked).toHaveLength(2);
  });

  it('once read, serves the last lists at once while a fresher read is on its way (stale-while-revalidate)', async () => {
    mode = 'ok';
    // Read once (however busy the machine: the wait is an upper bound, not a pause).
    const first = await serverLiveSeed('fr', 10_000);
    expect(first?.sports).toHaveLength(2);
    // The 5 s the lists are reused for have passed, and the feed has become slow.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000);
    mode = 'slow';
    asked.length = 0;
    try {
      expect(await serverLiveSeed('fr', 100)).toBe(first);
      // The fresher read has been asked for, not waited for.
      await vi.waitFor(() => expect(asked).toContain('/sbapi/api/feed/livecategorylist'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a fresh read when the last lists are over a minute old', async () => {
    mode = 'ok';
    const first = await serverLiveSeed('ar', 10_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + LIVE_SEED_STALE_MS + 1_000);
      const fresh = await serverLiveSeed('ar', 10_000);
      expect(fresh).not.toBe(first);
      expect(fresh?.sports).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a slow feed, so the page is not slow: the panel fills in the browser', async () => {
    mode = 'slow';
    round += 1;
    slowAnswers = 0;
    expect(await serverLiveSeed('en', 100)).toBeUndefined();
    // It gave up before the feed's answer came, not after it (timer order, not a stopwatch).
    expect(slowAnswers).toBe(0);
  });

  it('renders without lists when the feed is down', async () => {
    mode = 'down';
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await serverLiveSeed('ru')).toBeUndefined();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('waits 300 ms by default, as long as OYNA_LIVE_SEED_WAIT_MS says, and never reads at 0', async () => {
    expect(liveSeedWaitMs({})).toBe(300);
    expect(liveSeedWaitMs({ OYNA_LIVE_SEED_WAIT_MS: '50' })).toBe(50);
    expect(liveSeedWaitMs({ OYNA_LIVE_SEED_WAIT_MS: 'soon' })).toBe(300);
    mode = 'ok';
    asked.length = 0;
    expect(await serverLiveSeed('de', 0)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
