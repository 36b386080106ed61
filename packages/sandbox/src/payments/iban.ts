/** A Turkish IBAN: TR, two check digits, then 22 more digits (bank code, reserve digit, account). */
const TR_IBAN = /^TR\d{24}$/;

/** An IBAN as typed or pasted: spaces gone, letters upper-cased. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * Whether `text` (spaces allowed, any case) is a Turkish IBAN whose check digits hold: the ISO 13616
 * mod-97 test, the country code and check digits moved to the end, letters as 10–35, remainder 1.
 */
export function isValidTrIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!TR_IBAN.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
