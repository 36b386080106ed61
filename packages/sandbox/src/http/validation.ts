import type { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import { fieldLabel, isMessageKey, message, type MessageKey } from '../i18n/messages.ts';
import { RequestValidationError } from './errors.ts';

/** A call's own names for some of its fields, where the shared label would mislead (`code` is a game's elsewhere). */
export type FieldLabels = Readonly<Record<string, MessageKey>>;

/** Builds the 400 error for problems already worded in the caller's language, by field. */
export function validationError(locale: Locale, problems: Readonly<Record<string, string>>, labels: FieldLabels = {}): RequestValidationError {
  const label = (field: string) => (Object.hasOwn(labels, field) ? message(locale, labels[field]!) : fieldLabel(locale, field));
  const text = Object.entries(problems)
    .map(([field, problem]) => (field ? `${label(field)}: ${problem}` : problem))
    .join('; ');
  return new RequestValidationError(text, problems);
}

/** The numbers a rule's text names: `{min}`, `{max}` or `{length}`. */
function boundsOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small') return issue.exact ? { length: Number(issue.minimum) } : { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return issue.exact ? { length: Number(issue.maximum) } : { max: Number(issue.maximum) };
  return {};
}

/** The closest message for an issue raised without a message key (a wrong type, say). */
function fallbackKey(issue: z.core.$ZodIssue): MessageKey {
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'validation.object';
  if (issue.code === 'invalid_type') return 'validation.required';
  if (issue.code === 'invalid_union') return 'validation.option';
  const list = 'origin' in issue && issue.origin === 'array';
  if (issue.code === 'too_small') return list ? 'validation.minItems' : issue.exact ? 'validation.exactLength' : 'validation.minLength';
  if (issue.code === 'too_big') return list ? 'validation.maxItems' : issue.exact ? 'validation.exactLength' : 'validation.maxLength';
  if (issue.code === 'invalid_value') return 'validation.option';
  return 'validation.invalid';
}

/**
 * Parses a request body or query with a zod schema and on failure throws a 400 naming each field
 * and its first broken rule in the caller's language (`Kullanıcı adı: En az 3 karakter girin`).
 * Issue messages are the server's message keys.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale, labels?: FieldLabels): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    // A strict schema names each field it does not know.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems[field ? `${field}.${key}` : key] ??= message(locale, 'validation.unexpected');
      continue;
    }
    if (Object.hasOwn(problems, field)) continue;
    problems[field] = message(locale, isMessageKey(issue.message) ? issue.message : fallbackKey(issue), boundsOf(issue));
  }
  throw validationError(locale, problems, labels);
}
