import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';
import { FIRST_SCREEN_PX } from './livePanel.model';

/** What a list that has not been laid out yet (or is measured as empty) renders: about a screenful. */
const UNMEASURED = { width: 320, height: FIRST_SCREEN_PX };

/**
 * TanStack Virtual's element observer, except that a scroll box measured at zero height (before
 * layout, in a hidden panel, under a DOM without layout) still renders its first rows rather
 * than none.
 */
export function observeRectOrScreenful<S extends Element, I extends Element>(
  instance: Virtualizer<S, I>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : UNMEASURED));
}
