import { maskitoTransform, type MaskitoOptions } from '@maskito/core';
import { PHONE_MASK, PHONE_PREFIX } from '@oyna/sdk/forms';

const digit = /\d/;
const national = (count: number) => Array.from({ length: count }, () => digit);

/**
 * The phone field's mask: the fixed `+90` and the ten digits of a Turkish number, grouped as people
 * write them: `+90 (532) 123 45 67`.
 */
export const phoneMaskOptions: MaskitoOptions = {
  mask: ['+', ...PHONE_PREFIX, ' ', '(', ...national(3), ')', ' ', ...national(3), ' ', ...national(2), ' ', ...national(2)],
};

/** What an empty phone field shows: the mask with a blank for each digit (`+90 (___) ___ __ __`). */
export const PHONE_PLACEHOLDER = (phoneMaskOptions.mask as readonly (string | RegExp)[])
  .map((part) => (typeof part === 'string' ? part : '_'))
  .join('');

/** How many digits follow the prefix (the spec's mask, `0000000000`). */
export const NATIONAL_DIGITS = PHONE_MASK.length;

/** The number the forms send, prefix included ('905321234567'), from what the field shows; '' when no digit was typed after the prefix. */
export function phoneDigits(shown: string): string {
  const digits = shown.replace(/\D/g, '');
  const rest = digits.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length) : digits;
  return rest === '' ? '' : PHONE_PREFIX + rest.slice(0, NATIONAL_DIGITS);
}

/** What the field shows for a number the forms hold ('905321234567' is '+90 (532) 123 45 67'). */
export function phoneShown(digits: string): string {
  const rest = digits.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length) : digits;
  if (rest === '') return '';
  return maskitoTransform(`+${PHONE_PREFIX} (${rest}`, phoneMaskOptions);
}
