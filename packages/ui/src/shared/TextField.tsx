import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from '@oyna/sdk/forms';
import { useT } from '../provider/hooks';
import { cx } from '../theme/cx';
import { Icon } from './Icon';
import * as css from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  /** The field's current error, translated here. */
  error?: FieldError;
  /** A button inside the field's end, e.g. show password. */
  action?: ReactNode;
  /** What the value is in, shown before it (the lira sign of an amount); decorative, the label names the field. */
  leading?: ReactNode;
}

/** A labelled text input whose error is announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, action, leading, id, ...input }: TextFieldProps) {
  const t = useT();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <div className={css.control}>
        {leading ? (
          <span className={css.leading} aria-hidden="true">
            {leading}
          </span>
        ) : null}
        <input
          id={inputId}
          className={cx(css.input, action ? css.withAction : undefined, leading ? css.withLeading : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {action ? <span className={css.action}>{action}</span> : null}
      </div>
      {/* Always present, so an error appearing on blur does not move the button being clicked. */}
      <p id={errorId} className={css.error}>
        {error ? (
          <>
            <Icon name="error" size={16} />
            {t(error.key, error.params)}
          </>
        ) : null}
      </p>
    </div>
  );
}
