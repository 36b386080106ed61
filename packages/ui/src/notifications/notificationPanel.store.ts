import { atom, type ReadableAtom } from 'nanostores';

export interface NotificationPanelState {
  open: boolean;
  /** The notification shown in detail; null shows the list. */
  openedId: number | null;
}

export interface NotificationPanelStore {
  readonly $panel: ReadableAtom<NotificationPanelState>;
  toggle(): void;
  close(): void;
  /** Shows one notification in detail. */
  show(id: number): void;
  /** From the detail back to the list. */
  back(): void;
}

const CLOSED: NotificationPanelState = { open: false, openedId: null };

/** Open state of the notification panel, shared by every bell of the page. */
export function createNotificationPanelStore(): NotificationPanelStore {
  const $panel = atom<NotificationPanelState>(CLOSED);
  return {
    $panel,
    toggle: () => $panel.set($panel.get().open ? CLOSED : { open: true, openedId: null }),
    close: () => $panel.set(CLOSED),
    show: (id) => $panel.set({ open: true, openedId: id }),
    back: () => $panel.set({ open: true, openedId: null }),
  };
}

/** The panel state the bells use by default. */
export const notificationPanel: NotificationPanelStore = createNotificationPanelStore();
