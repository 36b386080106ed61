import type { MaskitoOptions } from '@maskito/core';

/** A payment field's mask from the server ('0000000000'): `0` a digit, `A` a letter, anything else itself. */
export const serverMaskOptions = (mask: string): MaskitoOptions => ({
  mask: [...mask].map((char) => (char === '0' ? /\d/ : char === 'A' ? /[A-Za-z]/ : char)),
});
