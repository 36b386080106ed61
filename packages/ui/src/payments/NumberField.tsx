import { roundKurus } from '@oyna/sdk/i18n';
import { useMaskito } from '@maskito/react';
import { useEffect, useMemo, useRef } from 'react';
import { Icon } from '../shared/Icon';
import { TextField, type TextFieldProps } from '../shared/TextField';
import { holdToRepeat } from './holdToRepeat';
import { numberMaskOptions, numberShown, numberValue } from './moneyMask';
import * as css from './PaymentDialog.css';

export interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'action'> {
  /** The plain number text the form holds ('1500.50'). */
  value: string;
  onChange(event: { target: { value: string } }): void;
  /** Digits allowed after the decimal comma; 0 for whole numbers. */
  decimals: number;
  increaseLabel: string;
  decreaseLabel: string;
}

const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  setInterval: (callback: () => void, ms: number) => window.setInterval(callback, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
};

/**
 * A number in Turkish notation ('1.500,50'), with spin buttons that step by 1 and, held, repeat after
 * 500 ms then every 40 ms. The form gets plain number text; a step never goes below 0.
 */
export function NumberField({ value, onChange, decimals, increaseLabel, decreaseLabel, ...field }: NumberFieldProps) {
  const options = useMemo(() => numberMaskOptions(decimals), [decimals]);
  const maskRef = useMaskito({ options });
  const latest = useRef(value);
  latest.current = value;
  const stopRef = useRef<(() => void) | null>(null);
  const release = () => {
    stopRef.current?.();
    stopRef.current = null;
  };
  useEffect(() => release, []);

  const step = (by: number) => () => {
    const current = Number(latest.current || '0');
    const next = Math.max(0, roundKurus(current + by));
    const text = decimals > 0 ? String(next) : String(Math.trunc(next));
    latest.current = text;
    onChange({ target: { value: text } });
  };
  const spin = (by: number, label: string, icon: 'arrowUp' | 'arrowDown') => (
    <button
      type="button"
      className={css.spin}
      aria-label={label}
      tabIndex={-1}
      onPointerDown={(event) => {
        event.preventDefault();
        release();
        stopRef.current = holdToRepeat(step(by), browserTimers);
      }}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      // A keyboard's Enter or Space clicks without a pointer.
      onClick={(event) => {
        if (event.detail === 0) step(by)();
      }}
    >
      <Icon name={icon} size={14} />
    </button>
  );

  return (
    <div ref={maskRef}>
      <TextField
        {...field}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        value={numberShown(value)}
        onInput={(event) => onChange({ target: { value: numberValue(event.currentTarget.value) } })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            step(event.key === 'ArrowUp' ? 1 : -1)();
          }
        }}
        action={
          <span className={css.spins}>
            {spin(1, increaseLabel, 'arrowUp')}
            {spin(-1, decreaseLabel, 'arrowDown')}
          </span>
        }
      />
    </div>
  );
}
