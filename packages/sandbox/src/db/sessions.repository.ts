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

/** A player session's last use is noted at most this often (Session History's `lastUsedAt`). */
export const LAST_USE_EVERY_MS = 5 * 60 * 1000;

/** How many sessions `findActive` keeps at hand before it starts afresh. */
const RECENT_SESSIONS_MAX = 10_000;

/** Ended player sessions stay for Session History: this long after they ended, this many a player at most. */
export const ENDED_SESSIONS_KEPT = { forMs: 90 * 24 * 60 * 60 * 1000, perPlayer: 100 } as const;

/** Where a session was started: the device id the client sends, its User-Agent and a coarse address. */
export interface SessionOrigin {
  fingerprint: string;
  userAgent: string | null;
  address: string | null;
}

export class SessionsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Issues a token and returns it; only its hash is stored. */
  create(kind: SessionKind, playerId: number | null, fingerprint: string, now = Date.now()): string {
    return this.#insert(kind, playerId, { fingerprint, userAgent: null, address: null }, now);
  }

  /** Starts a player's session (a login, a sign-up) and returns its token, noting where it came from. */
  login(playerId: number, origin: SessionOrigin, now = Date.now()): string {
    return this.#insert('player', playerId, origin, now);
  }

  #insert(kind: SessionKind, playerId: number | null, { fingerprint, userAgent, address }: SessionOrigin, now: number): string {
    const token = newToken();
    this.#db
      .prepare(
        `INSERT INTO sessions (token_hash, kind, player_id, fingerprint, created_at, expires_at, last_used_at, user_agent, address)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(hashToken(token), kind, playerId, fingerprint, now, now + SESSION_TTL_MS[kind], now, userAgent, address);
    return token;
  }

  // Every request looks its token up: the statement is prepared once (SQLite re-prepares it by
  // itself should the table be dropped and made again by a reset).
  #findStatement: StatementSync | undefined;

  #activeRow(tokenHash: string, now: number) {
    this.#findStatement ??= this.#db.prepare(
      `SELECT token_hash, kind, player_id, fingerprint, expires_at, COALESCE(last_used_at, created_at) AS last_used_at FROM sessions
       WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`,
    );
    return this.#findStatement.get(tokenHash, now);
  }

  /**
   * Sessions looked up lately, by token: every request looks its token up, and reading SQLite for
   * it (and hashing the token) took a third of the feed's throughput. Every write of this
   * repository that ends sessions forgets them all, as does `forgetRecent` after a reset.
   */
  readonly #recent = new Map<string, { session: Session; lastUsedAt: number }>();

  /** The session behind a token, or null when it is unknown, expired or revoked. */
  findActive(token: string, now = Date.now()): Session | null {
    let recent = this.#recent.get(token);
    if (recent && recent.session.expiresAt <= now) {
      this.#recent.delete(token);
      recent = undefined;
    }
    if (!recent) {
      const row = this.#activeRow(hashToken(token), now);
      if (!row) return null;
      recent = {
        session: {
          tokenHash: String(row.token_hash),
          kind: row.kind === 'player' ? 'player' : 'anonymous',
          playerId: row.player_id === null ? null : Number(row.player_id),
          fingerprint: String(row.fingerprint),
          expiresAt: Number(row.expires_at),
        },
        lastUsedAt: Number(row.last_used_at),
      };
      if (this.#recent.size >= RECENT_SESSIONS_MAX) this.#recent.clear();
      this.#recent.set(token, recent);
    }
    const { session } = recent;
    const extended = now + SESSION_TTL_MS.anonymous;
    if (session.kind === 'anonymous' && extended - session.expiresAt >= ANONYMOUS_EXTEND_EVERY_MS) {
      this.#db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(extended, session.tokenHash);
      session.expiresAt = extended;
    }
    if (session.kind === 'player' && now - recent.lastUsedAt >= LAST_USE_EVERY_MS) {
      this.#db.prepare('UPDATE sessions SET last_used_at = ? WHERE token_hash = ?').run(now, session.tokenHash);
      recent.lastUsedAt = now;
    }
    return { ...session };
  }

  /** Forgets the sessions looked up lately (the tables were made anew). */
  forgetRecent(): void {
    this.#recent.clear();
  }

  /** Whether the session behind a token's hash can still be used (a hub asks at every ping). */
  isActive(tokenHash: string, now = Date.now()): boolean {
    return this.#activeRow(tokenHash, now) !== undefined;
  }

  /** Ends every session of a player now, as if their time were up (a test hook). */
  expirePlayer(playerId: number, now = Date.now()): number {
    this.#recent.clear();
    return Number(this.#db.prepare('UPDATE sessions SET expires_at = ? WHERE player_id = ? AND expires_at > ?').run(now, playerId, now).changes);
  }

  /** Ends every live session of a player but `keep` (its token's hash); returns the ended ones' hashes. */
  revokePlayer(playerId: number, keep: string | null, now = Date.now()): string[] {
    this.#recent.clear();
    return this.#db
      .prepare(
        `UPDATE sessions SET revoked_at = ? WHERE player_id = ? AND token_hash IS NOT ? AND revoked_at IS NULL AND expires_at > ?
         RETURNING token_hash`,
      )
      .all(now, playerId, keep, now)
      .map((row) => String(row.token_hash));
  }

  revoke(tokenHash: string, now = Date.now()): void {
    this.#recent.clear();
    this.#db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
  }

  /**
   * Forgets sessions that can no longer be used: anonymous ones at once, a player's once Session
   * History no longer shows them ({@link ENDED_SESSIONS_KEPT}).
   */
  purgeExpired(now = Date.now()): number {
    const anonymous = this.#db
      .prepare("DELETE FROM sessions WHERE kind = 'anonymous' AND (expires_at <= ? OR revoked_at IS NOT NULL)")
      .run(now);
    const ended = `kind = 'player' AND (revoked_at IS NOT NULL OR expires_at <= :now)`;
    const players = this.#db
      .prepare(
        `DELETE FROM sessions WHERE token_hash IN (
           SELECT token_hash FROM (
             SELECT token_hash, COALESCE(revoked_at, expires_at) AS ended_at,
               ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY created_at DESC, rowid DESC) AS place
             FROM sessions WHERE ${ended})
           WHERE ended_at <= :oldest OR place > :most)`,
      )
      .run({ now, oldest: now - ENDED_SESSIONS_KEPT.forMs, most: ENDED_SESSIONS_KEPT.perPlayer });
    return Number(anonymous.changes) + Number(players.changes);
  }
}
