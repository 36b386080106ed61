import type { DatabaseSync } from 'node:sqlite';
import { OUTBOX_KEEP, OUTBOX_LIST_MAX } from './account.limits.ts';
import { phoneForms } from './phone.number.ts';

export type OutboxChannel = 'sms' | 'mail';

/** A message the sandbox "sent": nothing leaves the machine, it is listed on /outbox instead. */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  /** The phone number or email address it went to. */
  to: string;
  /** The mail's subject; '' for an SMS. */
  subject: string;
  text: string;
  /** The code the message carries, if any. */
  code: string | null;
  /** ISO time with `Z`, on the sandbox's clock. */
  sentAt: string;
}

export interface NewOutboxMessage {
  channel: OutboxChannel;
  to: string;
  playerId: number | null;
  subject?: string;
  text: string;
  code?: string;
  now: number;
}

const toMessage = (row: Record<string, unknown>): OutboxMessage => ({
  id: Number(row.id),
  channel: row.channel === 'mail' ? 'mail' : 'sms',
  to: String(row.recipient),
  subject: String(row.subject),
  text: String(row.body),
  code: row.code === null ? null : String(row.code),
  sentAt: new Date(Number(row.sent_at_ms)).toISOString(),
});

/** The developer outbox: every SMS and mail the sandbox sends, newest kept. */
export class Outbox {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  send({ channel, to, playerId, subject = '', text, code, now }: NewOutboxMessage): void {
    const { lastInsertRowid } = this.#db
      .prepare('INSERT INTO outbox (channel, recipient, player_id, subject, body, code, sent_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(channel, to, playerId, subject, text, code ?? null, now);
    this.#db.prepare('DELETE FROM outbox WHERE id <= ?').run(Number(lastInsertRowid) - OUTBOX_KEEP);
  }

  /**
   * The newest messages, to one recipient when `to` is given: an address in any case, a Turkish
   * number however it is written.
   */
  list(to?: string): OutboxMessage[] {
    if (!to?.trim()) {
      return this.#db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(OUTBOX_LIST_MAX).map(toMessage);
    }
    const recipients = phoneForms(to.trim()).map((form) => form.toLowerCase());
    return this.#db
      .prepare(`SELECT * FROM outbox WHERE lower(recipient) IN (${recipients.map(() => '?').join(', ')}) ORDER BY id DESC LIMIT ?`)
      .all(...recipients, OUTBOX_LIST_MAX)
      .map(toMessage);
  }
}
