import type * as z from 'zod/mini';
import type { MessageKey } from '../i18n/catalog/en';

/** One field's first problem, ready for `translate(key, params)`. */
export interface FieldError {
  key: MessageKey;
  params: Record<string, number | string>;
}

/**
 * Our schemas' messages are catalogue keys (`validation.required`), typed as such where they are
 * written; zod's own are sentences. Told apart by shape, so no catalogue loads with a form.
 */
const isMessageKey = (message: string): message is MessageKey => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);

function fallbackKey(issue: z.core.$ZodIssue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return 'validation.required';
    case 'too_small':
      return issue.origin === 'array' ? 'validation.minItems' : 'validation.minLength';
    case 'too_big':
      return issue.origin === 'array' ? 'validation.maxItems' : 'validation.maxLength';
    case 'invalid_value':
      return 'validation.option';
    default:
      return 'validation.invalid';
  }
}

function paramsOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum);
    return issue.exact ? { length: minimum } : { min: minimum };
  }
  if (issue.code === 'too_big') {
    const maximum = Number(issue.maximum);
    return issue.exact ? { length: maximum } : { max: maximum };
  }
  return {};
}

/**
 * Turns a zod error into one translatable message per field, keyed by dotted path
 * (`contacts.0.contact`); a form-level issue is keyed by `''`. The first issue of a path wins, so
 * "required" is shown before "too short". Issues raised without a catalogue key (a wrong type from
 * a hand-built payload) get the closest generic key.
 */
export function fieldErrors(error: { readonly issues: readonly z.core.$ZodIssue[] }): Record<string, FieldError> {
  const result: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path in result) continue;
    result[path] = {
      key: isMessageKey(issue.message) ? issue.message : fallbackKey(issue),
      params: paramsOf(issue),
    };
  }
  return result;
}
