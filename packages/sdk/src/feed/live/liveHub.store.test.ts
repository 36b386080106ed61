import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, TEST_WORLD_SEED, type Sandbox } from '@oyna/sandbox';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { realtimeOf } from '../../realtime/realtime.store';
import { createTestClient } from '../../test/testClient';
import { until } from '../../test/until';
import { LIVE_LIST_RELOAD_DELAY_MS } from '../shared/feed.constants';
import type { LiveEvent } from '../shared/feed.schema';
import { liveEventsInOrder } from './live.calc';
import { liveFeedOf } from './live.store';

// The live feed against the real sandbox: its feed calls over HTTP and its sbnotify hub with the
// real SignalR client. The world's clock is frozen and moved only by the test hooks, which push
// the resulting LiveUpdate at once.
const folder = mkdtempSync(join(tmpdir(), 'oyna-sdk-live-'));
const sandboxes: Sandbox[] = [];
const clients: Array<{ dispose(): void }> = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.dispose();
  await Promise.all(sandboxes.splice(0).map((sandbox) => sandbox.close()));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function hook(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}/__test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  expect(answer.success, answer.message).toBe(true);
  return answer.data;
}

async function followedLiveWorld(locale = 'tr') {
  const sandbox = await createSandbox({ dbPath: join(folder, `${sandboxes.length}.sqlite`), port: 0, testHooks: true, liveTickMs: 0, worldSeed: TEST_WORLD_SEED });
  sandboxes.push(sandbox);
  await hook(sandbox.url, 'clock', { freeze: true });
  const listCalls: number[] = [];
  const harness = createTestClient({
    locale,
    apiBase: `${sandbox.url}/api/`,
    sbApiBase: `${sandbox.url}/sbapi/api/`,
    hubBase: `${sandbox.url}/hub/`,
    platform: {
      fetch: (input, init) => {
        if (String(input).includes('feed/liveeventlist')) listCalls.push(Date.now());
        return globalThis.fetch(input, init);
      },
    },
  });
  clients.push(harness.client);
  const live = liveFeedOf(harness.client);
  live.$panel.listen(() => {});
  await until(() => live.$status.get() === 'ready' && realtimeOf(harness.client).$connections.get().sbnotify === 'Connected', 10_000);
  return { ...harness, sandbox, live, listCalls };
}

const eventById = (live: ReturnType<typeof liveFeedOf>, id: number): LiveEvent | undefined =>
  liveEventsInOrder(live.$sports.get(), live.$groups.get()).find((event) => event.id === id);

describe('the live feed on the sandbox hub', { timeout: 20_000 }, () => {
  it('shows a goal and the suspension after it as soon as the hub pushes them, without refetching', async () => {
    const { live, sandbox, listCalls } = await followedLiveWorld();
    const events = liveEventsInOrder(live.$sports.get(), live.$groups.get());
    const target = events.find((event) => event.sportId === 1 && event.eventStatus === 'O' && event.result?.Goal);
    expect(target, 'an open football match').toBeDefined();
    const [home, away] = target!.result!.Goal!.split('-').map(Number);
    const calls = listCalls.length;

    const pushed = await hook(sandbox.url, 'goal', { eventId: target!.id, side: 'home' });

    await until(() => eventById(live, target!.id)?.result?.Goal === `${home! + 1}-${away}`);
    expect(pushed.result.Goal).toBe(`${home! + 1}-${away}`);
    expect(eventById(live, target!.id)?.eventStatus).not.toBe('O');
    expect(listCalls.length).toBe(calls);
  });

  it('moves the clock of every live match when the world moves on, and refetches the sports whose matches started or ended', async () => {
    const { live, sandbox, listCalls, tick } = await followedLiveWorld();
    const before = new Map(liveEventsInOrder(live.$sports.get(), live.$groups.get()).map((event) => [event.id, event]));
    const calls = listCalls.length;

    await hook(sandbox.url, 'clock', { advanceMinutes: 10 });

    await until(() =>
      liveEventsInOrder(live.$sports.get(), live.$groups.get()).some((event) => {
        const earlier = before.get(event.id);
        return !!earlier && earlier.periodMinute !== null && event.periodMinute !== null && event.periodMinute > earlier.periodMinute;
      }),
    );
    // Ten minutes of a busy world see kick-offs and full times: their sports are fetched again, a
    // moment after the push that told of them (which may come after the minutes moved: each look
    // moves the client clock on by that moment).
    await until(() => {
      tick(LIVE_LIST_RELOAD_DELAY_MS);
      return listCalls.length > calls;
    });
  });

  it('asks the hub in the player language, so pushed periods read like the lists', async () => {
    const { live, sandbox } = await followedLiveWorld('en');
    const target = liveEventsInOrder(live.$sports.get(), live.$groups.get()).find(
      (event) => event.sportId === 1 && event.eventStatus === 'O' && (event.periodMinute ?? 0) > 0 && (event.periodMinute ?? 0) < 80,
    );
    expect(target, 'a football match under way').toBeDefined();
    await hook(sandbox.url, 'clock', { advanceMinutes: 1 });
    await until(() => eventById(live, target!.id)?.periodMinute !== target!.periodMinute);
    expect(target!.period).toMatch(/Half/);
    expect(eventById(live, target!.id)?.period).toMatch(/Half/);
  });
});
