import type { DatabaseSync } from 'node:sqlite';
import type { TimeRange } from './history.schemas.ts';

/** Why a session is over: its player logged out (or it was revoked otherwise), or its time ran out. */
export type SessionEnd = 'loggedOut' | 'expired';

/** A player's login as Session History lists it; never its token or the token's hash. */
export interface SessionHistoryRow {
  /** The row's id: stable while it is kept. */
  id: number;
  startedAt: number;
  lastUsedAt: number;
  endedAt: number | null;
  endedBy: SessionEnd | null;
  /** The session the request came with. */
  current: boolean;
  userAgent: string | null;
  address: string | null;
}

export interface SessionHistoryQuery {
  range: TimeRange;
  skip: number;
  take: number;
  /** The hash of the caller's token, to mark their own session. */
  currentHash: string;
  now: number;
}

const toRow = (row: Record<string, unknown>): SessionHistoryRow => {
  const revokedAt = row.revoked_at === null ? null : Number(row.revoked_at);
  const expiresAt = Number(row.expires_at);
  const expired = revokedAt === null && expiresAt <= Number(row.now);
  return {
    id: Number(row.id),
    startedAt: Number(row.created_at),
    lastUsedAt: Number(row.last_used_at),
    endedAt: revokedAt ?? (expired ? expiresAt : null),
    endedBy: revokedAt !== null ? 'loggedOut' : expired ? 'expired' : null,
    current: row.is_current === 1,
    userAgent: row.user_agent === null ? null : String(row.user_agent),
    address: row.address === null ? null : String(row.address),
  };
};

/**
 * Session History: a player's logins from the sessions table (anonymous tokens never), the ended
 * ones kept as long as `ENDED_SESSIONS_KEPT` in src/db/sessions.repository.ts says.
 */
export class SessionHistoryRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** A page of the player's sessions started within the range, newest first. */
  page(playerId: number, { range, skip, take, currentHash, now }: SessionHistoryQuery): { total: number; items: SessionHistoryRow[] } {
    const where = `kind = 'player' AND player_id = :player AND (:from IS NULL OR created_at >= :from) AND (:to IS NULL OR created_at < :to)`;
    const params = { player: playerId, from: range.from, to: range.to };
    const total = Number(this.#db.prepare(`SELECT COUNT(*) AS n FROM sessions WHERE ${where}`).get(params)?.n ?? 0);
    const rows = this.#db
      .prepare(
        `SELECT rowid AS id, created_at, COALESCE(last_used_at, created_at) AS last_used_at, expires_at, revoked_at,
           user_agent, address, token_hash = :current AS is_current, :now AS now
         FROM sessions WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT :take OFFSET :skip`,
      )
      .all({ ...params, current: currentHash, now, take, skip });
    return { total, items: rows.map(toRow) };
  }
}
