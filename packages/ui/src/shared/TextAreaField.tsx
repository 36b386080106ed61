import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FieldError } from '@oyna/sdk/forms';
import { cx } from '../theme/cx';
import { FieldErrorLine } from './FieldError';
import * as css from './TextField.css';
import * as own from './fields.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: ReactNode;
  /** The field's current error, translated here. */
  error?: FieldError;
}

/** A labelled text of a few lines, looking like a text field, its error announced with it. */
export function TextAreaField({ label, error, id, rows = 3, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const errorId = `${areaId}-error`;
  return (
    <div className={css.field}>
      <label htmlFor={areaId} className={css.label}>
        {label}
      </label>
      <textarea
        id={areaId}
        rows={rows}
        className={cx(css.input, own.textarea)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldErrorLine id={errorId} error={error} />
    </div>
  );
}
