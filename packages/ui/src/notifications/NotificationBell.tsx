import { useStore } from '@nanostores/react';
import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { notificationsOf, unreadBadge } from '@oyna/sdk/notifications';
import { useOyna, useT } from '../provider/hooks';
import { visuallyHidden } from '../shared/a11y.css';
import { button } from '../shared/button.css';
import { cx } from '../theme/cx';
import { Icon } from '../shared/Icon';
import { BREAKPOINTS } from '../theme/breakpoints';
import { useViewportWidth } from '../shared/useViewportWidth';
import { useErrorToasts } from '../toast/useErrorToasts';
import { shouldShake } from './bell.model';
import { NotificationPanel } from './NotificationPanel.lazy';
import { notificationPanel } from './notificationPanel.store';
import * as css from './NotificationBell.css';

export interface NotificationBellViewProps {
  /** Unread notifications. */
  count: number;
  onOpen?: () => void;
  /** Visible text beside the icon, as in the mobile bottom bar. */
  children?: ReactNode;
  className?: string;
  /** Whether the panel it opens is showing. */
  expanded?: boolean;
}

/** The bell with its unread badge (`9+` from nine on); it shakes whenever the count changes. */
export const NotificationBellView = forwardRef<HTMLButtonElement, NotificationBellViewProps>(function NotificationBellView(
  { count, onOpen, children, className, expanded },
  ref,
) {
  const t = useT();
  const previous = useRef<number | undefined>(undefined);
  const [shakes, setShakes] = useState(0);
  useEffect(() => {
    if (shouldShake(previous.current, count)) setShakes((n) => n + 1);
    previous.current = count;
  }, [count]);
  const badge = unreadBadge(count);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      className={cx(children ? undefined : button({ tone: 'ghost', size: 'sm', shape: 'icon' }), css.bell, className)}
      // With a visible label (bottom bar) the name comes from the content, so that what is seen is
      // what is announced; the icon-only bell needs a label of its own.
      aria-label={children ? undefined : count > 0 ? t('notifications.bellUnread', { count }) : t('header.notifications')}
      onClick={onOpen}
    >
      <span className={css.anchor}>
        <span key={shakes} className={cx(css.icon, shakes > 0 && css.shaking)} data-shaking={shakes > 0 || undefined}>
          <Icon name="bell" size={22} />
        </span>
        {badge ? (
          <span className={css.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      {children}
      {children && count > 0 ? (
        <span className={visuallyHidden}> ({t('notifications.unread', { count })})</span>
      ) : null}
    </button>
  );
});

export interface NotificationBellProps extends Omit<NotificationBellViewProps, 'count' | 'expanded'> {
  /**
   * How it shows the notification panel: under itself on wide screens, as a full-height sheet on
   * phones. Each bell shows it only at its widths, so the header's and the bottom bar's never both do.
   * @default 'popper'
   */
  panel?: 'popper' | 'sheet';
}

/**
 * The signed-in player's notification bell, counting unread notifications live. It opens the
 * notification panel, unless the host handles `onOpen` itself.
 */
export function NotificationBell({ panel = 'popper', onOpen, ...props }: NotificationBellProps) {
  const notifications = notificationsOf(useOyna());
  useErrorToasts(notifications);
  const count = useStore(notifications.$unreadCount);
  const open = useStore(notificationPanel.$panel).open;
  const wide = useViewportWidth() >= BREAKPOINTS.desktop;
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const mine = !onOpen && (panel === 'popper') === wide;
  return (
    <>
      <NotificationBellView
        ref={setAnchor}
        count={count}
        expanded={onOpen ? undefined : mine && open}
        onOpen={onOpen ?? notificationPanel.toggle}
        {...props}
      />
      {mine && open ? <NotificationPanel variant={panel} anchor={anchor} /> : null}
    </>
  );
}
