import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from '../theme/cx';
import { visuallyHidden } from './a11y.css';
import { Icon } from './Icon';
import * as css from './searchBox.css';

export interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'onChange' | 'placeholder' | 'size' | 'type' | 'value'> {
  /** Names the field and is its placeholder: 'Search games'. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Names the button that empties the field, shown while it holds text; without it the browser's own is kept. */
  clearLabel?: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Classes for the box, to place it. */
  className?: string;
  /** The box, e.g. to anchor a popup under it. */
  boxRef?: Ref<HTMLDivElement>;
  /** 'search' where the box is a search landmark of its own. */
  boxRole?: 'search';
}

/** A search box: the search icon, the input, and (with `clearLabel`) a clear button while it holds text. */
export function SearchField({ label, value, onChange, clearLabel, size = 'md', className, boxRef, boxRole, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <div ref={boxRef} className={cx(css.box({ size }), className)} role={boxRole}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <Icon name="search" size={size === 'sm' ? 16 : 18} className={css.icon} />
      <input
        {...input}
        id={id}
        type="search"
        className={css.input({ size, ownClear: Boolean(clearLabel) })}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {clearLabel && value ? (
        <button type="button" className={css.clear} aria-label={clearLabel} onClick={() => onChange('')}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
