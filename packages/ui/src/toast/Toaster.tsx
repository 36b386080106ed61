import { useStore } from '@nanostores/react';
import { useHydrated } from '../provider/useHydrated';
import { useT, type Translate } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import type { IconName } from '../shared/icons';
import { Spinner } from '../shared/Spinner';
import * as css from './Toaster.css';
import { toastRole, type ToastKind, type ToastText } from './toast.model';
import { toast, type ToastQueue } from './toast.store';
import { TOASTER_ATTRIBUTE } from './toaster.attribute';

export interface ToasterProps {
  /** The queue to show. @default the shared `toast` */
  queue?: ToastQueue;
}

const iconOf: Record<ToastKind, IconName> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  loading: 'spinner',
};

export function toastMessage(text: ToastText, t: Translate): string {
  return typeof text === 'string' ? text : t(text.key, text.params);
}

/**
 * Shows the toast queue top-centre, newest last, at most five at a time. Hovering or focusing a toast
 * stops the clocks so a slow reader does not lose the message.
 */
export function Toaster({ queue = toast }: ToasterProps) {
  const queued = useStore(queue.$toasts);
  // Toasts raised before this island hydrated appear right after, never in the first render.
  const toasts = useHydrated() ? queued : [];
  const t = useT();
  return (
    <div
      className={css.viewport}
      {...{ [TOASTER_ATTRIBUTE]: '' }}
      onMouseEnter={queue.pause}
      onMouseLeave={queue.resume}
      onFocus={queue.pause}
      onBlur={queue.resume}
    >
      {toasts.map(({ id, kind, text, phase }) => (
        <div key={id} className={css.item({ kind, phase })} data-phase={phase}>
          <span className={css.icon({ kind })}>
            {kind === 'loading' ? <Spinner size={20} /> : <Icon name={iconOf[kind]} />}
          </span>
          <div className={css.message} role={toastRole(kind)} aria-atomic="true">
            {toastMessage(text, t)}
          </div>
          <Button
            tone="ghost"
            size="sm"
            shape="icon"
            aria-label={t('common.dismiss')}
            onClick={() => queue.dismiss(id)}
          >
            <Icon name="close" size={16} />
          </Button>
        </div>
      ))}
    </div>
  );
}
