import { useId } from 'react';
import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Icon } from '../../shared/Icon';
import * as css from '../../shared/searchBox.css';

export interface GameSearchFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The lobby's 'Search games' box, with a clear button while it holds text. */
export function GameSearchField({ value, onChange }: GameSearchFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={css.box} role="search">
      <label htmlFor={id} className={visuallyHidden}>
        {t('casino.search')}
      </label>
      <Icon name="search" size={18} className={css.icon} />
      <input
        id={id}
        type="search"
        className={css.input}
        placeholder={t('casino.search')}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button type="button" className={css.clear} aria-label={t('casino.clearSearch')} onClick={() => onChange('')}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
