export { NOTIFICATION_COMMAND, NOTIFICATION_PAGE_SIZE, notificationsOf } from './notifications';
export type { Notifications } from './notifications';
export { notificationSchema } from './notification.schema';
export type { Notification } from './notification.schema';
