export { NOTIFICATION_COMMAND, notificationsOf } from './notifications.store';
export type { Notifications } from './notifications.store';
export { getNotifications, readNotifications } from './notifications.api';
export { notificationSchema } from './notifications.schema';
export type { Notification } from './notifications.schema';
export { NOTIFICATION_PAGE_SIZE, UNREAD_BADGE_CAP, notificationIcon, unreadBadge } from './notifications.calc';
export type { NotificationIcon } from './notifications.calc';
export { NotificationType } from './notifications.enums';
