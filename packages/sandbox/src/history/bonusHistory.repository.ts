import type { DatabaseSync } from 'node:sqlite';
import type { TimeRange } from './history.schemas.ts';

/** Where a bonus stands. An active one whose time is up reads as expired, stored so or not. */
export const BONUS_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A bonus as the dashboard lists it; money in kuruş, times in ms on the sandbox's clock. */
export interface BonusRow {
  id: number;
  /** `trial` (sign-up), `deposit`, `freespins`, `cashback`, …: any text, named by `bonus.kind.*` messages. */
  kind: string;
  amountMinor: number;
  status: BonusStatus;
  grantedAt: number;
  expiresAt: number;
}

export interface BonusPageQuery {
  range: TimeRange;
  status: BonusStatus | null;
  skip: number;
  take: number;
  /** The sandbox clock's now: what has expired. */
  now: number;
}

const toBonus = (row: Record<string, unknown>): BonusRow => ({
  id: Number(row.id),
  kind: String(row.kind),
  amountMinor: Number(row.amount_minor),
  status: String(row.shown_status) as BonusStatus,
  grantedAt: Number(row.granted_at_ms),
  expiresAt: Number(row.expires_at_ms),
});

/**
 * Reads the Bonuses list from `bonuses` (migration 7; the account calls grant the trial bonus into
 * it through src/account/bonuses.repository.ts).
 */
export class BonusHistoryRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** A page of the player's bonuses granted within the range, in one state or all, newest first. */
  page(playerId: number, { range, status, skip, take, now }: BonusPageQuery): { total: number; items: BonusRow[] } {
    const mine = `SELECT id, kind, amount_minor, granted_at_ms, expires_at_ms,
        CASE WHEN status = 'active' AND expires_at_ms <= :now THEN 'expired' ELSE status END AS shown_status
      FROM bonuses
      WHERE player_id = :player AND (:from IS NULL OR granted_at_ms >= :from) AND (:to IS NULL OR granted_at_ms < :to)`;
    const where = '(:status IS NULL OR shown_status = :status)';
    const params = { player: playerId, from: range.from, to: range.to, now, status };
    const total = Number(this.#db.prepare(`SELECT COUNT(*) AS n FROM (${mine}) WHERE ${where}`).get(params)?.n ?? 0);
    const rows = this.#db
      .prepare(`SELECT * FROM (${mine}) WHERE ${where} ORDER BY granted_at_ms DESC, id DESC LIMIT :take OFFSET :skip`)
      .all({ ...params, take, skip });
    return { total, items: rows.map(toBonus) };
  }
}
