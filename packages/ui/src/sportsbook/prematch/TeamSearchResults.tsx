import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { matchName, type TeamSearch } from '@oyna/sdk/feed';
import { formatDateTime } from '@oyna/sdk/i18n';
import { routes } from '@oyna/sdk/routes';
import { useLocale } from '../../provider/hooks';
import { cx } from '../../theme/cx';
import { skeletonBlock } from '../../shared/skeleton.css';
import * as css from './TeamSearch.css';
import { OynaLink } from '../../provider/navigation';

/** Space kept between the results and the window's edges, in CSS pixels. */
const EDGE_GAP = 8;
const MIN_LIST_HEIGHT = 200;
const MAX_LIST_HEIGHT = 480;

export interface TeamSearchResultsProps {
  /** The search box the results hang under. */
  anchor: HTMLElement | null;
  id: string;
  search: TeamSearch;
  /** 'Searching...' or '{n} Results Found'. */
  statusText: string;
  /** Escape or a press outside the box and the results. */
  onClose(): void;
}

/**
 * Team search's results under its box (a skeleton while searching), positioned by @floating-ui/react:
 * shown only once a player searches, so the popper loads then (`TeamSearchResults.lazy.tsx`).
 */
export function TeamSearchResults({ anchor, id, search, statusText, onClose }: TeamSearchResultsProps) {
  const locale = useLocale();
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    elements: { reference: anchor },
    placement: 'bottom-start',
    // Fixed, so the panel's own scrolling does not clip the results.
    strategy: 'fixed',
    middleware: [
      offset(4),
      // Shrink into the room under the box first, and flip above it only when that room is too
      // small: flipped above a box high on the screen, the list reached up to the sticky header.
      size({
        padding: EDGE_GAP,
        apply({ rects, elements, availableHeight }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(MIN_LIST_HEIGHT, Math.min(availableHeight, MAX_LIST_HEIGHT))}px`;
        },
      }),
      flip({ padding: EDGE_GAP }),
      shift({ padding: EDGE_GAP }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <div ref={refs.setFloating} id={id} className={css.popup} style={floatingStyles} {...getFloatingProps()}>
      <p className={css.count} aria-hidden="true">
        {statusText}
      </p>
      {search.status === 'searching' ? (
        <div className={css.skeleton} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <span key={index} className={cx(skeletonBlock, css.skeletonRow)} />
          ))}
        </div>
      ) : (
        <ul className={css.results}>
          {search.results.map((result) => (
            <li key={result.id}>
              <OynaLink className={css.result} to={routes.prematchDetail(result.id)}>
                <span className={css.meta}>
                  <span>{formatDateTime(result.kickofDate, { locale })}</span>
                  <span>{[result.group, result.competition].filter(Boolean).join(' · ')}</span>
                </span>
                <span className={css.teams}>{matchName(result)}</span>
              </OynaLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
