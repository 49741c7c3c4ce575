import type { z } from 'zod';

/** The text values of a form by field name (uncontrolled React Aria fields submit through FormData). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Field errors for a React Aria <Form validationErrors>: the first message per top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (name === undefined) continue;
    const key = String(name);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

type ParseResult<T> =
  { success: true; data: T; errors: Record<string, never> } | { success: false; errors: Record<string, string> };

/**
 * Validates a submitted form with a shared schema: `const result = parseForm(schema, event.currentTarget)`;
 * on failure pass `result.errors` to <Form validationErrors> (and focus moves to the first invalid field).
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: HTMLFormElement,
  extra?: Record<string, unknown>,
): ParseResult<z.output<S>> {
  const parsed = schema.safeParse({ ...formValues(form), ...extra });
  if (parsed.success) return { success: true, data: parsed.data, errors: {} };
  return { success: false, errors: fieldErrors(parsed.error) };
}

/** Moves focus to the first field React Aria marked invalid (after the errors have rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
