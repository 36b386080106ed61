import { notificationIconFor, type Notification, type NotificationIcon } from '@oyna/sdk/notifications';
import type { IconName } from '../shared/icons';

export interface PanelItem {
  id: number;
  title: string;
  note: string;
  /** `d.MMM.yy HH:mm` in the player's time zone. */
  date: string;
  unread: boolean;
  icon: IconName;
}

export type PanelView =
  | { kind: 'empty' }
  | { kind: 'list'; items: PanelItem[] }
  | { kind: 'detail'; item: PanelItem };

/** The spec's icons: Bonus a gift box, Deposit an arrow up, Withdraw an arrow down, else system. */
export const PANEL_ICONS: Record<NotificationIcon, IconName> = {
  bonus: 'gift',
  deposit: 'arrowUp',
  withdraw: 'arrowDown',
  system: 'info',
};

/**
 * What the panel shows: the detail of the opened notification, else the list, else the empty text.
 * A detail whose notification vanished (the list reloaded) falls back to the list.
 */
export function panelView(
  notifications: readonly Notification[],
  openedId: number | null,
  formatDate: (timeStamp: string) => string,
): PanelView {
  const items = notifications.map(
    (notification): PanelItem => ({
      id: notification.id,
      title: notification.title,
      note: notification.note,
      date: formatDate(notification.timeStamp),
      unread: !notification.isRead,
      icon: PANEL_ICONS[notificationIconFor(notification.type)],
    }),
  );
  const opened = openedId === null ? undefined : items.find((item) => item.id === openedId);
  if (opened) return { kind: 'detail', item: opened };
  return items.length ? { kind: 'list', items } : { kind: 'empty' };
}
