import { describe, expect, it } from 'vitest';
import { API, demoUser, envelope, useFakeApi } from '../test/fakeApi';
import { OfflineWebSocket } from '../platform/offlineWebSocket';
import { allTasks, createTestClient as createClient } from '../test/testClient';
import { until } from '../test/until';
import { notificationsOf } from './notifications.store';

const api = useFakeApi();
const { http, HttpResponse } = api;
// The hubs stay offline here: the live path is proven against the sandbox in realtime.store.test.ts.
const createTestClient = () => createClient({ platform: { WebSocket: OfflineWebSocket as unknown as typeof WebSocket } });

const unread = { id: 7, title: 'Bonus', note: '50 ₺', type: 4, timeStamp: '2026-11-20T10:00:00', isRead: false };

function serveNotifications(options: { readSucceeds: boolean }) {
  let list = [unread];
  api.server.use(
    http.post(`${API}customer/notification`, () => HttpResponse.json(envelope(list))),
    http.post(`${API}customer/readnotification`, () =>
      options.readSucceeds ? HttpResponse.json(envelope(null)) : HttpResponse.json(envelope(null, 'Bulunamadı', false)),
    ),
  );
  return { replace: (next: (typeof unread)[]) => (list = next) };
}

describe('notifications', () => {
  it('loads nothing until something shows them, and reports a failed load', async () => {
    api.server.use(http.post(`${API}customer/notification`, () => HttpResponse.json(envelope(null, 'Servis kapalı', false))));
    const { client } = createTestClient();
    const notifications = notificationsOf(client);
    const errors: string[] = [];
    notifications.onError((error) => errors.push(error.message));
    client.setAuth(demoUser);
    await allTasks();
    expect(api.callsTo('customer/notification')).toHaveLength(0);

    notifications.$unreadCount.listen(() => {});
    await until(() => errors.length > 0);
    expect(errors).toEqual(['Servis kapalı']);
  });

  it('loads at login and empties at logout', async () => {
    serveNotifications({ readSucceeds: true });
    const { client } = createTestClient();
    const notifications = notificationsOf(client);
    // The bell shows the unread count.
    notifications.$unreadCount.listen(() => {});

    client.setAuth(demoUser);
    await allTasks();
    expect(notifications.$notifications.get()).toEqual([unread]);
    expect(notifications.$unreadCount.get()).toBe(1);

    client.setAuth(null);
    expect(notifications.$notifications.get()).toEqual([]);
  });

  it('turns a notification read only when the server agrees', async () => {
    serveNotifications({ readSucceeds: false });
    const { client } = createTestClient();
    const notifications = notificationsOf(client);
    // The bell shows the unread count.
    notifications.$unreadCount.listen(() => {});
    client.setAuth(demoUser);
    await allTasks();

    await expect(notifications.markRead(7)).rejects.toMatchObject({ message: 'Bulunamadı' });
    expect(notifications.$unreadCount.get()).toBe(1);
  });

  it('does not call the server for one already read', async () => {
    serveNotifications({ readSucceeds: true });
    const { client } = createTestClient();
    const notifications = notificationsOf(client);
    // The bell shows the unread count.
    notifications.$unreadCount.listen(() => {});
    client.setAuth(demoUser);
    await allTasks();
    await notifications.markRead(7);
    await notifications.markRead(7);

    expect(notifications.$unreadCount.get()).toBe(0);
    expect(api.callsTo('customer/readnotification')).toHaveLength(1);
  });

  it('reloads when a hub reconnects, since pushes made meanwhile are lost', async () => {
    const server = serveNotifications({ readSucceeds: true });
    const { client } = createTestClient();
    const notifications = notificationsOf(client);
    // The bell shows the unread count.
    notifications.$unreadCount.listen(() => {});
    client.setAuth(demoUser);
    await allTasks();
    server.replace([{ ...unread, id: 8, title: 'Missed while away' }, unread]);

    client.emit('reconnected', { hub: 'frnotify', connectionId: 'c-2' });
    await allTasks();

    expect(notifications.$notifications.get().map((item) => item.title)).toEqual(['Missed while away', 'Bonus']);
  });
});
