import type { DatabaseSync } from 'node:sqlite';
import type { Locale } from '../i18n/locale.ts';

export interface CallContact {
  /** 1 Phone, 2 Whatsapp, 3 Telegram, 4 Email. */
  type: number;
  contact: string;
}

export interface NewCallRequest {
  /** The caller, when logged in. */
  playerId: number | null;
  name: string;
  message: string;
  contacts: readonly CallContact[];
  locale: Locale;
  now: number;
}

/** Call-back requests for the call centre (`cms/callme`). */
export class CallRequestsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  insert({ playerId, name, message, contacts, locale, now }: NewCallRequest): number {
    const { lastInsertRowid } = this.#db
      .prepare('INSERT INTO call_requests (player_id, name, message, contacts, locale, created_at_ms) VALUES (?, ?, ?, ?, ?, ?)')
      .run(playerId, name, message, JSON.stringify(contacts.map(({ type, contact }) => ({ type, contact }))), locale, now);
    return Number(lastInsertRowid);
  }
}
