import { cx } from '../theme/cx';
import * as css from './Segmented.css';

export interface SegmentedOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Why the option cannot be chosen now (the id of an element that says so). */
  describedBy?: string;
}

export interface SegmentedProps<V> {
  /** The group's name, e.g. 'Bet type'. */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange(value: V): void;
  className?: string;
}

/** A row of buttons of which exactly one is pressed: Single / Multiple, Open / Settled. */
export function Segmented<V extends string | number>({ label, options, value, onChange, className }: SegmentedProps<V>) {
  return (
    <div role="group" aria-label={label} className={cx(css.group, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={css.option}
          aria-pressed={option.value === value}
          disabled={option.disabled}
          aria-describedby={option.describedBy}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
