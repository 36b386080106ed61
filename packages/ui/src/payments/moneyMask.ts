import type { MaskitoOptions } from '@maskito/core';

// A number field shows Turkish notation ('1.500,50': dots group thousands, a comma before the
// decimals) and hands the form the plain machine text the SDK reads ('1500.50').

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** What a number field shows for the machine text the form holds ('1500.5' is '1.500,5'). */
export function numberShown(machine: string): string {
  if (machine === '') return '';
  const [whole = '', fraction] = machine.split('.');
  return fraction === undefined ? group(whole) : `${group(whole)},${fraction}`;
}

/** The machine text of what a number field shows ('1.500,50' is '1500.50'); '' for nothing typed. */
export function numberValue(shown: string): string {
  const [whole = '', fraction] = shown.split(',');
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return fraction === undefined ? digits : `${digits || '0'}.${fraction.replace(/\D/g, '')}`;
}

/**
 * The mask of a number field: digits grouped by dots as they are typed, and for a field with
 * decimals one comma and at most `decimals` digits after it (a '.' typed there means the comma).
 */
export function numberMaskOptions(decimals: number): MaskitoOptions {
  return {
    mask: decimals > 0 ? new RegExp(`^[\\d.]*(,\\d{0,${decimals}})?$`) : /^[\d.]*$/,
    preprocessors: [
      ({ elementState, data }) => {
        if (decimals === 0) return { elementState, data: data.replace(/[^\d]/g, '') };
        // A lone '.' typed (a number pad, an English habit) is the decimal comma; a pasted number keeps its dots.
        return { elementState, data: data === '.' ? ',' : data };
      },
    ],
    postprocessors: [
      ({ value, selection }) => {
        const [whole = '', ...rest] = value.split(',');
        const digitsBeforeCaret = value.slice(0, selection[0]).replace(/[^\d,]/g, '').length;
        const regrouped = group(whole.replace(/\D/g, '').replace(/^0+(?=\d)/, ''));
        const next = rest.length > 0 ? `${regrouped},${rest.join('')}` : regrouped;
        // The caret stays after the same digit it followed before the dots moved.
        let seen = 0;
        let caret = 0;
        while (caret < next.length && seen < digitsBeforeCaret) {
          if (/[\d,]/.test(next[caret] as string)) seen += 1;
          caret += 1;
        }
        return { value: next, selection: [caret, caret] };
      },
    ],
  };
}
