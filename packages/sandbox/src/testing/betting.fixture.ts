import { DEMO_PASSWORD } from '../db/seed.ts';
import { startTestSandbox, type ApiCall, type ApiResponse, type TestSandbox } from './sandbox.fixture.ts';
import { TEST_CLOCK, testSandboxOptions } from './test.options.ts';

/** A Saturday afternoon, frozen: the world, its live matches and its prices are the same on every run. */
export const SATURDAY = TEST_CLOCK;

// The money rules restated for the tests, in whole hundredths (small enough to stay exact as floats).
const cents = (value: number) => Math.round(value * 100);

/** A multiple's total rate: the product of the rates rounded half up to 2 decimals. */
export const totalOf = (...rates: number[]): number =>
  Math.round(rates.map(cents).reduce((product, rate) => product * rate, 1) / 100 ** (rates.length - 1)) / 100;

/** What a stake wins: stake × rate rounded half up to the kuruş. */
export const winOf = (stake: number, rate: number): number => Math.round((cents(stake) * cents(rate)) / 100) / 100;

/** A sandbox for the betslip tests: the world frozen at {@link SATURDAY}, logins not rate limited. */
export async function startBettingSandbox(): Promise<BettingSandbox> {
  const t = await startTestSandbox(testSandboxOptions());
  return new BettingSandbox(t);
}

/** An odd as the feed's rows and details offer it. */
export interface FeedOdd {
  id: number;
  rate: number;
  eventId: number;
  market: string;
  name: string;
}

/** The sandbox with the calls the betslip tests make, over real HTTP. */
export class BettingSandbox {
  readonly t: TestSandbox;

  constructor(t: TestSandbox) {
    this.t = t;
  }

  close(): Promise<void> {
    return this.t.close();
  }

  /** Everything back to the seed: players, balances, slips, bets, the world at {@link SATURDAY}. */
  async reset(): Promise<void> {
    await this.t.call('/__test/reset', { body: {} });
  }

  /** A sportsbook call (`betslip`, `toggleOdd`, ...). */
  sb(path: string, token: string, options: Omit<ApiCall, 'token'> = {}): Promise<ApiResponse> {
    return this.t.call(`/sbapi/api/sportsbook/${path}`, { token, locale: 'en', ...options });
  }

  async slip(token: string, locale = 'en'): Promise<any> {
    const response = await this.sb('betslip', token, { locale });
    if (!response.body.success) throw new Error(`betslip: ${response.body.message}`);
    return response.body.data;
  }

  toggle(token: string, oddId?: number, locale = 'en'): Promise<ApiResponse> {
    return this.sb('toggleOdd', token, { body: oddId === undefined ? {} : { oddId, isLive: false }, locale });
  }

  /** Adds odds one by one and fails the test if any is refused. */
  async add(token: string, ...oddIds: number[]): Promise<any> {
    let slip: any;
    for (const oddId of oddIds) {
      const response = await this.toggle(token, oddId);
      if (!response.body.success) throw new Error(`toggleOdd ${oddId}: ${response.body.message}`);
      slip = response.body.data;
    }
    return slip;
  }

  placeBet(token: string, body: unknown, options: Omit<ApiCall, 'token' | 'body'> = {}): Promise<ApiResponse> {
    return this.sb('placeBet', token, { body, ...options });
  }

  async myBets(token: string, query: { skip?: number; take?: number; settled?: boolean } = {}, locale = 'en'): Promise<any> {
    const response = await this.sb('mybets', token, { body: { skip: 0, take: 50, settled: false, ...query }, locale });
    if (!response.body.success) throw new Error(`mybets: ${response.body.message}`);
    return response.body.data;
  }

  anonymousToken(): Promise<string> {
    return this.t.anonymousToken();
  }

  /** Logs in with `anonymousToken` as the SDK does (a fresh one when none is given); returns the player's token. */
  async login(username = 'demouser', anonymousToken?: string): Promise<string> {
    const response = await this.t.call('/api/auth/login', {
      body: { username, password: DEMO_PASSWORD },
      token: anonymousToken ?? (await this.anonymousToken()),
    });
    if (!response.body.success) throw new Error(`login: ${response.body.message}`);
    return response.body.data.token as string;
  }

  async balance(token: string): Promise<number> {
    return (await this.t.call('/api/user/balance', { token })).body.data.balance as number;
  }

  async setBalance(username: string, balance: number): Promise<void> {
    await this.t.call('/__test/balance', { body: { username, balance } });
  }

  /** Live football events open for betting (not suspended), with a Match Result. */
  async liveFootball(token: string): Promise<any[]> {
    const groups = (await this.t.call('/sbapi/api/feed/liveeventlist', { token, body: { sportId: 1, skip: 0, take: 500 } })).body.data;
    return groups.flatMap((group: any) => group.events).filter((event: any) => event.eventStatus === 'O' && event.winner?.odd1);
  }

  /** Prematch events of a sport with a Match Result, soonest first. */
  async prematch(token: string, sportId = 1): Promise<any[]> {
    const events = (await this.t.call(`/sbapi/api/feed/upcoming?sportId=${sportId}`, { token })).body.data;
    return events.filter((event: any) => event.winner?.odd1);
  }

  /** Every odd an event offers now, from its detail. */
  async odds(token: string, eventId: number): Promise<FeedOdd[]> {
    const detail = (await this.t.call('/sbapi/api/feed/eventdetail', { token, locale: 'en', body: { eventId } })).body.data;
    // A withdrawn odd is listed in its place at rate 0.
    return detail.markets.flatMap((market: any) =>
      market.odds.filter((odd: any) => odd.rate > 0).map((odd: any) => ({ id: odd.id, rate: odd.rate, eventId, market: market.name, name: odd.name })),
    );
  }

  /** The first odd of an event's market, by market name and odd name. */
  async odd(token: string, eventId: number, market: string, name: string): Promise<FeedOdd> {
    const odd = (await this.odds(token, eventId)).find((candidate) => candidate.market === market && candidate.name === name);
    if (!odd) throw new Error(`event ${eventId} offers no ${market} ${name}`);
    return odd;
  }

  finish(body: { eventId: number; homeScore?: number; awayScore?: number; cancelled?: boolean }): Promise<ApiResponse> {
    return this.t.call('/__test/finish', { body, locale: 'en' });
  }

  setOdd(oddId: number, rate: number): Promise<ApiResponse> {
    return this.t.call('/__test/odds', { body: { oddId, rate }, locale: 'en' });
  }
}
