import type { DatabaseSync } from 'node:sqlite';
import { hashToken, newToken } from '../auth/token.ts';
import { transaction } from '../db/database.ts';
import type { Locale } from '../i18n/locale.ts';

/** A game session lives this long after its last use, and never beyond the login that opened it. */
export const GAME_SESSION_TTL_MS = 60 * 60 * 1000;

/** A launched game: the short-lived token its page plays with (never the player's own token). */
export interface GameSession {
  tokenHash: string;
  playerId: number;
  gameId: number;
  locale: Locale;
  mobile: boolean;
  lobbyUrl: string | null;
}

export interface NewGameSession {
  /** The hash of the player's login token that launched the game: logging out ends the game too. */
  loginHash: string;
  playerId: number;
  gameId: number;
  locale: Locale;
  mobile: boolean;
  lobbyUrl: string | null;
}

/** A settled round: stake and win in kuruş, and the balance after it. */
export interface SettledRound {
  id: number;
  balanceMinor: number;
}

export class GameSessionsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Opens a session and returns its token; only the hash is stored. */
  open(session: NewGameSession, now = Date.now()): string {
    const token = newToken();
    this.#db
      .prepare(
        `INSERT INTO casino_game_sessions (token_hash, login_hash, player_id, game_id, locale, mobile, lobby_url, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(hashToken(token), session.loginHash, session.playerId, session.gameId, session.locale, session.mobile ? 1 : 0, session.lobbyUrl, now, now + GAME_SESSION_TTL_MS);
    return token;
  }

  /** The session behind a token while it and its login are alive; each use keeps it alive an hour more. */
  use(token: string, now = Date.now()): GameSession | null {
    const row = this.#db
      .prepare(
        `SELECT g.token_hash, g.player_id, g.game_id, g.locale, g.mobile, g.lobby_url
         FROM casino_game_sessions g JOIN sessions s ON s.token_hash = g.login_hash
         WHERE g.token_hash = ? AND g.expires_at > ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
      )
      .get(hashToken(token), now, now);
    if (!row) return null;
    const tokenHash = String(row.token_hash);
    this.#db.prepare('UPDATE casino_game_sessions SET expires_at = ? WHERE token_hash = ?').run(now + GAME_SESSION_TTL_MS, tokenHash);
    return {
      tokenHash,
      playerId: Number(row.player_id),
      gameId: Number(row.game_id),
      locale: row.locale === 'en' ? 'en' : 'tr',
      mobile: row.mobile === 1,
      lobbyUrl: row.lobby_url === null ? null : String(row.lobby_url),
    };
  }

  /**
   * Takes the stake and pays the win in one step, or does nothing when the balance does not cover
   * the stake (null): a round never leaves a balance below zero, and is stored with its outcome.
   */
  settle(session: GameSession, stakeMinor: number, winMinor: number, outcome: unknown, now = Date.now()): SettledRound | null {
    return transaction(this.#db, () => {
      const updated = this.#db
        .prepare(
          `UPDATE players SET balance_minor = balance_minor - :stake + :win
           WHERE id = :player AND balance_minor >= :stake RETURNING balance_minor`,
        )
        .get({ stake: stakeMinor, win: winMinor, player: session.playerId });
      if (!updated) return null;
      const balanceMinor = Number(updated.balance_minor);
      const { lastInsertRowid } = this.#db
        .prepare(
          `INSERT INTO casino_rounds (player_id, game_id, stake_minor, win_minor, outcome, balance_after, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(session.playerId, session.gameId, stakeMinor, winMinor, JSON.stringify(outcome), balanceMinor, now);
      return { id: Number(lastInsertRowid), balanceMinor };
    });
  }

  /** Forgets sessions that can no longer be used (their logins' are deleted with them). */
  purgeExpired(now = Date.now()): number {
    return Number(this.#db.prepare('DELETE FROM casino_game_sessions WHERE expires_at <= ?').run(now).changes);
  }
}
