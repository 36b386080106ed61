import { useMaskito } from '@maskito/react';
import { TextField, type TextFieldProps } from './TextField';
import { PHONE_PLACEHOLDER, phoneDigits, phoneMaskOptions, phoneShown } from './phoneMask';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The number with its country prefix and nothing else, as the forms send it: '905321234567'. */
  value: string;
  /** Called with the number as the forms send it whenever the player changes it. */
  onChange(event: { target: { value: string } }): void;
}

/**
 * A phone number field with the spec's mask: the fixed prefix 90 and ten digits, shown grouped
 * (`+90 (532) 123 45 67`) and handed to the form as digits only.
 */
export function PhoneField({ value, onChange, placeholder = PHONE_PLACEHOLDER, ...field }: PhoneFieldProps) {
  // The mask finds the input inside the field's wrapper, so TextField needs no ref of its own.
  const maskRef = useMaskito({ options: phoneMaskOptions });
  return (
    <div ref={maskRef}>
      <TextField
        {...field}
        type="tel"
        inputMode="tel"
        autoComplete={field.autoComplete ?? 'tel'}
        placeholder={placeholder}
        value={phoneShown(value)}
        // The mask's own docs advise the native input event over React's change for a masked field.
        onInput={(event) => onChange({ target: { value: phoneDigits(event.currentTarget.value) } })}
      />
    </div>
  );
}
