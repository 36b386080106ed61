import type { MaskitoOptions } from '@maskito/core';

/**
 * A code mask in the spec's notation, where `0` is a digit and anything else is typed for the
 * player ('00-00-00', '000-000'), as Maskito options.
 */
export function codeMaskOptions(pattern: string): MaskitoOptions {
  return { mask: Array.from(pattern, (char) => (char === '0' ? /\d/ : char)) };
}

/** The code the forms send, digits only, from what the masked field shows ('12-34-56' is '123456'). */
export const codeDigits = (shown: string): string => shown.replace(/\D/g, '');

/** What a masked field shows for the digits a form holds ('123456' in '00-00-00' is '12-34-56'). */
export function codeShown(digits: string, pattern: string): string {
  let next = 0;
  let shown = '';
  for (const char of pattern) {
    if (next >= digits.length) break;
    shown += char === '0' ? digits[next++] : char;
  }
  return shown;
}
