import { fieldErrors } from '@oyna/sdk/forms';
import { createTranslate } from '@oyna/sdk/i18n';
import type { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import { fieldLabel, isMessageKey, message } from '../i18n/messages.ts';
import { RequestValidationError } from './errors.ts';

/** Builds the 400 error for problems already worded in the caller's language, by field. */
export function validationError(locale: Locale, problems: Readonly<Record<string, string>>): RequestValidationError {
  const text = Object.entries(problems)
    .map(([field, problem]) => (field ? `${fieldLabel(locale, field)}: ${problem}` : problem))
    .join('; ');
  return new RequestValidationError(text, problems);
}

const boundsOf = (issue: z.core.$ZodIssue): Record<string, number> =>
  issue.code === 'too_small' ? { min: Number(issue.minimum) } : issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};

/**
 * Parses a request body or query with a zod schema and on failure throws a 400 naming each field
 * and its broken rule in the caller's language (`Kullanıcı adı: En az 3 karakter girin`). Issue
 * messages are keys: the SDK's form schemas use its catalogue (worded by the SDK's own
 * `fieldErrors`), the sandbox's own schemas may also use server message keys.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const catalogue = fieldErrors(result.error);
  const translate = createTranslate(locale);
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (Object.hasOwn(problems, field)) continue;
    const fromCatalogue = catalogue[field];
    problems[field] = isMessageKey(issue.message)
      ? message(locale, issue.message, boundsOf(issue))
      : fromCatalogue
        ? translate(fromCatalogue.key, fromCatalogue.params)
        : translate('validation.invalid');
  }
  throw validationError(locale, problems);
}
