import type { FieldError, fieldErrors } from '@oyna/sdk/forms';

export interface FormProgress<Field extends string> {
  /** Fields the player has left at least once. */
  touched: Partial<Record<Field, boolean>>;
  /** Whether a submit was attempted. */
  submitted: boolean;
}

/**
 * The errors a player should see now: a field's error shows once they have left that field, and
 * every error shows after a submit attempt, so nobody is scolded while still typing.
 */
export function visibleErrors<Field extends string>(
  errors: Readonly<Record<string, FieldError>>,
  progress: FormProgress<Field>,
): Partial<Record<Field, FieldError>> {
  const shown: Partial<Record<Field, FieldError>> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (progress.submitted || progress.touched[field as Field]) shown[field as Field] = error;
  }
  return shown;
}

/** What a form needs from a zod schema of `@oyna/sdk/forms`. */
export interface FormSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}
