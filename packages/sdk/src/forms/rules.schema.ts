import * as z from 'zod/mini';
import type { MessageKey } from '../i18n/catalog/en';

/** A catalogue key whose text explains a broken validation rule. */
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

/** Zod check parameters carrying a catalogue key as the issue message. */
export const issue = (key: ValidationKey) => ({ error: key });

/** Letters of any alphabet (Turkish çğıöşü included), words separated by exactly one space. */
export const PERSON_NAME_PATTERN = /^\p{L}+(?: \p{L}+)*$/u;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
export const DIGITS_PATTERN = /^\d+$/;
export const EMAIL_PATTERN = z.regexes.email;

const filled = (value: string) => value.length > 0;
const notBlank = (value: string) => value.trim().length > 0;
const requiredCheck = { ...issue('validation.required'), abort: true };

/**
 * A required text of `min` to `max` characters. An empty (or missing) value reports only
 * `validation.required`, so the player is not told "too short" about a field left blank.
 */
export function requiredText(min: number, max?: number) {
  const base = z
    .string(issue('validation.required'))
    .check(z.refine(filled, requiredCheck), z.minLength(min, issue('validation.minLength')));
  return max === undefined ? base : base.check(z.maxLength(max, issue('validation.maxLength')));
}

/** A required value that must not be only whitespace. */
export const nonBlankText = () => z.string(issue('validation.required')).check(z.refine(notBlank, requiredCheck));

/** A required text of exactly `length` characters. */
export const exactText = (length: number) =>
  z
    .string(issue('validation.required'))
    .check(z.refine(filled, requiredCheck), z.length(length, issue('validation.exactLength')));

/** A required whole number (an id chosen in a dropdown, a currency). */
export const requiredId = () =>
  z.number(issue('validation.required')).check(z.refine(Number.isInteger, issue('validation.integer')));

/** Adds the group-level "must match" rule, reported on the confirmation field. */
export function mustMatch<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  field: keyof z.output<S> & string,
  confirmation: keyof z.output<S> & string,
): S {
  return schema.check(
    z.refine((value: z.output<S>) => value[field] === value[confirmation], {
      ...issue('validation.passwordsMatch'),
      path: [confirmation],
    }),
  );
}
