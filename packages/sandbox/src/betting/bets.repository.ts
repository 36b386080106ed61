import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import type { Locale } from '../i18n/locale.ts';
import { BetStatus, OPEN_BET_STATUSES, SelectionResult, type BetslipType } from './betting.enums.ts';
import type { OddDescription } from './odd.quote.ts';
import { oddDescriptionFromRow } from './oddDescription.row.ts';

/** A coupon's selection: its odd, the rate it was placed at and its SelectionResult. */
export interface BetSelection extends OddDescription {
  rateCenti: number;
  result: SelectionResult;
}

export interface NewBet {
  playerId: number;
  type: BetslipType;
  stakeMinor: number;
  totalRateCenti: number;
  possibleWinMinor: number;
  /** The language it was placed in: its settlement notification is worded in it. */
  locale: Locale;
  placedAt: number;
  selections: readonly Omit<BetSelection, 'result'>[];
}

export interface Bet extends Omit<NewBet, 'selections'> {
  id: number;
  status: BetStatus;
  payoutMinor: number;
  settledAt: number | null;
  selections: BetSelection[];
}

/** A selection still waiting for its event, which has ended (or is gone with a replaced world). */
export interface DueSelection {
  betId: number;
  oddId: number;
  eventId: number;
  marketId: number;
  line: number | null;
}

const OPEN = OPEN_BET_STATUSES.join(', ');

const toSelection = (row: Record<string, unknown>): BetSelection => ({
  ...oddDescriptionFromRow(row),
  rateCenti: Number(row.rate_centi),
  result: Number(row.result) as SelectionResult,
});

/** Coupons, their selections and the answers of placements made with an Idempotency-Key. */
export class BetsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #toBet(row: Record<string, unknown>): Bet {
    const id = Number(row.id);
    return {
      id,
      playerId: Number(row.player_id),
      type: Number(row.type) as BetslipType,
      status: Number(row.status) as BetStatus,
      stakeMinor: Number(row.stake_minor),
      totalRateCenti: Number(row.total_rate_centi),
      possibleWinMinor: Number(row.possible_win_minor),
      payoutMinor: Number(row.payout_minor),
      locale: row.locale === 'en' ? 'en' : 'tr',
      placedAt: Number(row.placed_at_ms),
      settledAt: row.settled_at_ms === null ? null : Number(row.settled_at_ms),
      selections: this.#db.prepare('SELECT * FROM bet_selections WHERE bet_id = ? ORDER BY position').all(id).map(toSelection),
    };
  }

  /** Stores an accepted coupon with its pending selections; returns its id. */
  insert(bet: NewBet): number {
    return transaction(this.#db, () => {
      const id = Number(
        this.#db
          .prepare(
            `INSERT INTO bets (player_id, type, status, stake_minor, total_rate_centi, possible_win_minor, locale, placed_at_ms)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(bet.playerId, bet.type, BetStatus.Accepted, bet.stakeMinor, bet.totalRateCenti, bet.possibleWinMinor, bet.locale, bet.placedAt)
          .lastInsertRowid,
      );
      const insert = this.#db.prepare(
        `INSERT INTO bet_selections (bet_id, odd_id, event_id, market_id, line, is_live, rate_centi, event_name, kickoff_ms,
           market_name_tr, market_name_en, odd_name_tr, odd_name_en, result, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      bet.selections.forEach((selection, index) => {
        insert.run(
          id, selection.oddId, selection.eventId, selection.marketId, selection.line, selection.isLive ? 1 : 0, selection.rateCenti,
          selection.eventName, selection.kickoff, selection.marketName.tr, selection.marketName.en, selection.oddName.tr,
          selection.oddName.en, SelectionResult.Pending, index,
        );
      });
      return id;
    });
  }

  /** What a player's open coupons holding the odd may win together, in kuruş. */
  exposureOn(playerId: number, oddId: number): number {
    const row = this.#db
      .prepare(
        `SELECT COALESCE(SUM(b.possible_win_minor), 0) AS exposure FROM bets b
         WHERE b.player_id = ? AND b.status IN (?, ?) AND EXISTS (SELECT 1 FROM bet_selections s WHERE s.bet_id = b.id AND s.odd_id = ?)`,
      )
      .get(playerId, BetStatus.Accepted, BetStatus.Processing, oddId);
    return Number(row?.exposure ?? 0);
  }

  find(id: number): Bet | null {
    const row = this.#db.prepare('SELECT * FROM bets WHERE id = ?').get(id);
    return row ? this.#toBet(row) : null;
  }

  /** A page of a player's open (Accepted, Processing) or settled coupons, newest first, and how many there are. */
  page(playerId: number, settled: boolean, skip: number, take: number): { total: number; items: Bet[] } {
    const which = `status ${settled ? 'NOT IN' : 'IN'} (${OPEN})`;
    const total = Number(this.#db.prepare(`SELECT COUNT(*) AS n FROM bets WHERE player_id = ? AND ${which}`).get(playerId)?.n);
    const rows = this.#db
      .prepare(`SELECT * FROM bets WHERE player_id = ? AND ${which} ORDER BY placed_at_ms DESC, id DESC LIMIT ? OFFSET ?`)
      .all(playerId, take, skip);
    return { total, items: rows.map((row) => this.#toBet(row)) };
  }

  /** The answer of an earlier placement with this key, while it is remembered. */
  findRequest(playerId: number, key: string, notBefore: number): { bodyHash: string; answer: string } | null {
    const row = this.#db
      .prepare('SELECT body_hash, answer FROM bet_requests WHERE player_id = ? AND idempotency_key = ? AND created_at_ms >= ?')
      .get(playerId, key, notBefore);
    return row ? { bodyHash: String(row.body_hash), answer: String(row.answer) } : null;
  }

  /** Remembers a placement's answer under its key (forgetting keys older than `notBefore`). */
  saveRequest(playerId: number, key: string, bodyHash: string, answer: string, now: number, notBefore: number): void {
    this.#db.prepare('DELETE FROM bet_requests WHERE created_at_ms < ?').run(notBefore);
    this.#db
      .prepare(
        `INSERT INTO bet_requests (player_id, idempotency_key, body_hash, answer, created_at_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (player_id, idempotency_key) DO UPDATE SET body_hash = excluded.body_hash, answer = excluded.answer, created_at_ms = excluded.created_at_ms`,
      )
      .run(playerId, key, bodyHash, answer, now);
  }

  /** Pending selections whose event has ended or no longer exists; with `all`, every pending selection. */
  dueSelections(all = false): DueSelection[] {
    return this.#db
      .prepare(
        `SELECT s.bet_id, s.odd_id, s.event_id, s.market_id, s.line FROM bet_selections s
         LEFT JOIN sb_events e ON e.id = s.event_id
         WHERE s.result = ${SelectionResult.Pending} AND (${all ? 1 : 0} OR e.id IS NULL OR e.end_ms IS NOT NULL)
         ORDER BY s.bet_id, s.position`,
      )
      .all()
      .map((row) => ({
        betId: Number(row.bet_id),
        oddId: Number(row.odd_id),
        eventId: Number(row.event_id),
        marketId: Number(row.market_id),
        line: row.line === null ? null : Number(row.line),
      }));
  }

  setResult(betId: number, oddId: number, result: SelectionResult): void {
    this.#db.prepare('UPDATE bet_selections SET result = ? WHERE bet_id = ? AND odd_id = ?').run(result, betId, oddId);
  }

  /** Settles an open coupon; false when it was already settled. */
  settle(betId: number, status: BetStatus, payoutMinor: number, at: number): boolean {
    const { changes } = this.#db
      .prepare(`UPDATE bets SET status = ?, payout_minor = ?, settled_at_ms = ? WHERE id = ? AND status IN (${OPEN})`)
      .run(status, payoutMinor, at, betId);
    return Number(changes) === 1;
  }
}
