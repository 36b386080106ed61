import type { MaskitoOptions } from '@maskito/core';
import { IBAN_DIGITS, IBAN_MASK, IBAN_PREFIX, normalizeIban } from '@oyna/sdk/payments';

const digit = /\d/;

/** The Iban field's mask: TR and 24 digits, grouped by four as banks print them ('TR33 0006 1005 …'). */
export const ibanMaskOptions: MaskitoOptions = {
  mask: [
    ...IBAN_PREFIX,
    ...Array.from({ length: IBAN_DIGITS }, (_, index) => ((index + IBAN_PREFIX.length) % 4 === 0 ? [' ', digit] : [digit])).flat(),
  ],
  // A pasted 'tr33 0006 …' or one without its TR fits the mask.
  preprocessors: [
    ({ elementState, data }) => {
      const upper = data.toUpperCase();
      const pasted = upper.replace(/\s+/g, '');
      const fresh = elementState.value === '' && /^\d/.test(pasted) ? IBAN_PREFIX + pasted : upper;
      return { elementState, data: fresh };
    },
  ],
};

/** What the Iban field shows for the IBAN the form holds ('TR3300…' is 'TR33 0006 …'). */
export const ibanShown = (value: string): string => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** The IBAN the form holds for what the field shows: no spaces, upper case. */
export const ibanValue = (shown: string): string => normalizeIban(shown);

/** What an empty Iban field shows: the prefix and a zero for each digit, grouped ('TR00 0000 …'). */
export const IBAN_PLACEHOLDER = ibanShown(IBAN_MASK);
