import { maskitoTransform } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { Icon } from '../shared/Icon';
import { TextField, type TextFieldProps } from '../shared/TextField';
import { IBAN_PLACEHOLDER, ibanMaskOptions, ibanShown, ibanValue } from './ibanMask';
import * as css from './PaymentDialog.css';

export interface IbanFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'action'> {
  /** The IBAN the form holds: no spaces, upper case. */
  value: string;
  onChange(event: { target: { value: string } }): void;
  pasteLabel: string;
}

/**
 * The Iban field: TR and 24 digits masked in groups of four, and a button that pastes the IBAN from
 * the clipboard (spaces and lower case as banks' apps copy it are fine).
 */
export function IbanField({ value, onChange, pasteLabel, ...field }: IbanFieldProps) {
  const maskRef = useMaskito({ options: ibanMaskOptions });
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      onChange({ target: { value: ibanValue(maskitoTransform(text, ibanMaskOptions)) } });
    } catch {
      // No permission or nothing readable: the field stays as it was, and typing still works.
    }
  };
  return (
    <div ref={maskRef}>
      <TextField
        {...field}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={IBAN_PLACEHOLDER}
        value={ibanShown(value)}
        onInput={(event) => onChange({ target: { value: ibanValue(event.currentTarget.value) } })}
        action={
          <button type="button" className={css.paste} aria-label={pasteLabel} title={pasteLabel} onClick={() => void paste()}>
            <Icon name="file" size={16} />
          </button>
        }
      />
    </div>
  );
}
