export { NOTIFICATION_COMMAND, notificationsOf } from './notifications';
export type { Notifications } from './notifications';
export { notificationSchema } from './notification.schema';
export type { Notification } from './notification.schema';
export { NOTIFICATION_PAGE_SIZE, UNREAD_BADGE_CAP, notificationIcon, unreadBadge } from './notifications.calc';
export type { NotificationIcon } from './notifications.calc';
export { NotificationType } from './notifications.enums';
