import * as z from 'zod/mini';
import { ApiError } from '../errors/oyna.errors';
import { object } from '../schema/zod';
import type { FieldError } from './forms.errors';

// A 400 that names its fields: `{ fields: { 'detail.Amount': 'The minimum for Havale/EFT is 100.00 TRY.' } }`.
const namedFieldsSchema = object({ fields: z.record(z.string(), z.string()) });

/**
 * The form fields a server's 400 names, each with the server's own words (`validation.server`), so
 * they show under the field the player has to change. `prefix` is where the form's fields sit in the
 * payload (`detail.`); only `known` fields are kept, and an error that names none of them gives `{}`:
 * its message is the caller's to show another way.
 */
export function serverFieldErrors(error: unknown, known: readonly string[], prefix = ''): Record<string, FieldError> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const named = z.safeParse(namedFieldsSchema, error.data);
  if (!named.success) return {};
  const errors: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(named.data.fields)) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : null;
    if (field !== null && known.includes(field)) errors[field] = { key: 'validation.server', params: { message } };
  }
  return errors;
}
