import * as z from 'zod/mini';
import { actionFailure, type ActionFailure } from '../errors/oyna.errors';
import { fieldErrors, type FieldError } from '../forms/forms.errors';

/** What submitting an account form did: done (with the server's message for the toast), or why not. */
export type FormSubmitResult = { status: 'done'; message: string } | { status: 'invalid'; errors: Record<string, FieldError> } | ActionFailure;

/**
 * Submits an account form the way every account dialog does: the form's rules first (nothing is
 * sent when they refuse, and each wrong field is named), then the call; `done` runs only when the
 * server agreed. A refusal carries the server's words, any other failure a typed error.
 */
export async function submitForm<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  call: (body: T) => Promise<{ message: string }>,
  done: (body: T) => void = () => {},
): Promise<FormSubmitResult> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
  try {
    const { message } = await call(parsed.data);
    done(parsed.data);
    return { status: 'done', message };
  } catch (error) {
    return actionFailure(error);
  }
}
