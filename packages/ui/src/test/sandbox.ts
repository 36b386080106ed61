import type { AuthData } from '@oyna/sdk';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

/** What the sandbox answers every call with. */
export interface SandboxEnvelope<T = any> {
  success: boolean;
  message: string;
  data: T;
}

export interface CallOptions {
  body?: unknown;
  /** A player's token; a fresh anonymous one when absent. */
  token?: string;
  /** @default 'en' */
  locale?: string;
}

/** An event as the live and prematch lists show it, with its Match Result. */
export interface SandboxEvent {
  id: number;
  name: string;
  /** The Match Result's 1, X and 2 as offered now. */
  odds: { home: SandboxOdd; draw: SandboxOdd | null; away: SandboxOdd };
}

/** One offered odd, with the names a button's accessible name is made of. */
export interface SandboxOdd {
  id: number;
  rate: number;
  eventId: number;
  eventName: string;
  marketName: string;
  name: string;
}

/** The seeded players; both use the password {@link SANDBOX_PASSWORD}. */
export type SandboxPlayer = 'demouser' | 'vipuser';
export const SANDBOX_PASSWORD = 'demo12345';

/** A real sandbox of a test file's own, over HTTP: its world frozen at `SANDBOX_CLOCK`. */
export interface UiSandbox {
  /** e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The client options that point an Oyna client at it. */
  readonly bases: { apiBase: string; sbApiBase: string; hubBase: string };
  /** Runs a test hook (`/__test/<path>`: `odds`, `goal`, `finish`, `balance`, `notify`, `clock`, …); throws when it is refused. */
  hook<T = any>(path: string, body?: unknown): Promise<T>;
  /** A call under `/api/`, as a guest unless a token is given. */
  api<T = any>(path: string, options?: CallOptions): Promise<SandboxEnvelope<T>>;
  /** A call under `/sbapi/api/`. */
  sb<T = any>(path: string, options?: CallOptions): Promise<SandboxEnvelope<T>>;
  /** A new anonymous token: hand it to `renderWithDemoApi({ anonymousToken })` to know whose slip the guest has. */
  guestToken(): Promise<string>;
  /** Puts odds on the slip of a token (a guest's or a player's), one by one; throws when one is refused. */
  addToSlip(token: string, ...oddIds: number[]): Promise<void>;
  /** Logs a seeded player in: the login to hand `renderWithDemoApi({ user })`. */
  login(username?: SandboxPlayer): Promise<AuthData>;
  /** Start-up data as `cms/grouped` answers it, for a widget a page renders with the server's copy. */
  bootstrap(locale?: string): Promise<Bootstrap>;
  /** Live football events open for betting, each with its Match Result. */
  liveFootball(locale?: string): Promise<SandboxEvent[]>;
  /** Prematch football events with a Match Result, soonest first. */
  prematchFootball(locale?: string): Promise<SandboxEvent[]>;
}

export interface UseSandboxOptions {
  /** Back to the seed (players, balances, slips, bets, the world) before every test. @default true */
  resetEachTest?: boolean;
}

/**
 * Gives the test file a sandbox of its own for its tests (started before the first, closed after
 * the last). Read its members inside tests or hooks: the address is known once it has started.
 */
export function useSandbox({ resetEachTest = true }: UseSandboxOptions = {}): UiSandbox {
  const factory = inject('sandboxFactoryUrl');
  let url = '';
  beforeAll(async () => {
    const answer = await fetch(`${factory}/sandboxes`, { method: 'POST' });
    url = ((await answer.json()) as { url: string }).url;
  });
  afterAll(async () => {
    await fetch(`${factory}/sandboxes/close`, { method: 'POST', body: JSON.stringify({ url }) });
  });
  if (resetEachTest) beforeEach(() => sandbox.hook('reset'));

  async function request<T>(path: string, { body, token, locale = 'en' }: CallOptions = {}): Promise<SandboxEnvelope<T>> {
    const bearer = token ?? (await anonymousToken());
    const response = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'accept-language': locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as SandboxEnvelope<T>;
  }

  async function anonymousToken(): Promise<string> {
    return ((await (await fetch(`${sandbox.url}/api/auth/token`)).json()) as SandboxEnvelope<string>).data;
  }

  const succeeded = <T>(path: string, envelope: SandboxEnvelope<T>): T => {
    if (!envelope.success) throw new Error(`${path} was refused: ${envelope.message}`);
    return envelope.data;
  };

  /** The list rows' events whose Match Result is open (every outcome on offer), named as the widgets name them. */
  async function withMatchResult(events: any[], locale: string): Promise<SandboxEvent[]> {
    // A withdrawn outcome is in its place at rate 0.
    const offered = events.filter(({ winner }) => winner?.odd1 && winner.odd2 && (!winner.oddXId || winner.oddX));
    if (offered.length === 0) return [];
    const detail = succeeded('feed/eventdetail', await sandbox.sb('feed/eventdetail', { body: { eventId: offered[0].id }, locale }));
    const marketName = (detail.markets[0] as { name: string }).name;
    return offered.map((event) => {
      const eventName = `${event.homeName} – ${event.awayName}`;
      const odd = (id: number, rate: number, name: string): SandboxOdd => ({ id, rate, name, eventId: event.id, eventName, marketName });
      const { winner } = event;
      return {
        id: event.id,
        name: eventName,
        odds: {
          home: odd(winner.odd1Id, winner.odd1, '1'),
          draw: winner.oddXId ? odd(winner.oddXId, winner.oddX, 'X') : null,
          away: odd(winner.odd2Id, winner.odd2, '2'),
        },
      };
    });
  }

  const sandbox: UiSandbox = {
    get url() {
      if (!url) throw new Error('The sandbox is not started yet: read it inside a test or a hook.');
      return url;
    },
    get bases() {
      return { apiBase: `${sandbox.url}/api/`, sbApiBase: `${sandbox.url}/sbapi/api/`, hubBase: `${sandbox.url}/hub/` };
    },
    async hook(path, body = {}) {
      const response = await fetch(`${sandbox.url}/__test/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify(body),
      });
      return succeeded(`__test/${path}`, (await response.json()) as SandboxEnvelope);
    },
    api: (path, options) => request(`/api/${path}`, options),
    sb: (path, options) => request(`/sbapi/api/${path}`, options),
    guestToken: anonymousToken,
    async addToSlip(token, ...oddIds) {
      for (const oddId of oddIds) succeeded('sportsbook/toggleOdd', await sandbox.sb('sportsbook/toggleOdd', { token, body: { oddId, isLive: false } }));
    },
    async login(username = 'demouser') {
      const body = { username, password: SANDBOX_PASSWORD };
      return succeeded('auth/login', await sandbox.api<AuthData>('auth/login', { body }));
    },
    async bootstrap(locale = 'en') {
      return succeeded('cms/grouped', await sandbox.api<Bootstrap>('cms/grouped', { locale }));
    },
    async liveFootball(locale = 'en') {
      const body = { sportId: 1, skip: 0, take: 500 };
      const groups = succeeded('feed/liveeventlist', await sandbox.sb<any[]>('feed/liveeventlist', { body, locale }));
      const open = groups.flatMap((group) => group.events).filter((event) => event.eventStatus === 'O');
      return withMatchResult(open, locale);
    },
    async prematchFootball(locale = 'en') {
      const events = succeeded('feed/upcoming', await sandbox.sb<any[]>('feed/upcoming?sportId=1', { locale }));
      return withMatchResult(events, locale);
    },
  };
  return sandbox;
}
