import { loadedWhenShown } from '../shared/loadedWhenShown';

/**
 * The notification panel (see `NotificationPanel.tsx`), loaded when a player first opens it: its
 * code and the popper's (@floating-ui/react) stay out of every page's first load, guests' included.
 */
export const NotificationPanel = loadedWhenShown(() => import('./NotificationPanel').then((module) => module.NotificationPanel));
