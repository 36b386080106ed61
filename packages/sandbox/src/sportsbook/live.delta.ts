import type { Locale } from '../i18n/locale.ts';
import { liveResult, livePeriod, liveStatus } from './feed.views.ts';
import { oddIdOf, type PricedMarket } from './markets.ts';
import type { LiveSnapshot, LiveView } from './world.ts';

/** What a client knows about one live event after a `LiveUpdate`. */
export interface EventMark {
  view: LiveView;
  sportId: number;
  result: string;
  phase: string;
  minute: number | null;
  status: string;
  markets: readonly PricedMarket[];
  suspended: boolean;
  /** Odd id → rate as shown (0 when withdrawn, or its market decided or settled). */
  odds: ReadonlyMap<number, number>;
  /** The odds of the event's settled markets. */
  settled: ReadonlySet<number>;
}

export type LiveMarks = ReadonlyMap<number, EventMark>;

function oddsOf(eventId: number, markets: readonly PricedMarket[]): Pick<EventMark, 'odds' | 'settled'> {
  const odds = new Map<number, number>();
  const settled = new Set<number>();
  for (const market of markets) {
    for (const odd of market.odds) {
      const id = oddIdOf(eventId, odd.slot);
      odds.set(id, odd.locked ? 0 : odd.rate);
      if (market.settled) settled.add(id);
    }
  }
  return { odds, settled };
}

/** Marks every event of a snapshot, reusing the previous odds when an event's prices did not change. */
export function markSnapshot(snapshot: LiveSnapshot, previous: LiveMarks | null): Map<number, EventMark> {
  const marks = new Map<number, EventMark>();
  for (const view of snapshot.views) {
    const before = previous?.get(view.event.id);
    marks.set(view.event.id, {
      view,
      sportId: view.sport.id,
      result: JSON.stringify(liveResult(view)),
      phase: `${view.state.phase.kind}:${view.state.phase.index}`,
      minute: view.state.minute,
      status: liveStatus(view),
      markets: view.markets,
      suspended: view.state.suspended,
      ...(before?.markets === view.markets ? { odds: before.odds, settled: before.settled } : oddsOf(view.event.id, view.markets)),
    });
  }
  return marks;
}

interface EventChange {
  mark: EventMark;
}

interface OddChange {
  id: number;
  eventId: number;
  rate: number;
  locked: boolean;
  /** Sent (true) once, when the odd's market is settled. */
  settled?: true;
}

/** The changes between two sets of marks, before they are worded in a language. */
export interface LiveDelta {
  events: EventChange[];
  odds: OddChange[];
  started: { id: number; sportId: number }[];
  finished: { id: number; sportId: number }[];
}

export const isEmptyDelta = (delta: LiveDelta): boolean =>
  delta.events.length + delta.odds.length + delta.started.length + delta.finished.length === 0;

/** What changed from `before` to `after`: scores, clocks, statuses, odds, and events that started or finished. */
export function diffMarks(before: LiveMarks, after: LiveMarks): LiveDelta {
  const delta: LiveDelta = { events: [], odds: [], started: [], finished: [] };
  for (const [id, mark] of after) {
    const old = before.get(id);
    if (!old) {
      delta.started.push({ id, sportId: mark.sportId });
      continue;
    }
    if (old.result !== mark.result || old.phase !== mark.phase || old.minute !== mark.minute || old.status !== mark.status) {
      delta.events.push({ mark });
    }
    if (old.odds === mark.odds && old.suspended === mark.suspended) continue;
    for (const [oddId, rate] of mark.odds) {
      const settled = mark.settled.has(oddId);
      // A withdrawn odd (rate 0) is locked whatever the event's status.
      const locked = mark.suspended || rate === 0;
      const before = old.odds.get(oddId);
      if (before === rate && (old.suspended || before === 0) === locked && old.settled.has(oddId) === settled) continue;
      delta.odds.push({ id: oddId, eventId: id, rate, locked, ...(settled ? { settled: true as const } : {}) });
    }
    // An odd whose market is gone altogether goes out locked at rate 0.
    for (const oddId of old.odds.keys()) {
      if (!mark.odds.has(oddId)) delta.odds.push({ id: oddId, eventId: id, rate: 0, locked: true });
    }
  }
  for (const [id, mark] of before) if (!after.has(id)) delta.finished.push({ id, sportId: mark.sportId });
  return delta;
}

/** The `LiveUpdate` message in one language (periods are worded). */
export function liveUpdateMessage(delta: LiveDelta, locale: Locale): string {
  return JSON.stringify({
    events: delta.events.map(({ mark }) => ({
      id: mark.view.event.id,
      sportId: mark.sportId,
      result: JSON.parse(mark.result) as unknown,
      period: livePeriod(mark.view, locale),
      periodMinute: mark.minute,
      eventStatus: mark.status,
    })),
    odds: delta.odds,
    started: delta.started,
    finished: delta.finished,
  });
}
