import { waitFor } from '@testing-library/react';
import type { OynaClient } from '@oyna/sdk';
import type { LeagueGroup, LiveCategory, LiveEvent } from '@oyna/sdk/feed';
import { realtimeOf } from '@oyna/sdk/realtime';
import { expect } from 'vitest';
import type { UiSandbox } from './sandbox';
import { SANDBOX_CLOCK } from './sandbox.clock';

/** The sports the spec keeps out of every live list (eSoccer, eBasketball), though the feed has them. */
export const HIDDEN_LIVE_SPORTS: readonly number[] = [11, 35];

/** The live world as the sandbox answers it now, read the way the live feed reads it. */
export interface LiveWorld {
  /** `feed/livecategorylist` without the hidden sports, in its order. */
  sports: LiveCategory[];
  /** The hidden sports the category list has too. */
  hidden: LiveCategory[];
  /** `feed/liveeventlist` of every listed sport (the SDK's page: take 200). */
  groups: Record<number, LeagueGroup[]>;
  /** A sport's events in list order. */
  eventsOf(sportId: number): LiveEvent[];
  /** The league group an event is listed in. */
  groupOf(event: LiveEvent): LeagueGroup;
}

export async function liveWorld(sandbox: UiSandbox, locale = 'en'): Promise<LiveWorld> {
  const categories = succeeded(await sandbox.sb<LiveCategory[]>('feed/livecategorylist', { locale }));
  const sports = categories.filter((sport) => !HIDDEN_LIVE_SPORTS.includes(sport.id));
  const groups: Record<number, LeagueGroup[]> = {};
  for (const sport of sports) {
    const body = { sportId: sport.id, skip: 0, take: 200 };
    groups[sport.id] = succeeded(await sandbox.sb<LeagueGroup[]>('feed/liveeventlist', { body, locale }));
  }
  const eventsOf = (sportId: number) => (groups[sportId] ?? []).flatMap((group) => group.events);
  return {
    sports,
    hidden: categories.filter((sport) => HIDDEN_LIVE_SPORTS.includes(sport.id)),
    groups,
    eventsOf,
    groupOf: (event) => groups[event.sportId]!.find((group) => group.events.some((candidate) => candidate.id === event.id))!,
  };
}

const succeeded = <T>(envelope: { success: boolean; message: string; data: T }): T => {
  if (!envelope.success) throw new Error(`The live feed refused: ${envelope.message}`);
  return envelope.data;
};

/** `Home – Away`, as rows, buttons and stars name an event. */
export const matchOf = (event: Pick<LiveEvent, 'homeName' | 'awayName'>) => `${event.homeName} – ${event.awayName}`;

/** The event's page. */
export const eventHref = (event: Pick<LiveEvent, 'sportId' | 'id'>) => `/spor/live/event-view/${event.sportId}/${event.id}`;

/** A football score as the widgets show it: `2 : 1` for `{ Goal: '2-1' }`. */
export const goalsOf = (result: LiveEvent['result']) => result!.Goal!.split('-').join(' : ');

/** The period and minute as the widgets show them: `2nd Half 67'`, or `Half Time`. */
export const clockOf = (event: Pick<LiveEvent, 'period' | 'periodMinute'>) =>
  event.periodMinute === null ? event.period : `${event.period} ${event.periodMinute}'`;

/** A league's title: `Turkey · Süper Lig`. */
export const leagueOf = (group: Pick<LeagueGroup, 'groupName' | 'name'>) => `${group.groupName} · ${group.name}`;

/**
 * Waits until the client's sportsbook hub is connected, so that what a test hook changes next
 * (`goal`, `odds`, `clock`, `finish`) reaches it as a `LiveUpdate` push.
 */
export async function liveHubConnected(client: OynaClient): Promise<void> {
  const { $connections } = realtimeOf(client);
  await waitFor(() => expect($connections.get().sbnotify).toBe('Connected'), { timeout: 5000 });
}

/** Replaces the sandbox's world with the large one (about 2,000 live events), at the same frozen time. */
export const useLargeWorld = (sandbox: UiSandbox) => sandbox.hook('world', { world: 'large', at: SANDBOX_CLOCK, freeze: true });

export interface LiveNetwork {
  /** Hand it to `renderWithOyna({ fetch })` or `createTestClient({ fetch })`. */
  fetch: typeof globalThis.fetch;
  /** Holds `feed/liveeventlist` for one sport until the returned function is called. */
  holdSport(sportId: number): () => void;
  /** Answers every feed call with a 503 refusal, as when the feed is down, until the returned function is called. */
  takeFeedDown(): () => void;
}

/** The network of a live test: the sandbox, with one sport's list held back or the feed down on request. */
export function liveNetwork(base: typeof globalThis.fetch = globalThis.fetch): LiveNetwork {
  const held = new Map<number, Promise<void>>();
  let down = false;
  return {
    async fetch(input, init) {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (down && url.pathname.includes('/feed/')) {
        const body = JSON.stringify({ success: false, message: 'The live feed is not available right now.', data: null });
        return new Response(body, { status: 503, headers: { 'content-type': 'application/json' } });
      }
      if (url.pathname.endsWith('/feed/liveeventlist') && typeof init?.body === 'string') {
        await held.get(Number(JSON.parse(init.body).sportId));
      }
      return base(input, init);
    },
    holdSport(sportId) {
      let release = () => {};
      held.set(sportId, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(sportId);
        release();
      };
    },
    takeFeedDown() {
      down = true;
      return () => {
        down = false;
      };
    },
  };
}

/** The Match Result's outcomes of a row: name, and the rate the list offers (0: withdrawn, a lock in its place). */
export const matchResultOf = (event: LiveEvent): { name: '1' | 'X' | '2'; rate: number }[] => {
  const { winner } = event;
  if (!winner) return [];
  return [
    { name: '1' as const, rate: winner.odd1 },
    ...(winner.oddXId == null ? [] : [{ name: 'X' as const, rate: winner.oddX }]),
    { name: '2' as const, rate: winner.odd2 },
  ];
};

/**
 * Plays a live football match on with the test hooks until its Match Result has an outcome withdrawn
 * as too unlikely (rate 0) while another is still offered, as at 2:0 late on: the side ahead (the
 * home side when level) scores, and the clock moves a minute past the goal's suspension, until it
 * does. Returns the event as the list then answers it, open for betting.
 */
export async function withdrawAnOutcome(sandbox: UiSandbox, eventId: number, locale = 'en'): Promise<LiveEvent> {
  for (let goals = 0; goals <= 8; goals += 1) {
    const event = (await liveWorld(sandbox, locale)).eventsOf(1).find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`event ${eventId} is no longer live`);
    const outcomes = matchResultOf(event);
    if (event.eventStatus === 'O' && outcomes.some((odd) => odd.rate === 0) && outcomes.some((odd) => odd.rate > 0)) return event;
    const [home, away] = event.result!.Goal!.split('-').map(Number) as [number, number];
    await sandbox.hook('goal', { eventId, side: away > home ? 'away' : 'home' });
    await sandbox.hook('clock', { advanceMinutes: 1 });
  }
  throw new Error(`event ${eventId} kept every Match Result outcome on offer`);
}
