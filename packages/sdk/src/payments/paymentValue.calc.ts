/** What a payment form holds per field: typed text, or a number from a number input. */
export type PaymentFieldValue = string | number;

/**
 * Reads a number field: a number, or a plain numeric string such as '1500.50'. Locale-formatted
 * text ('1.500,50') is not accepted: number inputs hand over machine values.
 */
export function parsePaymentNumber(value: PaymentFieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/**
 * Whether an operator's mask is a template of characters (`0` a digit, `A` a letter, anything else
 * itself, such as `0000000000`), rather than a keyword of some mask library (`separator.2`), which
 * names no characters to fill.
 */
export const isTemplateMask = (mask: string): boolean => /[0A]/.test(mask) && !/[a-z]/.test(mask);

/**
 * Whether a value fills an operator's template mask to the end (`0` a digit, `A` a letter, anything else
 * itself): a Papara number of five digits does not fit `0000000000`.
 */
export function fitsMask(value: PaymentFieldValue, mask: string): boolean {
  const text = String(value).trim();
  return text.length === mask.length && [...mask].every((char, index) => {
    const typed = text[index] ?? '';
    if (char === '0') return /\d/.test(typed);
    if (char === 'A') return /[A-Za-z]/.test(typed);
    return typed === char;
  });
}

export const IBAN_PATTERN = /^TR\d{24}$/;
export const IBAN_PREFIX = 'TR';
export const IBAN_DIGITS = 24;
/** Input mask of the Iban field: the TR prefix and 24 digits. */
export const IBAN_MASK = `${IBAN_PREFIX}${'0'.repeat(IBAN_DIGITS)}`;

/** Cleans a typed or pasted IBAN: spaces removed, letters upper-cased. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * Whether a typed or pasted IBAN is TR + 24 digits whose check digits hold (ISO 13616 mod 97: the
 * first four characters moved to the end, letters as 10–35, the remainder must be 1), so a slip of
 * one digit is caught before anything is sent.
 */
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!IBAN_PATTERN.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
