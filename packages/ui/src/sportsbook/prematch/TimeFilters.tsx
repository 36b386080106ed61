import type { TimeFilter } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { timeFilterOptions } from './prematchPanel.model';
import * as css from './TimeFilters.css';
import { OynaLink } from '../../provider/navigation';

export interface TimeFiltersProps {
  value: TimeFilter;
  /** Buttons that choose the filter in place... */
  onChange?: (filter: TimeFilter) => void;
  /** ...or links to a page per filter (the upcoming page's `?hour=`). */
  hrefOf?: (filter: TimeFilter) => string;
  /** The group's name. @default 'Time Filters' */
  label?: string;
}

/** All, 6H, 12H, 24H, 48H: the chosen one is pressed (buttons) or the current page (links). */
export function TimeFilters({ value, onChange, hrefOf, label }: TimeFiltersProps) {
  const t = useT();
  return (
    <div role="group" aria-label={label ?? t('prematch.timeFilters')} className={css.filters}>
      {timeFilterOptions(t).map((option) => {
        const chosen = option.value === value;
        // The name starts with what the button shows, so voice control finds it by its text.
        const common = { className: css.filter, 'aria-label': `${option.text}, ${option.label}`, title: option.label };
        return hrefOf ? (
          <OynaLink key={option.text} to={hrefOf(option.value)} aria-current={chosen ? 'page' : undefined} {...common}>
            {option.text}
          </OynaLink>
        ) : (
          <button key={option.text} type="button" aria-pressed={chosen} onClick={() => onChange?.(option.value)} {...common}>
            {option.text}
          </button>
        );
      })}
    </div>
  );
}
