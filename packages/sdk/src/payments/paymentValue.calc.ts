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

export const IBAN_PATTERN = /^TR\d{24}$/;
export const IBAN_PREFIX = 'TR';
export const IBAN_DIGITS = 24;
/** Input mask of the Iban field: the TR prefix and 24 digits. */
export const IBAN_MASK = `${IBAN_PREFIX}${'0'.repeat(IBAN_DIGITS)}`;

/** Cleans a typed or pasted IBAN: spaces removed, letters upper-cased. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();
