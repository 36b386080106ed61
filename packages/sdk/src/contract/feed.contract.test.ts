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

describe('the sbnotify LiveUpdate', () => {
  it('is a message the SDK reads', async () => {
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
    await fetch(`${sandbox.url}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceMinutes":1}' });
    await expect.poll(() => records.some((record) => JSON.parse(record).type === 1)).toBe(true);
    const push = records.map((record) => JSON.parse(record)).find((record) => record.type === 1);
    socket.close();
    expect(push.arguments[0]).toBe(LIVE_UPDATE_COMMAND);
    const update = read(liveUpdateSchema, JSON.parse(push.arguments[1]));
    expect(update.events.length).toBeGreaterThan(0);
  });
});
