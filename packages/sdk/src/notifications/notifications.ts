import { atom, computed, type ReadableAtom } from 'nanostores';
import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import { ConnectionCommand } from '../realtime/realtime.constants';
import { realtimeOf } from '../realtime/realtime';
import { notificationSchema, type Notification } from './notification.schema';
import { NOTIFICATION_PAGE_SIZE } from './notifications.calc';

/** The live command that carries a new notification. */
export const NOTIFICATION_COMMAND = 'Notification';

export interface Notifications {
  readonly $notifications: ReadableAtom<readonly Notification[]>;
  readonly $unreadCount: ReadableAtom<number>;
  /** Loads the first page; only while logged in. */
  load(): Promise<void>;
  /** Tells the server an unread notification was opened; it turns read only when the server agrees. */
  markRead(id: number): Promise<void>;
}

const NOTIFICATIONS = Symbol('oyna.notifications');

export function notificationsOf(client: OynaClient): Notifications {
  return client.domain(NOTIFICATIONS, createNotifications);
}

function createNotifications(client: OynaClient): Notifications {
  const $notifications = atom<readonly Notification[]>([]);
  const $unreadCount = computed($notifications, (list) => list.filter((item) => !item.isRead).length);

  async function load() {
    const token = client.$auth.get()?.token;
    if (!token) return;
    const { data } = await client.http.post(
      'customer/notification',
      { skip: 0, take: NOTIFICATION_PAGE_SIZE },
      z.array(notificationSchema),
    );
    if (client.$auth.get()?.token === token) $notifications.set(data);
  }

  function add(notification: Notification) {
    const others = $notifications.get().filter((item) => item.id !== notification.id);
    $notifications.set([notification, ...others]);
  }

  const realtime = realtimeOf(client);
  realtime.on(NOTIFICATION_COMMAND, (message) => {
    try {
      const parsed = notificationSchema.safeParse(JSON.parse(message));
      if (parsed.success) add(parsed.data);
    } catch {
      // A push that is not JSON is dropped; the next load brings the truth.
    }
  });
  realtime.on(ConnectionCommand.reconnected, () => void load().catch(() => {}));

  let loadedFor: string | null = null;
  client.$auth.subscribe((user) => {
    const token = user?.token ?? null;
    if (token === loadedFor) return;
    loadedFor = token;
    $notifications.set([]);
    if (token) void load().catch(() => {});
  });

  return {
    $notifications,
    $unreadCount,
    load,
    async markRead(id) {
      const target = $notifications.get().find((item) => item.id === id);
      if (!target || target.isRead) return;
      await client.http.post('customer/readnotification', { id: [id] }, z.unknown());
      $notifications.set(
        $notifications.get().map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      );
    },
  };
}
