import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import { TRIAL_BONUS_DAYS } from './account.limits.ts';

/** Where a bonus is in its life. The dashboard shows an active one past its expiry as expired. */
export type BonusStatus = 'active' | 'used' | 'expired' | 'cancelled';

/** A bonus granted to a player; money in kuruş, times in ms on the sandbox's clock. */
export interface Bonus {
  id: number;
  playerId: number;
  /** 'trial' for the sign-up trial bonus. */
  kind: string;
  amountMinor: number;
  status: BonusStatus;
  grantedAtMs: number;
  expiresAtMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed/.test(error.message);

export class BonusesRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  hasTrial(playerId: number): boolean {
    return this.#db.prepare("SELECT 1 FROM bonuses WHERE player_id = ? AND kind = 'trial'").get(playerId) !== undefined;
  }

  /**
   * Grants the trial bonus and credits it to the balance in one transaction; null when the player
   * already has one (a unique index keeps it to one, however many calls arrive at once).
   */
  grantTrial(playerId: number, amountMinor: number, now: number): Bonus | null {
    try {
      return transaction(this.#db, () => {
        const expiresAt = now + TRIAL_BONUS_DAYS * DAY_MS;
        const { lastInsertRowid } = this.#db
          .prepare("INSERT INTO bonuses (player_id, kind, amount_minor, status, granted_at_ms, expires_at_ms) VALUES (?, 'trial', ?, 'active', ?, ?)")
          .run(playerId, amountMinor, now, expiresAt);
        this.#db.prepare('UPDATE players SET balance_minor = balance_minor + ? WHERE id = ?').run(amountMinor, playerId);
        return { id: Number(lastInsertRowid), playerId, kind: 'trial', amountMinor, status: 'active', grantedAtMs: now, expiresAtMs: expiresAt };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }
}
