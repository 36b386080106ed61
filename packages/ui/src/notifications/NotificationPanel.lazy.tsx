import { lazy, Suspense } from 'react';
import type { NotificationPanelProps } from './NotificationPanel';

// Loaded when a player first opens the panel: its code and the popper's (@floating-ui/react, with
// its focus handling) would otherwise travel in every page's first load, guests' included.
const Panel = lazy(() => import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })));

/** The notification panel (see `NotificationPanel.tsx`), loaded when first opened; nothing shows until it has. */
export function NotificationPanel(props: NotificationPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
