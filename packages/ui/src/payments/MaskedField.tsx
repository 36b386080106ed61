import { useMaskito } from '@maskito/react';
import { useMemo } from 'react';
import { TextField, type TextFieldProps } from '../shared/TextField';
import { serverMaskOptions } from './serverMask';

export interface MaskedFieldProps extends Omit<TextFieldProps, 'onChange'> {
  /** The server's mask: `0` a digit, `A` a letter, anything else itself. */
  mask: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
}

/** A field the operator gave a mask (a Papara number's ten digits). */
export function MaskedField({ mask, value, onChange, ...field }: MaskedFieldProps) {
  const options = useMemo(() => serverMaskOptions(mask), [mask]);
  const maskRef = useMaskito({ options });
  return (
    <div ref={maskRef}>
      <TextField
        {...field}
        type="text"
        inputMode={/^0+$/.test(mask) ? 'numeric' : 'text'}
        placeholder={mask.replace(/[0A]/g, '_')}
        value={value}
        onInput={(event) => onChange({ target: { value: event.currentTarget.value } })}
      />
    </div>
  );
}
