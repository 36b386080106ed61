import type { Locale } from '../i18n/locale.ts';
import { breakName, notStartedName, periodName } from './feed.texts.ts';
import { MARKET, oddIdOf, type PricedMarket, type PricedOdd } from './markets.ts';
import { resultOf, type WireResult } from './result.ts';
import type { EventContext, LiveView } from './world.ts';

// The wire shapes of the feed (packages/sdk/src/feed/feed.schema.ts is the contract).

/** 'YYYY-MM-DDTHH:mm:ss' in UTC without a zone designator, as the feed sends times. */
export const wireTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/** The tracker's id of a live event (a number of its own, as third-party trackers use). */
export const TRACKER_ID_BASE = 100_000_000_000;
export const trackerIdOf = (eventId: number): string => String(TRACKER_ID_BASE + eventId);
export const eventIdOfTracker = (feedId: string): number | null =>
  /^\d{1,16}$/.test(feedId) && Number(feedId) > TRACKER_ID_BASE ? Number(feedId) - TRACKER_ID_BASE : null;

/** 'O' open, 'S' suspended (after a goal), 'F' finished. */
export const EventStatus = { open: 'O', suspended: 'S', finished: 'F' } as const;

type Settled = { settled?: true };

/** A row market: each outcome's rate and id; a locked outcome keeps its id at rate 0 (the row shows a lock there). */
export interface WinnerOdds extends Settled {
  odd1: number;
  oddX?: number;
  odd2: number;
  odd1Id: number;
  oddXId?: number;
  odd2Id: number;
}
export interface DoubleChanceOdds extends Settled {
  odd1X: number;
  odd12: number;
  oddX2: number;
  odd1XId: number;
  odd12Id: number;
  oddX2Id: number;
}
export interface TotalGoalOdds extends Settled {
  under: number;
  over: number;
  underId: number;
  overId: number;
}

export interface MainMarkets {
  oddCount: number;
  winner: WinnerOdds | null;
  doubleChance: DoubleChanceOdds | null;
  totalGoal: TotalGoalOdds | null;
}

/** The rate a client is shown: 0 for a locked odd. */
const shownRate = (odd: PricedOdd): number => (odd.locked ? 0 : odd.rate);

/** The wire's names of a row market's rate and id, by slot. */
const ROW_FIELDS: Readonly<Record<number, readonly [rate: string, id: string]>> = {
  0: ['odd1', 'odd1Id'], 1: ['oddX', 'oddXId'], 2: ['odd2', 'odd2Id'],
  3: ['odd1X', 'odd1XId'], 4: ['odd12', 'odd12Id'], 5: ['oddX2', 'oddX2Id'],
  6: ['under', 'underId'], 7: ['over', 'overId'],
};

/** A market as a row sends it: every outcome in its place, and `settled` once its result is known. */
function rowMarket<T>(eventId: number, market: PricedMarket | undefined): T | null {
  if (!market) return null;
  const row: Record<string, number | boolean> = {};
  for (const odd of market.odds) {
    const [rate, id] = ROW_FIELDS[odd.slot] as readonly [string, string];
    row[rate] = shownRate(odd);
    row[id] = oddIdOf(eventId, odd.slot);
  }
  if (market.settled) row.settled = true;
  return row as T;
}

/**
 * The three markets an event row shows, and how many odds the event offers (locked ones not
 * counted). A market is `null` only when the event has none (no draw, no Double Chance).
 */
export function mainMarkets(eventId: number, markets: readonly PricedMarket[]): MainMarkets {
  let oddCount = 0;
  for (const market of markets) for (const odd of market.odds) if (!odd.locked) oddCount += 1;
  const market = (id: number) => markets.find((candidate) => candidate.id === id);
  return {
    oddCount,
    winner: rowMarket<WinnerOdds>(eventId, market(MARKET.matchResult.id)),
    doubleChance: rowMarket<DoubleChanceOdds>(eventId, market(MARKET.doubleChance.id)),
    totalGoal: rowMarket<TotalGoalOdds>(eventId, market(MARKET.total.id)),
  };
}

/** The period of a live event in the request's language. */
export function livePeriod({ sport, state }: LiveView, locale: Locale): string {
  const { play } = sport;
  const { phase } = state;
  if (phase.kind === 'play') return periodName(locale, play.naming, phase.index + 1);
  const periods = play.kind === 'timed' ? play.periods : play.bestOf;
  return breakName(locale, play.naming, phase.index + 1, periods);
}

export const liveStatus = (view: LiveView): string => (view.state.suspended ? EventStatus.suspended : EventStatus.open);

export const liveResult = (view: LiveView): WireResult => resultOf(view.sport, view.state.score);

/** A live event as POST feed/liveeventlist lists it. */
export function liveEventJson(view: LiveView, locale: Locale) {
  const { event, state } = view;
  return {
    id: event.id,
    sportId: event.sportId,
    competitionId: event.competitionId,
    homeName: event.homeName,
    awayName: event.awayName,
    result: liveResult(view),
    period: livePeriod(view, locale),
    periodMinute: state.minute,
    eventStatus: liveStatus(view),
    liveActiveExefeedId: trackerIdOf(event.id),
    eventDate: wireTime(event.kickoff),
    ...mainMarkets(event.id, view.markets),
  };
}

/** A prematch event as feed/eventlist, feed/upcoming and sportsbook/popularevents list it. */
export function prematchEventJson(context: EventContext, markets: readonly PricedMarket[], locale: Locale) {
  return { ...detailHead(context, locale), ...mainMarkets(context.event.id, markets) };
}

/** A hit of feed/searchupcoming (the spec spells it kickofDate). */
export function searchResultJson({ event, competition }: EventContext, locale: Locale) {
  return {
    id: event.id,
    sportId: event.sportId,
    kickofDate: wireTime(event.kickoff),
    group: competition.region.name[locale],
    competition: competition.name,
    homeName: event.homeName,
    awayName: event.awayName,
  };
}

/**
 * Every market of an event with names in the request's language. Odds are locked while the event is
 * suspended (with their prices) and when withdrawn (rate 0); a settled market lists no odds.
 */
export function marketsJson(eventId: number, markets: readonly PricedMarket[], locale: Locale, suspended: boolean) {
  return markets.map((market) => ({
    id: market.id,
    name: market.name(locale),
    ...(market.settled ? { settled: true } : {}),
    odds: market.settled
      ? []
      : market.odds.map((odd) => ({ id: oddIdOf(eventId, odd.slot), name: odd.name(locale), rate: shownRate(odd), locked: suspended || odd.locked })),
  }));
}

/** The parts of POST feed/eventdetail every state shares. */
export function detailHead({ event, competition }: EventContext, locale: Locale) {
  return {
    id: event.id,
    sportId: event.sportId,
    competitionId: event.competitionId,
    competitionName: competition.name,
    groupName: competition.region.name[locale],
    eventDate: wireTime(event.kickoff),
    homeName: event.homeName,
    awayName: event.awayName,
  };
}

export function liveDetailJson(view: LiveView, locale: Locale) {
  return {
    ...detailHead(view, locale),
    isLive: true,
    result: liveResult(view),
    period: livePeriod(view, locale),
    periodMinute: view.state.minute,
    eventStatus: liveStatus(view),
    liveActiveExefeedId: trackerIdOf(view.event.id),
    markets: marketsJson(view.event.id, view.markets, locale, view.state.suspended),
  };
}

export function prematchDetailJson(context: EventContext, markets: readonly PricedMarket[], locale: Locale) {
  return {
    ...detailHead(context, locale),
    isLive: false,
    result: null,
    period: notStartedName(locale),
    periodMinute: null,
    eventStatus: EventStatus.open,
    liveActiveExefeedId: null,
    markets: marketsJson(context.event.id, markets, locale, false),
  };
}

export const fullTimeName = (locale: Locale): string => (locale === 'tr' ? 'Maç Sonu' : 'Full Time');

/** The period text of an event called off (the finish test hook). */
export const cancelledName = (locale: Locale): string => (locale === 'tr' ? 'İptal Edildi' : 'Cancelled');

/** A finished event: its final result, no markets. */
export function finishedDetailJson(context: EventContext, locale: Locale) {
  return {
    ...detailHead(context, locale),
    isLive: false,
    result: context.event.result ? (JSON.parse(context.event.result) as WireResult) : null,
    period: context.event.finishKind === 'cancelled' ? cancelledName(locale) : fullTimeName(locale),
    periodMinute: null,
    eventStatus: EventStatus.finished,
    liveActiveExefeedId: null,
    markets: [],
  };
}
