import { Button } from './Button';
import { Icon } from './Icon';
import * as css from './Pager.css';

export interface PagerProps {
  /** The navigation's name, e.g. 'My Bets pages'. */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** 'Page 2 of 5', announced when it changes. */
  pageOf: string;
  previous: string;
  next: string;
  /** Called with the 0-based page to show. */
  onPage(page: number): void;
}

/** Previous and Next around 'Page x of y'; nothing when everything fits on one page. */
export function Pager({ label, page, pageCount, pageOf, previous, next, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={css.pager} aria-label={label}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 2)}>
        <Icon name="arrowLeft" size={16} />
        {previous}
      </Button>
      <span className={css.pageOf} aria-live="polite">
        {pageOf}
      </span>
      <Button size="sm" disabled={page >= pageCount} onClick={() => onPage(page)}>
        {next}
        <Icon name="chevronRight" size={16} />
      </Button>
    </nav>
  );
}
