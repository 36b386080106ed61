export { notificationsOf } from './notifications.store';
export type { Notifications } from './notifications.store';
export type { Notification } from './notifications.schema';
export { notificationIconFor, unreadBadge } from './notifications.calc';
export type { NotificationIcon } from './notifications.calc';
export { NotificationType } from './notifications.enums';
