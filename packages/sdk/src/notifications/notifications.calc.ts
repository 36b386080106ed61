import { NotificationType } from './notifications.enums';

/** Notifications asked for per load (POST customer/notification with skip 0). */
export const NOTIFICATION_PAGE_SIZE = 100;
/** From this count the badge stops counting. */
export const UNREAD_BADGE_CAP = 9;

/** Text of the bell's badge: nothing for 0, the count up to 8, then '9+'. */
export function unreadBadge(count: number): string {
  if (!(count > 0)) return '';
  return count >= UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

export type NotificationIcon = 'bonus' | 'deposit' | 'withdraw' | 'system';

/** Bonus gets a gift box, Deposit an arrow up, Withdraw an arrow down; every other type is system. */
export function notificationIconFor(type: number): NotificationIcon {
  switch (type) {
    case NotificationType.Bonus:
      return 'bonus';
    case NotificationType.Deposit:
      return 'deposit';
    case NotificationType.Withdraw:
      return 'withdraw';
    default:
      return 'system';
  }
}
