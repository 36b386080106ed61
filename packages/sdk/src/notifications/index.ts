export { notificationsOf } from './notifications.store';
export type { Notifications } from './notifications.store';
export type { Notification } from './notifications.schema';
export { notificationIcon, unreadBadge } from './notifications.calc';
export type { NotificationIcon } from './notifications.calc';
export { NotificationType } from './notifications.enums';
