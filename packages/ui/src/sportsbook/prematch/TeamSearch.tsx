import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { SEARCH_MIN_LENGTH, prematchOf } from '@oyna/sdk/feed';
import { useOyna, useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { SearchField } from '../../shared/SearchField';
import { TeamSearchResults } from './TeamSearchResults.lazy';
import * as css from './TeamSearch.css';

/**
 * Search Team: the search is sent 1500 ms after the last key; meanwhile a skeleton shows in the
 * popup under the box, then '{n} Results Found' with each event's date, group, competition and
 * teams. A result opens its prematch detail page. The results belong to the page: they stay under
 * the sticky header and the bars, never over them, and scrolling them does not scroll the page.
 */
export function TeamSearch() {
  const t = useT();
  const prematch = prematchOf(useOyna());
  const search = useStore(prematch.$search);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const popupId = useId();
  const shown = open && search.status !== 'idle';

  // A box brought into view at the top of the screen (a tap, the keyboard, a browser scrolling to
  // the focused field) sits where the sticky header comes back: move it below the header, so the
  // player sees what they type and the results under it.
  const showBox = () => {
    setOpen(true);
    box?.scrollIntoView({ block: 'nearest' });
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
        boxRef={setBox}
        className={css.box}
        label={t('prematch.searchTeam')}
        clearLabel={t('prematch.clearSearch')}
        value={text}
        onChange={change}
        autoComplete="off"
        title={t('prematch.searchHint', { min: SEARCH_MIN_LENGTH })}
        aria-controls={shown ? popupId : undefined}
        onFocus={showBox}
      />
      {/* Present from the start, so screen readers hear 'Searching...' and the count as they change. */}
      <span role="status" className={visuallyHidden}>
        {statusText}
      </span>
      {shown ? (
        <TeamSearchResults anchor={box} id={popupId} search={search} statusText={statusText} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
