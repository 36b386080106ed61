import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { FieldError } from '@oyna/sdk/forms';
import { cx } from '../theme/cx';
import { FieldErrorLine } from './FieldError';
import * as css from './TextField.css';
import * as own from './fields.css';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children' | 'value'> {
  label: ReactNode;
  value: string;
  options: readonly SelectFieldOption[];
  /** The choice shown while none is made (value ''); it cannot be chosen back. */
  placeholder?: string;
  /** The field's current error, translated here. */
  error?: FieldError;
}

/** A labelled native select in a form, looking like a text field, its error announced with it. */
export function SelectField({ label, options, placeholder, error, id, value, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={css.field}>
      <label htmlFor={selectId} className={css.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx(css.input, own.select)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorLine id={errorId} error={error} />
    </div>
  );
}
