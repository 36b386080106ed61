import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import { NOTIFICATION_PAGE_SIZE } from './notifications.calc';
import { notificationSchema, type Notification } from './notifications.schema';

/** POST customer/notification: the player's newest notifications, first page. */
export const getNotifications = async (client: OynaClient, signal?: AbortSignal): Promise<Notification[]> =>
  (await client.http.post('customer/notification', { skip: 0, take: NOTIFICATION_PAGE_SIZE }, z.array(notificationSchema), { signal }))
    .data;

/** POST customer/readnotification: marks the given notifications read on the server. */
export const readNotifications = async (client: OynaClient, ids: readonly number[]): Promise<void> => {
  await client.http.post('customer/readnotification', { id: ids }, z.unknown());
};
