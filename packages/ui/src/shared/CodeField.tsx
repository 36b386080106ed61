import { useMaskito } from '@maskito/react';
import { useMemo } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { codeDigits, codeMaskOptions, codeShown } from './codeMask';

export interface CodeFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The code as the forms send it, digits only: '123456'. */
  value: string;
  /** Called with the digits whenever the player changes the code. */
  onChange(event: { target: { value: string } }): void;
  /** The spec's mask, `0` for a digit: '00-00-00' in the dialog, '000-000' on the page. */
  mask: string;
}

/**
 * A one-time code field: digits only, grouped by the mask as they are typed, filled from the SMS
 * where the phone offers it (`autocomplete="one-time-code"`).
 */
export function CodeField({ value, onChange, mask, placeholder, ...field }: CodeFieldProps) {
  const options = useMemo(() => codeMaskOptions(mask), [mask]);
  // The mask finds the input inside the field's wrapper, so TextField needs no ref of its own.
  const maskRef = useMaskito({ options });
  return (
    <div ref={maskRef}>
      <TextField
        {...field}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={placeholder ?? mask.replaceAll('0', '_')}
        value={codeShown(value, mask)}
        onChange={(event) => onChange({ target: { value: codeDigits(event.target.value) } })}
      />
    </div>
  );
}
