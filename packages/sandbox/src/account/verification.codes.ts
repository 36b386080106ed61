import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { CODE_LENGTH, CODE_RESEND_MS, CODE_TRIES, CODE_TTL_MS } from './account.limits.ts';

/** What a code is for: verifying a phone number (per player) or resetting a password (per username). */
export type CodePurpose = 'phone' | 'reset';

export interface CodeRequest {
  purpose: CodePurpose;
  /** Whose code it is: the player's id for a phone, the folded username for a reset. */
  subject: string;
  /** Null for a reset asked for a username nobody has: the row exists, no code is ever sent. */
  playerId: number | null;
  /** Where the code went: the phone number, or the account's email ('' when there is none). */
  target: string;
  now: number;
}

export type IssueResult = { sent: true; code: string } | { sent: false; waitMs: number };

export type CheckResult =
  | { kind: 'ok'; target: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'otherTarget'; target: string }
  | { kind: 'none' | 'expired' | 'dead' };

interface CodeRow {
  target: string;
  salt: string;
  hash: string;
  sentAt: number;
  expiresAt: number;
  triesLeft: number;
}

/** A 6-digit code from the operating system's random source, leading zeros kept. */
const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * SMS and reset codes: one live code per purpose and subject, stored only as its scrypt hash (a
 * leaked database gives no code back within its lifetime), dead after its time or its tries.
 * Times are the sandbox clock's.
 */
export class VerificationCodes {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #row(purpose: CodePurpose, subject: string): CodeRow | null {
    const row = this.#db
      .prepare(
        `SELECT target, code_salt, code_hash, sent_at_ms, expires_at_ms, tries_left FROM verification_codes
         WHERE purpose = ? AND subject = ?`,
      )
      .get(purpose, subject);
    if (!row) return null;
    return {
      target: String(row.target),
      salt: String(row.code_salt),
      hash: String(row.code_hash),
      sentAt: Number(row.sent_at_ms),
      expiresAt: Number(row.expires_at_ms),
      triesLeft: Number(row.tries_left),
    };
  }

  /**
   * A new code replacing the subject's last one, unless that one was sent less than a minute ago.
   * The hashing comes first, so the check and the write happen with nothing in between.
   */
  async issue({ purpose, subject, playerId, target, now }: CodeRequest): Promise<IssueResult> {
    const code = newCode();
    const { salt, hash } = await hashPassword(code);
    const last = this.#row(purpose, subject);
    if (last && now - last.sentAt < CODE_RESEND_MS) return { sent: false, waitMs: last.sentAt + CODE_RESEND_MS - now };
    this.#db.prepare('DELETE FROM verification_codes WHERE expires_at_ms <= ?').run(now);
    this.#db
      .prepare(
        `INSERT OR REPLACE INTO verification_codes
           (purpose, subject, player_id, target, code_salt, code_hash, sent_at_ms, expires_at_ms, tries_left)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(purpose, subject, playerId, target, salt, hash, now, now + CODE_TTL_MS, CODE_TRIES);
    return { sent: true, code };
  }

  /**
   * Checks a code against the subject's live one. A try is taken before the (slow) comparison, so
   * guesses sent all at once get no more tries than guesses sent one by one; a right code gives its
   * try back, or is used up with `consume`. `target`, when given, must be where the code went.
   */
  async check(purpose: CodePurpose, subject: string, code: string, now: number, options: { consume: boolean; target?: string }): Promise<CheckResult> {
    const row = this.#row(purpose, subject);
    if (!row) return { kind: 'none' };
    if (row.expiresAt <= now) return { kind: 'expired' };
    if (options.target !== undefined && options.target !== row.target) return { kind: 'otherTarget', target: row.target };
    const taken = this.#db
      .prepare(
        `UPDATE verification_codes SET tries_left = tries_left - 1
         WHERE purpose = ? AND subject = ? AND sent_at_ms = ? AND tries_left > 0 RETURNING tries_left`,
      )
      .get(purpose, subject, row.sentAt);
    if (!taken) return { kind: 'dead' };
    const right = await verifyPassword(code, { salt: row.salt, hash: row.hash });
    if (!right) return { kind: 'wrong', triesLeft: Number(taken.tries_left) };
    const same = [purpose, subject, row.sentAt] as const;
    if (options.consume) {
      const used = this.#db.prepare('DELETE FROM verification_codes WHERE purpose = ? AND subject = ? AND sent_at_ms = ?').run(...same);
      // Another request used it (or a new code replaced it) while this one compared.
      if (Number(used.changes) !== 1) return { kind: 'none' };
    } else {
      this.#db.prepare('UPDATE verification_codes SET tries_left = tries_left + 1 WHERE purpose = ? AND subject = ? AND sent_at_ms = ?').run(...same);
    }
    return { kind: 'ok', target: row.target };
  }
}
