import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './database.ts';

/** Notification types of spec section 3, as the API sends them. */
export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** A notification as `customer/notification` and the hub send it. */
export interface Notification {
  id: number;
  title: string;
  note: string;
  type: number;
  /** UTC without a zone designator ('2026-11-20T10:00:00'), as the spec's API sends it. */
  timeStamp: string;
  isRead: boolean;
}

export interface NewNotification {
  title: string;
  note: string;
  type: number;
}

/** 'YYYY-MM-DDTHH:mm:ss' in UTC, the wire format of notification times. */
export const toTimeStamp = (date: Date): string => date.toISOString().slice(0, 19);

const toNotification = (row: Record<string, unknown>): Notification => ({
  id: Number(row.id),
  title: String(row.title),
  note: String(row.note),
  type: Number(row.type),
  timeStamp: String(row.time_stamp),
  isRead: row.is_read === 1,
});

export class NotificationsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** A page of a player's notifications, newest first. */
  list(playerId: number, skip: number, take: number): Notification[] {
    return this.#db
      .prepare(
        `SELECT * FROM notifications WHERE player_id = ?
         ORDER BY time_stamp DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(playerId, take, skip)
      .map(toNotification);
  }

  insert(playerId: number, notification: NewNotification, at = new Date()): Notification {
    const result = this.#db
      .prepare('INSERT INTO notifications (player_id, title, note, type, time_stamp) VALUES (?, ?, ?, ?, ?)')
      .run(playerId, notification.title, notification.note, notification.type, toTimeStamp(at));
    const row = this.#db.prepare('SELECT * FROM notifications WHERE id = ?').get(result.lastInsertRowid);
    if (!row) throw new Error('notification vanished right after insert');
    return toNotification(row);
  }

  /**
   * Marks the given notifications read, all or none: false when any id is not one of the player's
   * notifications (someone else's ids are indistinguishable from missing ones).
   */
  markRead(playerId: number, ids: readonly number[]): boolean {
    const unique = [...new Set(ids)];
    return transaction(this.#db, () => {
      const update = this.#db.prepare('UPDATE notifications SET is_read = 1 WHERE id = ? AND player_id = ?');
      const owned = this.#db.prepare('SELECT 1 FROM notifications WHERE id = ? AND player_id = ?');
      if (unique.some((id) => owned.get(id, playerId) === undefined)) return false;
      for (const id of unique) update.run(id, playerId);
      return true;
    });
  }
}
