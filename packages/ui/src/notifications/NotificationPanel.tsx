import { useStore } from '@nanostores/react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId } from 'react';
import { formatDateTime } from '@oyna/sdk/i18n';
import { notificationsOf } from '@oyna/sdk/notifications';
import { useLocale, useOyna, useT } from '../provider/hooks';
import { visuallyHidden } from '../shared/a11y.css';
import { Button } from '../shared/Button';
import { documentHost } from '../shared/documentHost';
import { Icon } from '../shared/Icon';
import { panelView, type PanelItem } from './notificationPanel.model';
import { notificationPanel as sharedPanel, type NotificationPanelStore } from './notificationPanel.store';
import * as css from './NotificationPanel.css';

export interface NotificationPanelProps {
  /** A popper under the bell (wide screens) or a full-height sheet (phones). */
  variant: 'popper' | 'sheet';
  /** The bell that opened it: the popper hangs under it and focus goes back to it. */
  anchor: HTMLElement | null;
  panel?: NotificationPanelStore;
}

/**
 * The player's notifications: a list, and one in detail with a back arrow. Opening an unread one
 * tells the server, and it turns read only when the server agrees.
 */
export function NotificationPanel({ variant, anchor, panel = sharedPanel }: NotificationPanelProps) {
  const t = useT();
  const locale = useLocale();
  const notifications = notificationsOf(useOyna());
  const list = useStore(notifications.$notifications);
  const state = useStore(panel.$panel);
  const titleId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open: state.open,
    onOpenChange: (open) => !open && panel.close(),
    elements: { reference: anchor },
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  if (!state.open) return null;

  const view = panelView(list, state.openedId, (timeStamp) => formatDateTime(timeStamp, { locale }));
  const open = (item: PanelItem) => {
    panel.show(item.id);
    // A refused read keeps the notification unread; the spec shows nothing for it.
    if (item.unread) void notifications.markRead(item.id).catch(() => {});
  };

  return (
    <FloatingFocusManager context={context} modal={variant === 'sheet'} returnFocus getInsideElements={() => documentHost(refs.floating.current)}>
      <div
        ref={refs.setFloating}
        className={variant === 'sheet' ? css.sheet : css.popper}
        style={variant === 'popper' ? floatingStyles : undefined}
        aria-labelledby={titleId}
        {...getFloatingProps()}
      >
        <div className={css.head}>
          {view.kind === 'detail' ? (
            <Button tone="ghost" size="sm" shape="icon" aria-label={t('notifications.backToList')} onClick={panel.back}>
              <Icon name="arrowLeft" />
            </Button>
          ) : null}
          <h2 id={titleId} className={css.title}>
            {t('notifications.title')}
          </h2>
          <Button tone="ghost" size="sm" shape="icon" aria-label={t('common.close')} onClick={panel.close}>
            <Icon name="close" />
          </Button>
        </div>
        <div className={css.body}>
          {view.kind === 'empty' ? (
            <p className={css.empty}>
              <Icon name="bell" size={32} />
              {t('notifications.empty')}
            </p>
          ) : view.kind === 'list' ? (
            <ul className={css.list}>
              {view.items.map((item) => (
                <li key={item.id}>
                  <button type="button" className={css.item} data-unread={item.unread} onClick={() => open(item)}>
                    <span className={css.icon} aria-hidden="true">
                      <Icon name={item.icon} size={18} />
                    </span>
                    <span className={css.itemText}>
                      <span className={css.itemTitle}>{item.title}</span>
                      <span className={css.itemNote}>{item.note}</span>
                      <span className={css.date}>{item.date}</span>
                    </span>
                    {item.unread ? (
                      <>
                        <span className={css.unreadDot} aria-hidden="true" />
                        <span className={visuallyHidden}>, {t('notifications.unreadItem')}</span>
                      </>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <article className={css.detail}>
              <span className={css.icon} aria-hidden="true">
                <Icon name={view.item.icon} size={18} />
              </span>
              <h3 className={css.itemTitle}>{view.item.title}</h3>
              <time className={css.date}>{view.item.date}</time>
              <p className={css.detailNote}>{view.item.note}</p>
            </article>
          )}
        </div>
      </div>
    </FloatingFocusManager>
  );
}
