import { formatMoney, hasCents, toMinor } from '../betting/betting.money.ts';
import { RequestValidationError } from '../http/errors.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import { isValidTrIban, normalizeIban } from './iban.ts';
import { AMOUNT_KEY, type MethodField, type PaymentMethod } from './payment.methods.ts';

/** The longest text a String field takes. */
export const TEXT_FIELD_MAX = 100;
const INT_MAX = 2 ** 31 - 1;
const HUGE = Number.MAX_SAFE_INTEGER / 100;

export type DetailValue = string | number;

/** A request's details once every rule held: the amount in kuruş and each field's clean value. */
export interface CheckedDetail {
  amountMinor: number;
  values: Record<string, DetailValue>;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A mask's digits and letters as a pattern: `0` a digit, `A` a letter, anything else itself. */
const maskPattern = (mask: string): RegExp =>
  new RegExp(`^${[...mask].map((char) => (char === '0' ? '\\d' : char === 'A' ? '[A-Za-z]' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`);

/** The field's clean value, or the problem with it in the caller's words. */
function checkField(field: MethodField, value: unknown, locale: Locale): { value: DetailValue } | { problem: string } {
  if (blank(value)) return { problem: message(locale, 'validation.required') };
  if (field.option) {
    const chosen = field.option.find((option) => String(option.id) === String(value));
    return chosen && (typeof value === 'string' || typeof value === 'number') ? { value: chosen.id } : { problem: message(locale, 'validation.option') };
  }
  if (field.objectType === 'String') {
    if (typeof value !== 'string') return { problem: message(locale, 'validation.invalid') };
    const text = value.trim();
    if (field.key.toLowerCase() === 'iban') return isValidTrIban(text) ? { value: normalizeIban(text) } : { problem: message(locale, 'payments.iban') };
    if (text.length > TEXT_FIELD_MAX) return { problem: message(locale, 'payments.tooLong', { max: TEXT_FIELD_MAX }) };
    if (field.mask && !maskPattern(field.mask).test(text)) return { problem: message(locale, 'payments.mask', { mask: field.mask }) };
    return { value: text };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return { problem: message(locale, 'validation.number') };
  // An amount too large to count in kuruş is the limits' to refuse, in their words.
  if (field.objectType === 'Decimal') return hasCents(value) || Math.abs(value) > HUGE ? { value } : { problem: message(locale, 'payments.cents') };
  const limit = field.objectType === 'Int' ? INT_MAX : Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(value) || Math.abs(value) > limit) return { problem: message(locale, 'validation.integer') };
  if (field.mask && !maskPattern(field.mask).test(String(value).padStart(field.mask.length, '0'))) {
    return { problem: message(locale, 'payments.mask', { mask: field.mask }) };
  }
  return { value };
}

/**
 * Checks a deposit's or withdrawal's `detail` against the method's fields: every field required, no
 * others, numbers for Int, Long and Decimal (whole for the first two, whole kuruş for the last), one of
 * the options for a dropdown, a Turkish IBAN with valid check digits, a mask's shape, and the amount
 * within the method's limits. Throws the 400 naming each wrong field by the method's label.
 */
export function checkDetail(method: PaymentMethod, detail: Readonly<Record<string, unknown>>, locale: Locale): CheckedDetail {
  const problems: Record<string, string> = {};
  const labels: Record<string, string> = {};
  const values: Record<string, DetailValue> = {};
  for (const field of method.fields) {
    const checked = checkField(field, detail[field.key], locale);
    labels[`detail.${field.key}`] = field.label[locale];
    if ('problem' in checked) problems[`detail.${field.key}`] = checked.problem;
    else values[field.key] = checked.value;
  }
  for (const key of Object.keys(detail)) {
    if (!method.fields.some((field) => field.key === key)) problems[`detail.${key}`] = message(locale, 'validation.unexpected');
  }
  const amount = values[AMOUNT_KEY];
  if (typeof amount === 'number') {
    const amountMinor = toMinor(amount);
    const limits = { method: method.name };
    if (amountMinor <= 0) problems[`detail.${AMOUNT_KEY}`] = message(locale, 'payments.positive');
    else if (amountMinor < method.minMinor) problems[`detail.${AMOUNT_KEY}`] = message(locale, 'payments.minAmount', { ...limits, amount: formatMoney(locale, method.minMinor) });
    else if (amountMinor > method.maxMinor) problems[`detail.${AMOUNT_KEY}`] = message(locale, 'payments.maxAmount', { ...limits, amount: formatMoney(locale, method.maxMinor) });
  }
  const wrong = Object.entries(problems);
  if (wrong.length > 0) {
    const text = wrong.map(([field, problem]) => `${labels[field] ?? field.slice('detail.'.length)}: ${problem}`).join('; ');
    throw new RequestValidationError(text, problems);
  }
  return { amountMinor: toMinor(amount as number), values };
}
