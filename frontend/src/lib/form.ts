import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The form's fields as strings (file inputs are not used by these forms). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    values[key] = typeof value === 'string' ? value : '';
  });
  return values;
}

/**
 * Client-side check with the same contract schema the server uses: empty required fields get
 * their own message, every other rule the schema's (Turkish) message. Empty object = valid.
 */
export function validateForm(
  schema: z.ZodType,
  values: Record<string, string>,
  required: Record<string, string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(required)) {
    if (!values[field]?.trim()) errors[field] = message;
  }
  const result = schema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}
