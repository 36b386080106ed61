import { createSandbox, DEMO_PASSWORD, TEST_CLOCK, testSandboxOptions, type Sandbox } from '@oyna/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import * as z from 'zod/mini';
import { authDataSchema, type AuthData } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import type { OynaConfig } from '../client/oyna.config';
import { createTestClient } from './testClient';
import { createTestNetwork, type TestNetwork } from './testNetwork';

/** A Saturday afternoon, frozen: the world, its matches and its prices are the same on every run. */
export const SANDBOX_CLOCK = TEST_CLOCK;

/** What the sandbox answers every call with. */
export interface SandboxEnvelope<T = any> {
  success: boolean;
  message: string;
  data: T;
}

/** One offered odd, as the feed offers it. */
export interface SandboxOdd {
  id: number;
  rate: number;
  eventId: number;
  /** The market's name and the odd's, in English. */
  market: string;
  name: string;
}

/** The seeded players; both log in with the sandbox's demo password. */
export type SandboxPlayer = 'demouser' | 'vipuser';

export interface StoreSandbox {
  /** e.g. `http://127.0.0.1:41234`; read it inside a test or a hook. */
  readonly url: string;
  /** This test's network boundary: every client made by {@link StoreSandbox.client} sends through it. */
  readonly net: TestNetwork;
  /**
   * A test client (its clock, storage and window driven by the test) on the sandbox, in English,
   * sending through {@link StoreSandbox.net}. Disposed after the test.
   */
  client(config?: OynaConfig): ReturnType<typeof createTestClient>;
  /** A client with a seeded player logged in (a real login, the token the sandbox gave). */
  playerClient(username?: SandboxPlayer): Promise<ReturnType<typeof createTestClient> & { auth: AuthData }>;
  /** Runs a test hook (`/__test/<path>`: `odds`, `finish`, `balance`, `sessions/expire`, …); throws when it is refused. */
  hook<T = any>(path: string, body?: unknown): Promise<T>;
  /** A sportsbook call (`sportsbook/betslip`, `feed/upcoming?sportId=1`, …) with the given token, the answer as it is. */
  sb<T = any>(path: string, token: string, body?: unknown): Promise<SandboxEnvelope<T>>;
  /** A new anonymous token. */
  guestToken(): Promise<string>;
  /** The newest code the sandbox texted or mailed to a phone number or an address (its developer outbox). */
  lastCodeTo(to: string): Promise<string>;
  /** Logs a seeded player in, with `anonymousToken` as the SDK would send it (whose slip joins the player's). */
  login(username?: SandboxPlayer, anonymousToken?: string): Promise<AuthData>;
  /** Match Result "1" of `count` prematch football events, one odd per event, soonest first. */
  prematchOdds(count: number): Promise<SandboxOdd[]>;
  /** Every odd an event offers now. */
  eventOdds(eventId: number): Promise<SandboxOdd[]>;
  /** The slip the sandbox keeps for a token. */
  slipOf(token: string): Promise<{ oddList: any[]; multipleBet: any }>;
  /** Puts odds on the slip of a token, one by one; throws when one is refused. */
  addToSlip(token: string, ...oddIds: number[]): Promise<void>;
  /** Places a single bet of `stake` on each odd (put on the slip first); the coupons' ids. */
  placeSingles(token: string, oddIds: readonly number[], stake: number): Promise<number[]>;
}

/**
 * A real sandbox for a store test file: started before its first test, closed after its last, and
 * back to the seed before every test (players, balances, slips, bets, the world frozen at
 * {@link SANDBOX_CLOCK}, every token forgotten). Live changes are pushed only when a hook moves the
 * clock; logins and tokens are not rate limited.
 */
export function useStoreSandbox(): StoreSandbox {
  let sandbox: Sandbox | undefined;
  let net: TestNetwork | undefined;
  let clients: OynaClient[] = [];

  beforeAll(async () => {
    sandbox = await createSandbox(testSandboxOptions());
  });
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    await store.hook('reset');
    net = createTestNetwork();
  });
  afterEach(async () => {
    // Nothing of this test may reach the next one's sandbox: held calls go, clients stop, answers land.
    net?.reset();
    for (const client of clients) client.dispose();
    clients = [];
    await net?.idle();
  });

  const url = () => {
    if (!sandbox) throw new Error('The sandbox is not started yet: use it inside a test or a hook.');
    return sandbox.url;
  };

  async function call<T>(path: string, { token, body, locale = 'en' }: { token?: string; body?: unknown; locale?: string }) {
    const response = await fetch(`${url()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'accept-language': locale,
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as SandboxEnvelope<T>;
  }

  const succeeded = <T>(path: string, envelope: SandboxEnvelope<T>): T => {
    if (!envelope.success) throw new Error(`${path} was refused: ${envelope.message}`);
    return envelope.data;
  };

  const store: StoreSandbox = {
    get url() {
      return url();
    },
    get net() {
      if (!net) throw new Error('The test network exists inside a test only.');
      return net;
    },
    client(config = {}) {
      const harness = createTestClient({
        locale: 'en',
        ...config,
        platform: { baseUrl: `${url()}/`, fetch: store.net.fetch, ...config.platform },
      });
      clients.push(harness.client);
      return harness;
    },
    async playerClient(username = 'demouser') {
      const harness = store.client();
      const auth = await store.login(username);
      harness.client.setAuth(auth);
      return { ...harness, auth };
    },
    async hook(path, body = {}) {
      return succeeded(`__test/${path}`, await call(`/__test/${path}`, { body }));
    },
    sb: (path, token, body) => call(`/sbapi/api/${path}`, { token, body }),
    async guestToken() {
      return succeeded('auth/token', await call<string>('/api/auth/token', {}));
    },
    async lastCodeTo(to) {
      const messages = succeeded('__test/outbox', await call<{ code: string | null }[]>(`/__test/outbox?to=${encodeURIComponent(to)}`, {}));
      const code = messages.find((message) => message.code)?.code;
      if (!code) throw new Error(`the outbox has no code for ${to}`);
      return code;
    },
    async login(username = 'demouser', anonymousToken) {
      const token = anonymousToken ?? (await store.guestToken());
      const data = succeeded('auth/login', await call('/api/auth/login', { token, body: { username, password: DEMO_PASSWORD } }));
      return z.parse(authDataSchema, data);
    },
    async prematchOdds(count) {
      const events = succeeded('feed/upcoming', await store.sb<any[]>('feed/upcoming?sportId=1', await store.guestToken()));
      const offered = events.filter((event) => event.winner?.odd1Id).slice(0, count);
      if (offered.length < count) throw new Error(`the sandbox offers ${offered.length} prematch events with a Match Result, not ${count}`);
      return offered.map((event) => ({ id: event.winner.odd1Id, rate: event.winner.odd1, eventId: event.id, market: 'Match Result', name: '1' }));
    },
    async eventOdds(eventId) {
      const detail = succeeded('feed/eventdetail', await store.sb('feed/eventdetail', await store.guestToken(), { eventId }));
      // A withdrawn odd is listed in its place, locked at rate 0.
      return detail.markets.flatMap((market: any) =>
        market.odds.filter((odd: any) => odd.rate > 0).map((odd: any) => ({ id: odd.id, rate: odd.rate, eventId, market: market.name, name: odd.name })),
      );
    },
    async slipOf(token) {
      return succeeded('sportsbook/betslip', await store.sb('sportsbook/betslip', token));
    },
    async addToSlip(token, ...oddIds) {
      for (const oddId of oddIds) succeeded(`sportsbook/toggleOdd ${oddId}`, await store.sb('sportsbook/toggleOdd', token, { oddId, isLive: false }));
    },
    async placeSingles(token, oddIds, stake) {
      await store.addToSlip(token, ...oddIds);
      const body = { type: 1, selection: oddIds.map((oddId) => ({ oddId, amount: stake })), acceptChanges: true };
      return succeeded('sportsbook/placeBet', await store.sb<{ betIds: number[] }>('sportsbook/placeBet', token, body)).betIds;
    },
  };
  return store;
}
