import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { hashToken, newToken } from '../auth/token.ts';

export type SessionKind = 'anonymous' | 'player';

/** A live token: who holds it and from which device. */
export interface Session {
  tokenHash: string;
  kind: SessionKind;
  playerId: number | null;
  fingerprint: string;
  expiresAt: number;
}

/**
 * How long a token lives. Anonymous tokens are issued to anyone who asks, so they live only while
 * used: each use pushes the end a day out again, and one nobody uses is gone after a day.
 */
export const SESSION_TTL_MS: Record<SessionKind, number> = {
  anonymous: 24 * 60 * 60 * 1000,
  player: 24 * 60 * 60 * 1000,
};

/** A used anonymous token is extended at most this often, so reads do not turn into writes. */
export const ANONYMOUS_EXTEND_EVERY_MS = 60 * 60 * 1000;

export class SessionsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Issues a token and returns it; only its hash is stored. */
  create(kind: SessionKind, playerId: number | null, fingerprint: string, now = Date.now()): string {
    const token = newToken();
    this.#db
      .prepare(
        `INSERT INTO sessions (token_hash, kind, player_id, fingerprint, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(hashToken(token), kind, playerId, fingerprint, now, now + SESSION_TTL_MS[kind]);
    return token;
  }

  // Every request looks its token up: the statement is prepared once (SQLite re-prepares it by
  // itself should the table be dropped and made again by a reset).
  #findStatement: StatementSync | undefined;

  #activeRow(tokenHash: string, now: number) {
    this.#findStatement ??= this.#db.prepare(
      `SELECT token_hash, kind, player_id, fingerprint, expires_at FROM sessions
       WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
    );
    return this.#findStatement.get(tokenHash, now);
  }

  /** The session behind a token, or null when it is unknown, expired or revoked. */
  findActive(token: string, now = Date.now()): Session | null {
    const row = this.#activeRow(hashToken(token), now);
    if (!row) return null;
    const session: Session = {
      tokenHash: String(row.token_hash),
      kind: row.kind === 'player' ? 'player' : 'anonymous',
      playerId: row.player_id === null ? null : Number(row.player_id),
      fingerprint: String(row.fingerprint),
      expiresAt: Number(row.expires_at),
    };
    const extended = now + SESSION_TTL_MS.anonymous;
    if (session.kind === 'anonymous' && extended - session.expiresAt >= ANONYMOUS_EXTEND_EVERY_MS) {
      this.#db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(extended, session.tokenHash);
      session.expiresAt = extended;
    }
    return session;
  }

  /** Whether the session behind a token's hash can still be used (a hub asks at every ping). */
  isActive(tokenHash: string, now = Date.now()): boolean {
    return this.#activeRow(tokenHash, now) !== undefined;
  }

  /** Ends every session of a player now, as if their time were up (a test hook). */
  expirePlayer(playerId: number, now = Date.now()): number {
    return Number(this.#db.prepare('UPDATE sessions SET expires_at = ? WHERE player_id = ? AND expires_at > ?').run(now, playerId, now).changes);
  }

  /** Ends every live session of a player but `keep` (its token's hash); returns the ended ones' hashes. */
  revokePlayer(playerId: number, keep: string | null, now = Date.now()): string[] {
    return this.#db
      .prepare(
        `UPDATE sessions SET revoked_at = ? WHERE player_id = ? AND token_hash IS NOT ? AND revoked_at IS NULL AND expires_at > ?
         RETURNING token_hash`,
      )
      .all(now, playerId, keep, now)
      .map((row) => String(row.token_hash));
  }

  revoke(tokenHash: string, now = Date.now()): void {
    this.#db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
  }

  /** Forgets sessions that can no longer be used. */
  purgeExpired(now = Date.now()): number {
    const result = this.#db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR revoked_at IS NOT NULL').run(now);
    return Number(result.changes);
  }
}
