import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import type { ClockState } from './clock.ts';
import type { WorldEvent } from './world.generate.ts';
import type { WorldSize } from './world.grid.ts';

/** What the world remembers about itself: its seed, size, the hours materialised and its clock. */
export interface WorldMeta {
  seed: number;
  /** The secret the match scripts are decided from (hex); null for a world made with a seed asked for. Never served. */
  scriptKey: string | null;
  size: WorldSize;
  fromHour: number;
  toHour: number;
  clock: ClockState;
}

/**
 * How an event ended: played to its scripted end (`played`, also when a test hook plays it out at
 * once), ended early by a test hook with a score of its own (`scored`), or called off (`cancelled`).
 */
export type FinishKind = 'played' | 'scored' | 'cancelled';

/** A stored event; `endMs` and `result` are set once it has finished. */
export interface StoredEvent extends WorldEvent {
  endMs: number | null;
  result: string | null;
  finishKind: FinishKind;
}

const finishKindOf = (value: unknown): FinishKind => (value === 'scored' || value === 'cancelled' ? value : 'played');

export interface ForcedGoal {
  at: number;
  side: 'home' | 'away';
}

const toEvent = (row: Record<string, unknown>): StoredEvent => ({
  id: Number(row.id),
  sportId: Number(row.sport_id),
  competitionId: Number(row.competition_id),
  kickoff: Number(row.kickoff_ms),
  homeName: String(row.home_name),
  awayName: String(row.away_name),
  endMs: row.end_ms === null ? null : Number(row.end_ms),
  result: row.result === null ? null : String(row.result),
  finishKind: finishKindOf(row.finish_kind),
});

/** The sports world in SQLite: the scheduled events of a moving window and the finished results. */
export class WorldRepository {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #sql(text: string): StatementSync {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = this.#db.prepare(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  /** Forgets prepared statements (the tables were dropped and made again). */
  forgetStatements(): void {
    this.#statements.clear();
  }

  meta(): WorldMeta | null {
    const row = this.#sql('SELECT * FROM sb_world WHERE id = 1').get();
    if (!row) return null;
    return {
      seed: Number(row.seed),
      scriptKey: row.script_key === null || row.script_key === undefined ? null : String(row.script_key),
      size: row.size === 'large' ? 'large' : 'default',
      fromHour: Number(row.from_hour),
      toHour: Number(row.to_hour),
      clock: { offsetMs: Number(row.clock_offset_ms), frozenAt: row.frozen_at_ms === null ? null : Number(row.frozen_at_ms) },
    };
  }

  saveMeta(meta: WorldMeta): void {
    this.#sql(
      `INSERT INTO sb_world (id, seed, script_key, size, from_hour, to_hour, clock_offset_ms, frozen_at_ms) VALUES (1, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET seed = excluded.seed, script_key = excluded.script_key, size = excluded.size,
         from_hour = excluded.from_hour, to_hour = excluded.to_hour, clock_offset_ms = excluded.clock_offset_ms,
         frozen_at_ms = excluded.frozen_at_ms`,
    ).run(meta.seed, meta.scriptKey, meta.size, meta.fromHour, meta.toHour, Math.round(meta.clock.offsetMs), meta.clock.frozenAt);
  }

  /** Stores newly scheduled events (an event already stored is kept as it is). */
  insertEvents(events: readonly WorldEvent[]): void {
    const insert = this.#sql(
      `INSERT OR IGNORE INTO sb_events (id, sport_id, competition_id, kickoff_ms, home_name, away_name) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    transaction(this.#db, () => {
      for (const event of events) insert.run(event.id, event.sportId, event.competitionId, event.kickoff, event.homeName, event.awayName);
    });
  }

  /** Drops every event, forced goal and odd override (a new world replaces the old one). */
  clearEvents(): void {
    transaction(this.#db, () => {
      this.#sql('DELETE FROM sb_forced_goals').run();
      this.#sql('DELETE FROM sb_odd_overrides').run();
      this.#sql('DELETE FROM sb_events').run();
    });
  }

  find(id: number): StoredEvent | null {
    const row = this.#sql('SELECT * FROM sb_events WHERE id = ?').get(id);
    return row ? toEvent(row) : null;
  }

  /** Events that kicked off at or before `now` and have not been marked finished: live, or due to finish. */
  startedUnfinished(now: number): StoredEvent[] {
    return this.#sql('SELECT * FROM sb_events WHERE end_ms IS NULL AND kickoff_ms <= ? ORDER BY kickoff_ms, id')
      .all(now)
      .map(toEvent);
  }

  /** Unfinished events that kicked off after `since` and at or before `until`. */
  kickedOff(since: number, until: number): StoredEvent[] {
    return this.#sql('SELECT * FROM sb_events WHERE end_ms IS NULL AND kickoff_ms > ? AND kickoff_ms <= ?')
      .all(since, until)
      .map(toEvent);
  }

  // Prematch lists leave out events a test hook has already ended before their kick-off.

  /** Events kicking off after `now` and at or before `until`, soonest first. */
  upcoming(now: number, until: number): StoredEvent[] {
    return this.#sql('SELECT * FROM sb_events WHERE end_ms IS NULL AND kickoff_ms > ? AND kickoff_ms <= ? ORDER BY kickoff_ms, id')
      .all(now, until)
      .map(toEvent);
  }

  /** A competition's events kicking off after `now`, soonest first. */
  upcomingOf(competitionId: number, now: number, skip: number, take: number): StoredEvent[] {
    return this.#sql(
      'SELECT * FROM sb_events WHERE competition_id = ? AND end_ms IS NULL AND kickoff_ms > ? ORDER BY kickoff_ms, id LIMIT ? OFFSET ?',
    )
      .all(competitionId, now, take, skip)
      .map(toEvent);
  }

  /** Prematch event counts per competition in (now, until]. */
  countsByCompetition(now: number, until: number): Map<number, number> {
    const rows = this.#sql(
      'SELECT competition_id, COUNT(*) AS n FROM sb_events WHERE end_ms IS NULL AND kickoff_ms > ? AND kickoff_ms <= ? GROUP BY competition_id',
    ).all(now, until);
    return new Map(rows.map((row) => [Number(row.competition_id), Number(row.n)]));
  }

  /** Records a finished match's final result (JSON of the result fields, null when it has none); false when it had already ended. */
  finish(id: number, endMs: number, result: string | null, kind: FinishKind = 'played'): boolean {
    const { changes } = this.#sql('UPDATE sb_events SET end_ms = ?, result = ?, finish_kind = ? WHERE id = ? AND end_ms IS NULL').run(
      endMs,
      result,
      kind,
      id,
    );
    return Number(changes) > 0;
  }

  /** Finished events, most recent first. */
  finished(limit: number): StoredEvent[] {
    return this.#sql('SELECT * FROM sb_events WHERE end_ms IS NOT NULL ORDER BY end_ms DESC, id LIMIT ?').all(limit).map(toEvent);
  }

  /** Rates set by the odds test hook, in hundredths, by odd id. */
  oddOverrides(): Map<number, number> {
    return new Map(this.#sql('SELECT odd_id, rate_centi FROM sb_odd_overrides').all().map((row) => [Number(row.odd_id), Number(row.rate_centi)]));
  }

  setOddOverride(oddId: number, eventId: number, rateCenti: number): void {
    this.#sql(
      'INSERT INTO sb_odd_overrides (odd_id, event_id, rate_centi) VALUES (?, ?, ?) ON CONFLICT (odd_id) DO UPDATE SET rate_centi = excluded.rate_centi',
    ).run(oddId, eventId, rateCenti);
  }

  forcedGoals(eventId: number): ForcedGoal[] {
    return this.#sql('SELECT at_ms, side FROM sb_forced_goals WHERE event_id = ? ORDER BY at_ms, id')
      .all(eventId)
      .map((row) => ({ at: Number(row.at_ms), side: row.side === 'away' ? 'away' : 'home' }));
  }

  addForcedGoal(eventId: number, goal: ForcedGoal): void {
    this.#sql('INSERT INTO sb_forced_goals (event_id, at_ms, side) VALUES (?, ?, ?)').run(eventId, goal.at, goal.side);
  }
}
