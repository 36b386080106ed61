import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import { SandboxClock } from './clock.ts';
import { competitionById, type Competition } from './competitions.catalog.ts';
import { oddIdOf, priceMarkets, type PricedMarket } from './markets.ts';
import { matchScript, withForcedGoals, type MatchScript, type ScoreStep, type ScriptSeed } from './match.script.ts';
import { matchStateAt, type MatchState } from './match.state.ts';
import { driftEpoch, modelElapsed, pricingMoment } from './odds.cadence.ts';
import { prngFor } from './prng.ts';
import { resultOf } from './result.ts';
import { newScriptKey, newWorldSeed, scriptSeedOf } from './script.secret.ts';
import { sportById, type Sport } from './sports.catalog.ts';
import { eventsOfHour } from './world.generate.ts';
import { hourIndexOf, type WorldSize } from './world.grid.ts';
import { horizonHours, PAST_HOURS, type WorldOptions } from './world.options.ts';
import { WorldRepository, type FinishKind, type StoredEvent, type WorldMeta } from './world.repository.ts';

/** Live answers are computed once per tick of this length and served from memory in between. */
export const WORLD_TICK_MS = 1000;
/** How far odds drift from the model, as a log-normal spread. */
const DRIFT = 0.035;
const DRIFT_PURPOSE = 4;

/** An event with its sport and competition resolved. */
export interface EventContext {
  event: StoredEvent;
  sport: Sport;
  competition: Competition;
}

/** A live event at one tick. */
export interface LiveView extends EventContext {
  script: MatchScript;
  state: MatchState;
  markets: readonly PricedMarket[];
}

/** How a test hook ends an event now: played out to its scripted end, with a final score of its own, or called off. */
export type EventEnding = { kind: 'played' } | { kind: 'scored'; home: number; away: number } | { kind: 'cancelled' };

/** Why an event could not be ended. */
export type EndingRefusal = 'unknown' | 'finished';

/** The live world at one tick: events in feed order (sport, region, competition, kick-off). */
export interface LiveSnapshot {
  at: number;
  views: readonly LiveView[];
  byId: ReadonlyMap<number, LiveView>;
}

const orderKey = ({ sport, competition, event }: EventContext): number[] => [
  sport.sort, competition.region.sort, competition.sort, competition.id, event.kickoff, event.id,
];

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] as number) - (b[index] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The sandbox's sports world: events scheduled from a seed, stored in SQLite for a window around
 * the sandbox's clock, and played out by scripts decided before kick-off, so the world at a time
 * is a function of the seed and that time (plus goals forced by the test hooks).
 */
export class SportsWorld {
  readonly clock: SandboxClock;
  readonly #repository: WorldRepository;
  readonly #defaults: WorldOptions;
  readonly #db: DatabaseSync;
  #meta!: WorldMeta;
  /** Where the match scripts' randomness comes from (the secret, or the seed asked for). */
  #scriptSeed!: ScriptSeed;
  readonly #scripts = new Map<number, MatchScript>();
  readonly #liveMarkets = new Map<number, { key: number; markets: readonly PricedMarket[] }>();
  readonly #prematchMarkets = new Map<number, { hour: number; markets: readonly PricedMarket[] }>();
  #snapshot: LiveSnapshot | null = null;
  /** Events that kicked off and have not finished, kept between ticks (only new kick-offs are read). */
  #started = new Map<number, StoredEvent>();
  /** The instant `#started` was read up to; null until it is read. */
  #startedUntil: number | null = null;
  /** Bumped whenever the world changes other than by time (a forced goal, a reset). */
  #version = 0;
  /** Rates the odds test hook set, in hundredths, by odd id. */
  #overrides = new Map<number, number>();
  readonly #endedListeners = new Set<(replaced: boolean) => void>();
  /** Matches that reached their final whistle in the snapshot being built. */
  #finishedInBuild = 0;

  constructor(db: DatabaseSync, options: WorldOptions) {
    this.#repository = new WorldRepository(db);
    this.#db = db;
    this.#defaults = options;
    this.clock = new SandboxClock();
  }

  /**
   * Loads the stored world, or makes a new one from the options: also when its size or the seed
   * asked for differ, and when no seed is asked for but the stored world was made from one (its
   * matches are then as predictable as that seed is public).
   */
  open(): void {
    const stored = this.#repository.meta();
    const asked = this.#defaults.seed;
    const other = asked === undefined ? stored?.scriptKey === null : stored?.seed !== asked;
    if (stored && (other || stored.size !== this.#defaults.size)) {
      this.recreate();
      return;
    }
    if (stored) {
      this.#meta = stored;
      this.#scriptSeed = scriptSeedOf(stored.seed, stored.scriptKey);
      this.#overrides = this.#repository.oddOverrides();
      this.clock.set(stored.clock.frozenAt ?? Date.now() + stored.clock.offsetMs, stored.clock.frozenAt !== null);
    } else this.#create(this.#defaults);
    this.#ensureWindow(this.clock.now());
  }

  /** Replaces the world with a new one (new seed or size, clock back to the options' start or now). */
  recreate(options: Partial<WorldOptions> = {}): void {
    this.#repository.clearEvents();
    this.#create({ ...this.#defaults, ...options });
    this.#ensureWindow(this.clock.now());
    // The old world's events are gone (a new one may reuse their ids): whatever rode on them is over too.
    this.#announceEnded(true);
  }

  /**
   * Calls `listener` after events have ended (played out or ended by a test hook), or with
   * `replaced` true when the whole world was replaced; outside any transaction of the world's.
   * Returns the way to stop listening.
   */
  onEventsEnded(listener: (replaced: boolean) => void): () => void {
    this.#endedListeners.add(listener);
    return () => this.#endedListeners.delete(listener);
  }

  #announceEnded(replaced = false): void {
    for (const listener of this.#endedListeners) {
      // A listener's failure must not break the feed read that happened to end the events.
      try {
        listener(replaced);
      } catch (error) {
        console.error('an events-ended listener failed', error);
      }
    }
  }

  /** After the database was dropped and migrated again (the sandbox reset). */
  afterReset(): void {
    this.#repository.forgetStatements();
    this.#create(this.#defaults);
    this.#ensureWindow(this.clock.now());
  }

  #create(options: WorldOptions): void {
    const now = options.clockStart ?? Date.now();
    this.clock.set(now, options.clockFrozen ?? false);
    const hour = hourIndexOf(now);
    const seed = options.seed ?? newWorldSeed();
    const scriptKey = options.seed === undefined ? newScriptKey() : null;
    this.#meta = { seed, scriptKey, size: options.size, fromHour: hour, toHour: hour - 1, clock: this.clock.state() };
    this.#scriptSeed = scriptSeedOf(seed, scriptKey);
    this.#repository.saveMeta(this.#meta);
    this.#scripts.clear();
    this.#liveMarkets.clear();
    this.#prematchMarkets.clear();
    this.#snapshot = null;
    this.#started.clear();
    this.#startedUntil = null;
    this.#overrides = this.#repository.oddOverrides();
    this.#version += 1;
  }

  get seed(): number {
    return this.#meta.seed;
  }

  get size(): WorldSize {
    return this.#meta.size;
  }

  get repository(): WorldRepository {
    return this.#repository;
  }

  /** Changes whenever the world changes other than by time. */
  get version(): number {
    return this.#version;
  }

  /** The sandbox's time now, rounded down to the world's tick. */
  tickNow(): number {
    return Math.floor(this.clock.now() / WORLD_TICK_MS) * WORLD_TICK_MS;
  }

  /** Moves the clock forward and stores it (a restart keeps the world's time). */
  advance(ms: number): void {
    this.clock.advance(ms);
    this.#saveClock();
  }

  freeze(frozen: boolean): void {
    this.clock.freeze(frozen);
    this.#saveClock();
  }

  #saveClock(): void {
    this.#meta = { ...this.#meta, clock: this.clock.state() };
    this.#repository.saveMeta(this.#meta);
  }

  /** Materialises every hour from PAST_HOURS behind `now` to the horizon ahead. */
  #ensureWindow(now: number): void {
    const from = hourIndexOf(now) - PAST_HOURS;
    const to = hourIndexOf(now) + horizonHours(this.#meta.size);
    if (from >= this.#meta.fromHour && to <= this.#meta.toHour) return;
    const hours: number[] = [];
    const empty = this.#meta.toHour < this.#meta.fromHour;
    for (let hour = from; hour <= to; hour += 1) {
      if (empty || hour < this.#meta.fromHour || hour > this.#meta.toHour) hours.push(hour);
    }
    this.#repository.insertEvents(hours.flatMap((hour) => eventsOfHour(this.#meta.seed, this.#meta.size, hour, this.#scriptSeed)));
    this.#meta = {
      ...this.#meta,
      fromHour: empty ? from : Math.min(from, this.#meta.fromHour),
      toHour: empty ? to : Math.max(to, this.#meta.toHour),
    };
    this.#repository.saveMeta(this.#meta);
  }

  /** Resolves an event's sport and competition (null for rows the catalogue no longer knows). */
  contextOf(event: StoredEvent): EventContext | null {
    const sport = sportById(event.sportId);
    const competition = competitionById(event.competitionId);
    return sport && competition ? { event, sport, competition } : null;
  }

  scriptOf({ event, sport, competition }: EventContext): MatchScript {
    let script = this.#scripts.get(event.id);
    if (!script) {
      script = withForcedGoals(
        matchScript(this.#scriptSeed, event.id, sport, competition.periodMinutes),
        this.#repository.forcedGoals(event.id).map((goal) => ({ ...goal, at: goal.at - event.kickoff })),
      );
      this.#scripts.set(event.id, script);
    }
    return script;
  }

  /** The markets with any rate the odds test hook set in place of the priced one. */
  #withOverrides(eventId: number, markets: readonly PricedMarket[]): readonly PricedMarket[] {
    if (this.#overrides.size === 0) return markets;
    return markets.map((market) => {
      if (!market.odds.some((odd) => this.#overrides.has(oddIdOf(eventId, odd.slot)))) return market;
      return {
        ...market,
        odds: market.odds.map((odd) => {
          const centi = this.#overrides.get(oddIdOf(eventId, odd.slot));
          // A withdrawn odd stays withdrawn: the hook sets prices, it does not reopen outcomes.
          return centi === undefined || odd.locked ? odd : { ...odd, rate: centi / 100 };
        }),
      };
    });
  }

  #drift(eventId: number, epoch: number) {
    return (slot: number) => Math.exp(DRIFT * prngFor(this.#meta.seed, DRIFT_PURPOSE, eventId, slot, epoch).normal());
  }

  /** An event's live prices: made at its pricing moment (see odds.cadence.ts) and kept until the next one. */
  #liveMarketsOf(context: EventContext, script: MatchScript, state: MatchState): readonly PricedMarket[] {
    const { event } = context;
    const moment = pricingMoment(this.#meta.seed, event.id, script, state);
    const cached = this.#liveMarkets.get(event.id);
    if (cached?.key === moment) return cached.markets;
    const priced = moment === state.elapsed ? state : matchStateAt(script, moment);
    const markets = priceMarkets({
      sport: context.sport,
      plan: { phases: script.phases, strength: script.strength },
      homeName: event.homeName,
      awayName: event.awayName,
      elapsed: modelElapsed(this.#meta.seed, event.id, priced),
      score: priced.score,
      live: true,
      drift: this.#drift(event.id, driftEpoch(this.#meta.seed, event.id, moment)),
    });
    const offered = this.#withOverrides(event.id, markets);
    this.#liveMarkets.set(event.id, { key: moment, markets: offered });
    return offered;
  }

  /** The markets of an event before kick-off; prices drift once an hour. */
  prematchMarkets(context: EventContext, now: number): readonly PricedMarket[] {
    const { event } = context;
    const hour = hourIndexOf(now);
    const cached = this.#prematchMarkets.get(event.id);
    if (cached?.hour === hour) return cached.markets;
    if (this.#prematchMarkets.size > 50_000) this.#prematchMarkets.clear();
    const script = this.scriptOf(context);
    const markets = priceMarkets({
      sport: context.sport,
      plan: { phases: script.phases, strength: script.strength },
      homeName: event.homeName,
      awayName: event.awayName,
      elapsed: 0,
      score: script.steps[0] as ScoreStep,
      live: false,
      drift: this.#drift(event.id, -hour),
    });
    const offered = this.#withOverrides(event.id, markets);
    this.#prematchMarkets.set(event.id, { hour, markets: offered });
    return offered;
  }

  /** The live world at the current tick (made once per tick; finished matches are stored on the way). */
  live(): LiveSnapshot {
    const at = this.tickNow();
    if (this.#snapshot?.at === at) return this.#snapshot;
    const snapshot = this.#build(at);
    this.#snapshot = snapshot;
    if (this.#finishedInBuild > 0) {
      this.#finishedInBuild = 0;
      this.#announceEnded();
    }
    return snapshot;
  }

  #build(at: number): LiveSnapshot {
    this.#ensureWindow(at);
    this.#finishedInBuild = 0;
    // Finished matches are stored in one transaction (a clock jump can finish thousands).
    return transaction(this.#db, () => this.#buildIn(at));
  }

  #startedAt(at: number): Iterable<StoredEvent> {
    const since = this.#startedUntil;
    if (since === null || at < since) {
      this.#started = new Map(this.#repository.startedUnfinished(at).map((event) => [event.id, event]));
    } else if (at > since) {
      for (const event of this.#repository.kickedOff(since, at)) this.#started.set(event.id, event);
    }
    this.#startedUntil = at;
    return [...this.#started.values()];
  }

  #buildIn(at: number): LiveSnapshot {
    const views: LiveView[] = [];
    for (const event of this.#startedAt(at)) {
      const context = this.contextOf(event);
      if (!context) continue;
      const script = this.scriptOf(context);
      const elapsed = at - event.kickoff;
      if (elapsed >= script.end) {
        const final = script.steps[script.steps.length - 1] as ScoreStep;
        this.#repository.finish(event.id, event.kickoff + script.end, JSON.stringify(resultOf(context.sport, final, true)));
        this.#finishedInBuild += 1;
        this.#started.delete(event.id);
        this.#scripts.delete(event.id);
        this.#liveMarkets.delete(event.id);
        continue;
      }
      const state = matchStateAt(script, elapsed);
      views.push({ ...context, script, state, markets: this.#liveMarketsOf(context, script, state) });
    }
    const keys = new Map(views.map((view) => [view, orderKey(view)]));
    views.sort((a, b) => compareKeys(keys.get(a) as number[], keys.get(b) as number[]));
    return { at, views, byId: new Map(views.map((view) => [view.event.id, view])) };
  }

  /** Adds a goal for `side` now (test hook). False when the event is not live or its sport has no goals. */
  forceGoal(eventId: number, side: 'home' | 'away'): boolean {
    const view = this.live().byId.get(eventId);
    if (!view || view.sport.play.kind !== 'timed') return false;
    this.#repository.addForcedGoal(eventId, { at: this.tickNow(), side });
    this.#scripts.delete(eventId);
    this.#liveMarkets.delete(eventId);
    this.#snapshot = null;
    this.#version += 1;
    return true;
  }

  /**
   * Ends an event now (test hook): played out to its scripted final score, ended with a score of
   * the hook's, or cancelled (keeping the score it had, if any). Live, prematch or kicked off.
   */
  endNow(eventId: number, ending: EventEnding): EndingRefusal | null {
    const live = this.live().byId.get(eventId);
    const event = live?.event ?? this.#repository.find(eventId);
    const context = event && this.contextOf(event);
    if (!context) return 'unknown';
    if (event.endMs !== null) return 'finished';
    const kind: FinishKind = ending.kind;
    let result: string | null;
    if (ending.kind === 'played') {
      const script = this.scriptOf(context);
      result = JSON.stringify(resultOf(context.sport, script.steps[script.steps.length - 1] as ScoreStep, true));
    } else if (ending.kind === 'scored') {
      result = JSON.stringify(resultOf(context.sport, { at: 0, home: ending.home, away: ending.away, setHome: 0, setAway: 0, suspends: false }, true));
    } else {
      result = live ? JSON.stringify(resultOf(context.sport, live.state.score, true)) : null;
    }
    this.#repository.finish(eventId, this.clock.now(), result, kind);
    this.#started.delete(eventId);
    this.#liveMarkets.delete(eventId);
    this.#prematchMarkets.delete(eventId);
    this.#snapshot = null;
    this.#version += 1;
    this.#announceEnded();
    return null;
  }

  /**
   * Sets one offered odd's rate (test hook) until its event ends; false when the odd is not
   * offered now. Prices are read through it everywhere: feed, LiveUpdate and the betslip.
   */
  setOddRate(oddId: number, rate: number): boolean {
    const eventId = Math.floor(oddId / 100);
    const slot = oddId % 100;
    const live = this.live().byId.get(eventId);
    let markets: readonly PricedMarket[] | null = live?.markets ?? null;
    if (!markets) {
      const event = this.#repository.find(eventId);
      const context = event && this.contextOf(event);
      if (!context || event.endMs !== null || event.kickoff <= this.clock.now()) return false;
      markets = this.prematchMarkets(context, this.clock.now());
    }
    if (!markets.some((market) => market.odds.some((odd) => odd.slot === slot && !odd.locked))) return false;
    const centi = Math.round(rate * 100);
    this.#repository.setOddOverride(oddId, eventId, centi);
    this.#overrides.set(oddId, centi);
    this.#liveMarkets.delete(eventId);
    this.#prematchMarkets.delete(eventId);
    this.#snapshot = null;
    this.#version += 1;
    return true;
  }

  /** Makes the next read rebuild the live snapshot (the clock moved). */
  invalidate(): void {
    this.#snapshot = null;
  }
}
