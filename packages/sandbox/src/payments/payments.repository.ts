import type { DatabaseSync } from 'node:sqlite';
import type { Locale } from '../i18n/locale.ts';

/** What the payment flow keeps beside a financial record (table `payment_orders`, migration 9). */
export interface PaymentOrder {
  recordId: number;
  locale: Locale;
  /** Present for methods with a payment page. */
  page: { tokenHash: string; expiresAt: number } | null;
}

const toOrder = (row: Record<string, unknown>): PaymentOrder => ({
  recordId: Number(row.record_id),
  locale: String(row.locale) as Locale,
  page: row.page_token_hash === null ? null : { tokenHash: String(row.page_token_hash), expiresAt: Number(row.page_expires_ms) },
});

/** Payment orders and the remembered answers of requests made with an Idempotency-Key. */
export class PaymentsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  insertOrder(order: PaymentOrder): void {
    this.#db
      .prepare('INSERT INTO payment_orders (record_id, locale, page_token_hash, page_expires_ms) VALUES (?, ?, ?, ?)')
      .run(order.recordId, order.locale, order.page?.tokenHash ?? null, order.page?.expiresAt ?? null);
  }

  orderOf(recordId: number): PaymentOrder | null {
    const row = this.#db.prepare('SELECT * FROM payment_orders WHERE record_id = ?').get(recordId);
    return row ? toOrder(row) : null;
  }

  orderByPage(tokenHash: string): PaymentOrder | null {
    const row = this.#db.prepare('SELECT * FROM payment_orders WHERE page_token_hash = ?').get(tokenHash);
    return row ? toOrder(row) : null;
  }

  /** The answer of an earlier request with this key, while it is remembered. */
  findRequest(playerId: number, key: string, notBefore: number): { bodyHash: string; answer: string } | null {
    const row = this.#db
      .prepare('SELECT body_hash, answer FROM payment_requests WHERE player_id = ? AND idempotency_key = ? AND created_at_ms >= ?')
      .get(playerId, key, notBefore);
    return row ? { bodyHash: String(row.body_hash), answer: String(row.answer) } : null;
  }

  /** Remembers a request's answer under its key (forgetting keys older than `notBefore`). */
  saveRequest(playerId: number, key: string, bodyHash: string, answer: string, now: number, notBefore: number): void {
    this.#db.prepare('DELETE FROM payment_requests WHERE created_at_ms < ?').run(notBefore);
    this.#db
      .prepare(
        `INSERT INTO payment_requests (player_id, idempotency_key, body_hash, answer, created_at_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (player_id, idempotency_key) DO UPDATE SET body_hash = excluded.body_hash, answer = excluded.answer, created_at_ms = excluded.created_at_ms`,
      )
      .run(playerId, key, bodyHash, answer, now);
  }
}
