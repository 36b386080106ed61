import * as z from 'zod/mini';
import { object } from '../../schema/zod';
import { list, orNull, text } from '../../schema/wire';

// The sportsbook feed as it crosses the wire (`./sbapi/api/feed/*`, `sportsbook/*`, and the
// `LiveUpdate` command on the sbnotify hub). The spec names the fields; where it is silent
// (markets, event detail, upcoming, hub deltas) the sandbox README documents the design.

const id = z.number();
/** A decimal odd such as 1.85; 0 or absent means the odd is not offered. */
const rate = z.pipe(z.nullish(z.number()), z.transform((value) => value ?? 0));
/** An odd id; absent when the odd is not offered. */
const oddId = orNull(z.number());
/** A number the server may leave out: read as 0. */
const zeroIfMissing = () => z._default(z.number(), 0);
/**
 * True once a market's result is known (a third goal settles Total Goals 2.5, half time the first
 * half): it offers nothing more and says so. Beyond the spec; absent means open.
 */
const settled = z.optional(z.boolean());

/** A live sport in GET feed/livecategorylist. */
export const liveCategorySchema = object({ id, name: text(), count: z.number() });
export interface LiveCategory extends z.output<typeof liveCategorySchema> {}

/** The score fields of a live event, each an 'a-b' string; whichever is present is shown. */
export const liveResultSchema = object({
  Goal: z.optional(orNull(z.string())),
  SetScore: z.optional(orNull(z.string())),
  Points: z.optional(orNull(z.string())),
  MapScore: z.optional(orNull(z.string())),
});

/**
 * Match Result: 1, X, 2 (X is absent for sports without a draw). In the row markets an outcome not
 * on offer (suspended, withdrawn as too unlikely, its market decided) has rate 0 and keeps its place.
 */
export const winnerSchema = object({ odd1: rate, oddX: rate, odd2: rate, odd1Id: oddId, oddXId: oddId, odd2Id: oddId, settled });
export interface WinnerOdds extends z.output<typeof winnerSchema> {}

/** Double Chance: 1X, 12, X2. */
export const doubleChanceSchema = object({
  odd1X: rate,
  odd12: rate,
  oddX2: rate,
  odd1XId: oddId,
  odd12Id: oddId,
  oddX2Id: oddId,
  settled,
});
export interface DoubleChanceOdds extends z.output<typeof doubleChanceSchema> {}

/** Total Goals (Under / Over the line, 2.5 in football). */
export const totalGoalSchema = object({ under: rate, over: rate, underId: oddId, overId: oddId, settled });
export interface TotalGoalOdds extends z.output<typeof totalGoalSchema> {}

/** The three main markets an event row shows; each may be missing (a lock is shown). */
const mainMarkets = {
  oddCount: zeroIfMissing(),
  winner: z.optional(orNull(winnerSchema)),
  doubleChance: z.optional(orNull(doubleChanceSchema)),
  totalGoal: z.optional(orNull(totalGoalSchema)),
  /** Some feeds name Total Goals `overUnder`; read either. */
  overUnder: z.optional(orNull(totalGoalSchema)),
};

/** A live event in a league group of POST feed/liveeventlist. */
export const liveEventSchema = object({
  id,
  sportId: id,
  competitionId: zeroIfMissing(),
  homeName: text(),
  awayName: text(),
  result: z.optional(orNull(liveResultSchema)),
  /** The period as the server words it in the request's language ('1. Yarı', '2nd Set'). */
  period: text(),
  periodMinute: orNull(z.number()),
  /** 'O' open; anything else (suspended, finished) locks the odds. */
  eventStatus: text(),
  /** The tracker's feed id. */
  liveActiveExefeedId: orNull(z.union([z.string(), z.number()])),
  /** UTC without a zone designator. */
  eventDate: text(),
  ...mainMarkets,
});
export interface LiveEvent extends z.output<typeof liveEventSchema> {}

/** A league group of POST feed/liveeventlist: the region (`groupName`) and the league (`name`). */
export const leagueGroupSchema = object({
  groupName: text(),
  name: text(),
  count: zeroIfMissing(),
  events: list(liveEventSchema),
});
export interface LeagueGroup extends z.output<typeof leagueGroupSchema> {}

/** A competition in GET feed/categorylist. */
export const prematchCompetitionSchema = object({ id, name: text(), count: zeroIfMissing(), sort: zeroIfMissing() });
export interface PrematchCompetition extends z.output<typeof prematchCompetitionSchema> {}

/** A group (country or region) in GET feed/categorylist: `name` is shown, `groupName` is its stable key. */
export const prematchGroupSchema = object({
  groupName: text(),
  name: text(),
  count: zeroIfMissing(),
  sort: zeroIfMissing(),
  competitions: list(prematchCompetitionSchema),
});
export interface PrematchGroup extends z.output<typeof prematchGroupSchema> {}

/** A sport in GET feed/categorylist. */
export const prematchCategorySchema = object({
  id,
  name: text(),
  count: zeroIfMissing(),
  sort: zeroIfMissing(),
  groups: list(prematchGroupSchema),
});
export interface PrematchCategory extends z.output<typeof prematchCategorySchema> {}

/** An event of POST feed/eventlist, the upcoming list and sportsbook/popularevents. */
export const prematchEventSchema = object({
  id,
  sportId: z._default(z.number(), 1),
  competitionId: zeroIfMissing(),
  competitionName: text(),
  groupName: text(),
  /** UTC without a zone designator ('Z' is appended when read). */
  eventDate: z.string(),
  homeName: text(),
  awayName: text(),
  ...mainMarkets,
});
export interface PrematchEvent extends z.output<typeof prematchEventSchema> {}

/** A hit of POST feed/searchupcoming. */
export const searchResultSchema = object({
  id,
  sportId: z._default(z.number(), 1),
  /** UTC without a zone designator (the spec's spelling). */
  kickofDate: z.string(),
  group: text(),
  competition: text(),
  homeName: text(),
  awayName: text(),
});
export interface SearchResult extends z.output<typeof searchResultSchema> {}

/** A competition of sportsbook/popularcompetitions. */
export const popularCompetitionSchema = object({
  id,
  sportId: id,
  name: text(),
  groupName: text(),
  count: zeroIfMissing(),
});
export interface PopularCompetition extends z.output<typeof popularCompetitionSchema> {}

/**
 * One odd of a market in the event detail. `locked` while the event is suspended (the rate is kept)
 * or when the odd is withdrawn, too unlikely to offer (rate 0): either way it keeps its place.
 */
export const marketOddSchema = object({ id, name: text(), rate, locked: z._default(z.boolean(), false) });
export interface MarketOdd extends z.output<typeof marketOddSchema> {}

/** A market of the event detail: Match Result, Double Chance, Total Goals, Handicap, ...; a settled one lists no odds. */
export const marketSchema = object({ id, name: text(), settled, odds: list(marketOddSchema) });
export interface Market extends z.output<typeof marketSchema> {}

/** POST feed/eventdetail: one event, live or prematch, with every market. */
export const eventDetailSchema = object({
  id,
  sportId: id,
  competitionId: zeroIfMissing(),
  competitionName: text(),
  groupName: text(),
  eventDate: z.string(),
  homeName: text(),
  awayName: text(),
  isLive: z._default(z.boolean(), false),
  result: z.optional(orNull(liveResultSchema)),
  period: text(),
  periodMinute: orNull(z.number()),
  eventStatus: text(),
  liveActiveExefeedId: orNull(z.union([z.string(), z.number()])),
  markets: list(marketSchema),
});
export interface EventDetail extends z.output<typeof eventDetailSchema> {}

/** A live event's new score, clock or status in a `LiveUpdate`. */
export const eventChangeSchema = object({
  id,
  sportId: id,
  result: z.optional(orNull(liveResultSchema)),
  period: z.optional(z.string()),
  periodMinute: z.optional(orNull(z.number())),
  eventStatus: z.optional(z.string()),
});
export interface EventChange extends z.output<typeof eventChangeSchema> {}

/** An odd's new value in a `LiveUpdate`; `settled` (once) when its market's result became known. */
export const oddChangeSchema = object({ id, eventId: id, rate, locked: z._default(z.boolean(), false), settled });
export interface OddChange extends z.output<typeof oddChangeSchema> {}

/**
 * The message of the sbnotify hub's `LiveUpdate` command: what changed in the live world since the
 * last one. Events that started or finished are named so a client can refetch their sport.
 */
export const liveUpdateSchema = object({
  events: list(eventChangeSchema),
  odds: list(oddChangeSchema),
  started: list(object({ id, sportId: id })),
  finished: list(object({ id, sportId: id })),
});
export interface LiveUpdate extends z.output<typeof liveUpdateSchema> {}

/** The hub command that carries a {@link LiveUpdate}. */
export const LIVE_UPDATE_COMMAND = 'LiveUpdate';
