import { PHONE_PREFIX } from '@oyna/sdk/forms';

/**
 * A stored number as people read it: a Turkish one grouped as the phone field writes it
 * ('905321234567' is '+90 (532) 123 45 67'), any other with its plus. Pure slicing: a page that only
 * shows a number does not load the field's mask.
 */
export function phoneText(phone: string): string {
  const national = phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : '';
  if (!/^\d{10}$/.test(national)) return `+${phone}`;
  return `+${PHONE_PREFIX} (${national.slice(0, 3)}) ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}
