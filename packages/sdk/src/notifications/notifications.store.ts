import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { createErrorChannel } from '../client/errorChannel';
import { freshFlight } from '../client/freshFlight';
import type { OynaError } from '../errors/oyna.errors';
import { onLoginChange } from '../client/onLoginChange';
import { whileObserved } from '../client/whileObserved';
import { ConnectionCommand } from '../realtime/realtime.constants';
import { realtimeOf } from '../realtime/realtime.store';
import { getNotifications, readNotifications } from './notifications.api';
import { notificationSchema, type Notification } from './notifications.schema';

/** The live command that carries a new notification. */
export const NOTIFICATION_COMMAND = 'Notification';

export interface Notifications {
  readonly $notifications: ReadableAtom<readonly Notification[]>;
  readonly $unreadCount: ReadableAtom<number>;
  /** Loads the first page; only while logged in. */
  load(): Promise<void>;
  /** Tells the server an unread notification was opened; it turns read only when the server agrees. */
  markRead(id: number): Promise<void>;
  /** A load in the background that failed (at login, after a hub reconnect), typed for a toast. */
  onError(listener: (error: OynaError) => void): () => void;
}

const NOTIFICATIONS = Symbol('oyna.notifications');

export function notificationsOf(client: OynaClient): Notifications {
  return client.domain(NOTIFICATIONS, createNotifications);
}

function createNotifications(client: OynaClient): Notifications {
  const $notifications = atom<readonly Notification[]>([]);
  const $unreadCount = computed($notifications, (list) => list.filter((item) => !item.isRead).length);
  const errors = createErrorChannel(client);
  const reportError = errors.report;

  async function load() {
    const token = client.$auth.get()?.token;
    if (!token) return;
    const list = await getNotifications(client);
    if (client.$auth.get()?.token === token) $notifications.set(list);
  }

  function add(notification: Notification) {
    const others = $notifications.get().filter((item) => item.id !== notification.id);
    $notifications.set([notification, ...others]);
  }

  // Asked again while a load is in flight, it loads once more after: the one in flight may have read
  // the list before the push that prompted the ask.
  const loadFresh = freshFlight(load);
  const loadQuietly = () => void loadFresh().catch(reportError);

  // Followed while something shows the notifications: pushes, and the list at each login.
  whileObserved(client, $notifications, () => {
    const stops = [
      realtimeOf(client).on(NOTIFICATION_COMMAND, (message) => {
        try {
          const parsed = notificationSchema.safeParse(JSON.parse(message));
          if (parsed.success) {
            add(parsed.data);
            client.emit('notified', undefined);
          }
        } catch {
          // A push that is not JSON is dropped; the next load brings the truth.
        }
      }),
      // Notifications pushed while a hub was away are lost; so are those pushed after the list at
      // login was read but before the hub was up.
      client.on('reconnected', loadQuietly),
      realtimeOf(client).on(ConnectionCommand.connected, loadQuietly),
      onLoginChange(client, (user) => {
        $notifications.set([]);
        if (user) loadQuietly();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  });

  return {
    $notifications,
    $unreadCount,
    load,
    async markRead(id) {
      const target = $notifications.get().find((item) => item.id === id);
      if (!target || target.isRead) return;
      await readNotifications(client, [id]);
      $notifications.set(
        $notifications.get().map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      );
    },
    onError: errors.onError,
  };
}
