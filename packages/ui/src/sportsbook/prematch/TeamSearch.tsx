import { useStore } from '@nanostores/react';
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
import { useId, useState } from 'react';
import { SEARCH_MIN_LENGTH, matchName, prematchOf } from '@oyna/sdk/feed';
import { formatDateTime } from '@oyna/sdk/i18n';
import { routes } from '@oyna/sdk/routes';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { cx } from '../../theme/cx';
import { SearchField } from '../../shared/SearchField';
import { skeletonBlock } from '../../shared/skeleton.css';
import * as css from './TeamSearch.css';

/** Space kept between the results and the window's edges, in CSS pixels. */
const EDGE_GAP = 8;
const MIN_LIST_HEIGHT = 200;
const MAX_LIST_HEIGHT = 480;

/**
 * Search Team: the search is sent 1500 ms after the last key; meanwhile a skeleton shows in the
 * popup under the box, then '{n} Results Found' with each event's date, group, competition and
 * teams. A result opens its prematch detail page. The results belong to the page: they stay under
 * the sticky header and the bars, never over them, and scrolling them does not scroll the page.
 */
export function TeamSearch() {
  const t = useT();
  const locale = useLocale();
  const prematch = prematchOf(useOyna());
  const search = useStore(prematch.$search);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const shown = open && search.status !== 'idle';
  const { refs, floatingStyles, context } = useFloating({
    open: shown,
    onOpenChange: setOpen,
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
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context)]);

  // A box brought into view at the top of the screen (a tap, the keyboard, a browser scrolling to
  // the focused field) sits where the sticky header comes back: move it below the header, so the
  // player sees what they type and the results under it.
  const showBox = () => {
    setOpen(true);
    refs.domReference.current?.scrollIntoView({ block: 'nearest' });
  };

  const change = (value: string) => {
    setText(value);
    setOpen(true);
    prematch.searchTeam(value);
  };
  const statusText =
    search.status === 'searching' ? t('prematch.searching') : search.status === 'done' ? t('prematch.resultsFound', { n: search.results.length }) : '';

  return (
    <div className={css.search}>
      <SearchField
        boxRef={refs.setReference}
        className={css.box}
        label={t('prematch.searchTeam')}
        clearLabel={t('prematch.clearSearch')}
        value={text}
        onChange={change}
        autoComplete="off"
        title={t('prematch.searchHint', { min: SEARCH_MIN_LENGTH })}
        aria-controls={shown ? popupId : undefined}
        {...getReferenceProps({ onFocus: showBox })}
      />
      {/* Present from the start, so screen readers hear 'Searching...' and the count as they change. */}
      <span role="status" className={visuallyHidden}>
        {statusText}
      </span>
      {shown ? (
        <div ref={refs.setFloating} id={popupId} className={css.popup} style={floatingStyles} {...getFloatingProps()}>
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
                  <a className={css.result} href={routes.prematchDetail(result.id)}>
                    <span className={css.meta}>
                      <span>{formatDateTime(result.kickofDate, { locale })}</span>
                      <span>{[result.group, result.competition].filter(Boolean).join(' · ')}</span>
                    </span>
                    <span className={css.teams}>{matchName(result)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
