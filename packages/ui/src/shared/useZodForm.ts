import { useState, type FormEvent } from 'react';
import { fieldErrors, type FieldError } from '@oyna/sdk/forms';
import { focusNamed } from './focusNamed';
import { visibleErrors, type FormProgress, type FormSchema } from './form.model';

export interface ZodForm<Field extends string, Output> {
  values: Record<Field, string>;
  /** The error to show under a field now, if any. */
  errorOf(field: Field): FieldError | undefined;
  /** Props for a text input bound to a field. */
  field(name: Field): {
    name: Field;
    value: string;
    onChange(event: { target: { value: string } }): void;
    onBlur(): void;
  };
  /** Submit handler: validates everything, then calls `onValid` only when the form is valid. */
  handleSubmit(onValid: (data: Output) => unknown): (event: FormEvent<HTMLFormElement>) => void;
  /** Shows errors found elsewhere (the server's), each until its field is changed. */
  showErrors(errors: Partial<Record<Field, FieldError>>): void;
}

/**
 * Text form state validated by a schema of `@oyna/sdk/forms`. Errors appear after a field the player
 * changed is left, and after a submit attempt: focus passing through an untouched field (the one a
 * dialog focuses on opening, left for a tab) says nothing yet. An invalid submit does nothing but
 * move focus to the first field in error.
 */
export function useZodForm<Field extends string, Output>(
  schema: FormSchema<Output>,
  initial: Record<Field, string>,
): ZodForm<Field, Output> {
  const [values, setValues] = useState(initial);
  const [progress, setProgress] = useState<FormProgress<Field>>({ touched: {}, submitted: false });
  const [external, setExternal] = useState<Partial<Record<Field, FieldError>>>({});
  const parsed = schema.safeParse(values);
  const shown = visibleErrors<Field>(parsed.success ? {} : fieldErrors(parsed.error), progress);

  return {
    values,
    errorOf: (field) => shown[field] ?? external[field],
    field: (name) => ({
      name,
      value: values[name],
      onChange: (event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setExternal((current) => (name in current ? { ...current, [name]: undefined } : current));
      },
      onBlur: () => {
        if (values[name] !== initial[name]) setProgress((current) => ({ ...current, touched: { ...current.touched, [name]: true } }));
      },
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      setProgress((current) => ({ ...current, submitted: true }));
      if (parsed.success) {
        void onValid(parsed.data);
        return;
      }
      focusNamed(event.currentTarget, String(parsed.error.issues[0]?.path[0]));
    },
    showErrors: setExternal,
  };
}
