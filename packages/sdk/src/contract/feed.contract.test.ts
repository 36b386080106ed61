import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, TEST_WORLD_SEED, type Sandbox } from '@oyna/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  eventDetailSchema,
  leagueGroupSchema,
  LIVE_UPDATE_COMMAND,
  liveCategorySchema,
  liveUpdateSchema,
  popularCompetitionSchema,
  prematchCategorySchema,
  prematchEventSchema,
  searchResultSchema,
} from '../feed/shared/feed.schema';
import { COMPETITION_EVENTS_PAGE, LIVE_EVENTS_PAGE } from '../feed/shared/feed.constants';
import { TOP_LEAGUES, resolveTopLeagues } from '../feed/prematch/topLeagues.calc';
import { rowOdds } from '../feed/shared/rowOdds.calc';
import { read } from './contract.read';

// Every feed answer of the operator's back end, read with the SDK's own schemas, so the two cannot
// drift: a field the SDK needs and does not get fails, and so does a field the SDK does not know.

const folder = mkdtempSync(join(tmpdir(), 'oyna-feed-contract-'));
let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await createSandbox({
    worldSeed: TEST_WORLD_SEED,
    dbPath: join(folder, 'sandbox.sqlite'),
    testHooks: true,
    liveTickMs: 0,
    clockStart: '2026-03-14T15:07:00Z',
    clockFrozen: true,
  });
  token = (await (await fetch(`${sandbox.url}/api/auth/token`)).json()).data as string;
});
afterAll(async () => {
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
});

async function sb(path: string, body?: unknown, locale = 'tr') {
  const response = await fetch(`${sandbox.url}/sbapi/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': locale },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: unknown };
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.data;
}

describe.each(['tr', 'en'])('the sandbox feed in %s', (locale) => {
  it('live categories and every live sport’s league groups', async () => {
    const categories = read(z.array(liveCategorySchema), await sb('feed/livecategorylist', undefined, locale));
    expect(categories.length).toBeGreaterThan(3);
    for (const category of categories) {
      const groups = read(z.array(leagueGroupSchema), await sb('feed/liveeventlist', { sportId: category.id, ...LIVE_EVENTS_PAGE }, locale));
      expect(groups.flatMap((group) => group.events).length).toBe(Math.min(category.count, LIVE_EVENTS_PAGE.take));
    }
  });

  it('the prematch tree for each time filter, a competition’s events, upcoming and popular lists', async () => {
    for (const query of ['', '?hour=6', '?hour=12', '?hour=24', '?hour=48']) {
      read(z.array(prematchCategorySchema), await sb(`feed/categorylist${query}`, undefined, locale));
    }
    const popular = read(z.array(popularCompetitionSchema), await sb('sportsbook/popularcompetitions', undefined, locale));
    expect(resolveTopLeagues(popular).map((league) => league.name)).toEqual(TOP_LEAGUES.map((league) => league.name));
    for (const competition of popular) {
      const events = read(z.array(prematchEventSchema), await sb('feed/eventlist', { sportId: competition.sportId, competitionId: competition.id, ...COMPETITION_EVENTS_PAGE }, locale));
      expect(events.length).toBeGreaterThan(0);
    }
    read(z.array(prematchEventSchema), await sb('feed/upcoming?sportId=1&hour=24', undefined, locale));
    read(z.array(prematchEventSchema), await sb('sportsbook/popularevents', undefined, locale));
  });

  it('team search and the event detail, live and prematch', async () => {
    const hits = read(z.array(searchResultSchema), await sb('feed/searchupcoming', { teamName: 'istanbul' }, locale));
    expect(hits.length).toBeGreaterThan(0);
    const prematch = read(eventDetailSchema, await sb('feed/eventdetail', { eventId: hits[0]!.id }, locale));
    expect(prematch.isLive).toBe(false);
    const groups = read(z.array(leagueGroupSchema), await sb('feed/liveeventlist', { sportId: 1, ...LIVE_EVENTS_PAGE }, locale));
    const live = read(eventDetailSchema, await sb('feed/eventdetail', { eventId: groups[0]!.events[0]!.id }, locale));
    expect(live.isLive).toBe(true);
    expect(live.markets.length).toBeGreaterThan(0);
  });
});

/** A connection to the sbnotify hub past its handshake, and the hub's pushes as they come. */
async function sbnotify() {
  const socket = new WebSocket(`${sandbox.url.replace('http', 'ws')}/hub/sbnotify?access_token=${token}`);
  const records: string[] = [];
  let pending = '';
  socket.addEventListener('message', (event) => {
    const parts = (pending + String(event.data)).split('\u001e');
    pending = parts.pop() ?? '';
    records.push(...parts);
  });
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  socket.send('{"protocol":"json","version":1}\u001e');
  await expect.poll(() => records.length).toBe(1);
  const pushes = () => records.map((record) => JSON.parse(record)).filter((record) => record.type === 1);
  return { pushes, close: () => socket.close() };
}

const hook = (path: string, body: unknown) =>
  fetch(`${sandbox.url}/__test/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the sbnotify LiveUpdate', () => {
  it('is a message the SDK reads', async () => {
    const hub = await sbnotify();
    await hook('clock', { advanceMinutes: 1 });
    await expect.poll(() => hub.pushes().length).toBeGreaterThan(0);
    const [push] = hub.pushes();
    hub.close();
    expect(push.arguments[0]).toBe(LIVE_UPDATE_COMMAND);
    const update = read(liveUpdateSchema, JSON.parse(push.arguments[1]));
    expect(update.events.length).toBeGreaterThan(0);
  });
});

describe('withdrawn outcomes and settled markets', () => {
  it('keep their places in the row, the detail and the LiveUpdate, as the SDK reads them', async () => {
    const events = async () =>
      read(z.array(leagueGroupSchema), await sb('feed/liveeventlist', { sportId: 1, ...LIVE_EVENTS_PAGE }, 'en')).flatMap((group) => group.events);
    const goalless = (await events()).find((event) => event.eventStatus === 'O' && event.result?.Goal === '0-0');
    expect(goalless, 'a goalless football match').toBeDefined();
    const { id } = goalless!;
    const hub = await sbnotify();
    for (let goal = 0; goal < 3; goal += 1) expect((await hook('goal', { eventId: id, side: 'home' })).ok).toBe(true);
    // Past the suspension a goal brings.
    await hook('clock', { advanceMinutes: 1 });

    const row = (await events()).find((event) => event.id === id)!;
    expect(row).toMatchObject({ eventStatus: 'O', result: { Goal: '3-0' } });
    // Total Goals 2.5 is settled by the third goal: the row says so instead of offering it.
    expect(row.totalGoal?.settled).toBe(true);
    expect(rowOdds(row, 'totalGoals', { doubleChance: false }).map((odd) => [odd.oddId, odd.settled])).toEqual([[null, true], [null, true]]);
    expect(row.winner?.settled).toBeUndefined();

    const detail = read(eventDetailSchema, await sb('feed/eventdetail', { eventId: id }, 'en'));
    expect(detail.markets.find((market) => market.id === 3)).toEqual({ id: 3, name: 'Total Goals (2.5)', settled: true, odds: [] });
    // The scores the match has passed stay in their places, locked.
    const scores = detail.markets.find((market) => market.name === 'Correct Score')!.odds;
    expect(scores.slice(0, 3)).toEqual([
      { id: id * 100 + 20, name: '0-0', rate: 0, locked: true },
      { id: id * 100 + 21, name: '1-0', rate: 0, locked: true },
      { id: id * 100 + 22, name: '0-1', rate: 0, locked: true },
    ]);
    expect(scores.some((odd) => !odd.locked)).toBe(true);

    const updates = hub.pushes().map((push) => read(liveUpdateSchema, JSON.parse(push.arguments[1])));
    hub.close();
    const changes = updates.flatMap((update) => update.odds).filter((odd) => odd.eventId === id);
    expect(changes.filter((odd) => odd.settled).map((odd) => odd.id)).toEqual(expect.arrayContaining([id * 100 + 6, id * 100 + 7]));
    expect(changes.find((odd) => odd.id === id * 100 + 20)).toMatchObject({ rate: 0, locked: true });
  });
});
