import { useId, type ReactNode } from 'react';
import * as css from './select.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  /** Shown before the select and names it: 'Market'. */
  label: ReactNode;
  options: readonly SelectOption<V>[];
  value: V;
  /** Called with the chosen option's value. */
  onChange(value: V): void;
  /** Smaller gaps, for a row of settings. @default false */
  compact?: boolean;
  /**
   * The box's colour: `surface` where it sits on a raised panel, so it stands out.
   * @default 'surfaceRaised'
   */
  background?: 'surface' | 'surfaceRaised';
}

/** A labelled native select: one of a few options, e.g. the market the rows show or the odds format. */
export function Select<V extends string>({ label, options, value, onChange, compact = false, background }: SelectProps<V>) {
  const id = useId();
  return (
    <span className={css.field({ compact })}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={css.select({ compact, background })}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
