import { type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import { createErrorChannel } from '../client/errorChannel';
import { valueOf } from '../client/loadable';
import { createResource } from '../client/resource';
import type { OynaError } from '../errors/oyna.errors';
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
  /** Loads the first page again (nothing for a guest); a failure goes to {@link Notifications.onError}. */
  load(): Promise<void>;
  /** Tells the server an unread notification was opened; it turns read only when the server agrees. */
  markRead(id: number): Promise<void>;
  /** A load that failed (at login, after a hub reconnect), typed for a toast. */
  onError(listener: (error: OynaError) => void): () => void;
}

const NOTIFICATIONS = Symbol('oyna.notifications');

export function notificationsOf(client: OynaClient): Notifications {
  return client.domain(NOTIFICATIONS, createNotifications);
}

const NONE: readonly Notification[] = [];

function createNotifications(client: OynaClient): Notifications {
  const errors = createErrorChannel(client);
  // The logged-in player's; a guest has none (and no call is made for them).
  const list = createResource(
    client,
    (_: undefined, signal) => (client.$auth.get() ? getNotifications(client, signal) : Promise.resolve(NONE)),
    // Notifications pushed while a hub was away are lost.
    { autoLoad: () => undefined, afterLoginChange: 'refetch', refetchOnReconnect: true },
  );
  const $notifications = derived(list.$state, (state) => valueOf(state) ?? NONE);
  const $unreadCount = derived($notifications, (items) => items.filter((item) => !item.isRead).length);

  // Followed while something shows the notifications: pushes, and the list again once the hub is up
  // (pushed after the list at login was read but before the hub was up, they are lost too).
  whileObserved(client, $notifications, () => {
    // Made here, not with the store: the hubs connect for a logged-in player once made.
    const realtime = realtimeOf(client);
    const stops = [
      realtime.on(NOTIFICATION_COMMAND, (message) => {
        try {
          const parsed = notificationSchema.safeParse(JSON.parse(message));
          if (!parsed.success) return;
          list.mutate((items) => [parsed.data, ...items.filter((item) => item.id !== parsed.data.id)]);
          client.emit('notified', undefined);
        } catch {
          // A push that is not JSON is dropped; the next load brings the truth.
        }
      }),
      realtime.on(ConnectionCommand.connected, () => void list.refetch()),
      list.$state.listen((state) => state.status === 'failed' && errors.report(state.error)),
    ];
    return () => stops.forEach((stop) => stop());
  });

  return {
    $notifications,
    $unreadCount,
    load: list.refetch,
    async markRead(id) {
      const target = $notifications.get().find((item) => item.id === id);
      if (!target || target.isRead) return;
      await readNotifications(client, [id]);
      list.mutate((items) => items.map((item) => (item.id === id ? { ...item, isRead: true } : item)));
    },
    onError: errors.onError,
  };
}
