import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../provider/hooks';
import { Button } from '../shared/Button';
import { documentHost } from '../shared/documentHost';
import { wrapTabKey } from '../shared/focus';
import { Icon } from '../shared/Icon';
import { cx } from '../theme/cx';
import { TOASTER_ATTRIBUTE } from '../toast/toaster.attribute';
import * as css from './Dialog.css';
import { useDialogControls } from './dialog.context';

export interface DialogProps {
  /** Heading that labels the dialog for assistive technology. */
  title: ReactNode;
  /**
   * Desktop size; every dialog is full screen below 900 px.
   * `sm` 400, `md` 560, `lg` 800, `wide` 990 px wide; `login` and `recovery` 800 px wide and
   * 699 px high, `register` 990 px wide and 760 px high, `callRequest` 800 px high and 454 px wide.
   * @default 'md'
   */
  size?: css.DialogSize;
  /** @default true */
  closeOnEscape?: boolean;
  /** Close when the dimmed backdrop is clicked. @default true */
  closeOnBackdrop?: boolean;
  /**
   * `sheet` rises from the bottom edge at every width (a phone's betslip); `center` is a dialog,
   * full screen below 900 px.
   * @default 'center'
   */
  placement?: css.DialogPlacement;
  /** Decoration shown beside the content on desktop only. */
  aside?: ReactNode;
  /**
   * Controls placed in the dialog's top bar, before its close button (size `full`: the game play
   * modal's Deposit and refresh).
   */
  actions?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /**
   * On desktop the title and content sit in the middle of a dialog taller than they are (the
   * login form in its 699 px) instead of at its top.
   * @default false
   */
  centred?: boolean;
  children?: ReactNode;
}

/**
 * The toasts beside the dialog, kept usable while everything else is inert: looked for in the
 * dialog's own root (the document, or the shadow root of the element it shows in), so a dialog in
 * one element's shadow root keeps that element's toasts and no other tree's.
 */
function toastersBeside(panel: Element | null): Element[] {
  // A connected element's root is a Document or a ShadowRoot, both parents to query.
  const root = (panel?.getRootNode() ?? document) as ParentNode;
  return Array.from(root.querySelectorAll(`[${TOASTER_ATTRIBUTE}]`));
}

/**
 * The frame of every dialog: modal, focus trapped inside and given back on close, labelled by its
 * title. Render it from a component opened with `openDialog`.
 */
export function Dialog({
  title,
  size = 'md',
  placement = 'center',
  closeOnEscape = true,
  closeOnBackdrop = true,
  aside,
  actions,
  closeLabel,
  centred = false,
  children,
}: DialogProps) {
  const { close } = useDialogControls();
  const t = useT();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) close();
    },
  });
  const dismiss = useDismiss(context, {
    escapeKey: closeOnEscape,
    outsidePress: (event) => closeOnBackdrop && event.target === backdropRef.current,
    outsidePressEvent: 'mousedown',
  });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const closeButton = (
    <Button tone="ghost" shape="icon" aria-label={closeLabel ?? t('common.close')} onClick={close}>
      <Icon name="close" />
    </Button>
  );

  return (
    <FloatingOverlay ref={backdropRef} className={css.backdrop({ placement })} lockScroll>
      {/* Inert outsides instead of focus guards: the guards are focusable yet aria-hidden. */}
      <FloatingFocusManager
        context={context}
        modal
        guards={false}
        outsideElementsInert
        getInsideElements={() => [...toastersBeside(refs.floating.current), ...documentHost(refs.floating.current)]}
      >
        <div
          ref={refs.setFloating}
          className={css.panel({ size, placement })}
          aria-modal="true"
          aria-labelledby={titleId}
          {...getFloatingProps({ onKeyDown: wrapTabKey })}
        >
          {size === 'full' ? (
            <div className={css.fullMain}>
              <div className={css.bar}>
                <h2 id={titleId} className={css.barTitle}>
                  {title}
                </h2>
                {actions}
                {closeButton}
              </div>
              <div className={css.fullBody}>{children}</div>
            </div>
          ) : (
            <>
              {aside ? <div className={css.aside}>{aside}</div> : null}
              <div className={css.main({ placement })}>
                <h2 id={titleId} className={cx(css.title, centred && css.centredTitle)}>
                  {title}
                </h2>
                {actions ? <div className={css.actions}>{actions}</div> : null}
                <div className={cx(css.body, centred && css.centredBody)}>{children}</div>
              </div>
              <span className={css.close}>{closeButton}</span>
            </>
          )}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
