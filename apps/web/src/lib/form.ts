import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { t } from '@lingui/core/macro';
import { toast } from './toast';

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

/** Shown when a form's validation could not be loaded (offline, or a new version was deployed). */
export function formLoadFailed() {
  return {
    title: t`Unable to submit the form`,
    description: t`Check your connection and try again.`,
  };
}

export interface LazySchema<S> {
  /** Starts loading the schema: the form calls it when it gets focus. */
  preload: () => void;
  /**
   * Runs `validate` with the schema: at once when it has loaded (the form had focus), else as soon
   * as it has. A submit while it loads is ignored (a double click); a failed load shows an error
   * toast and the next submit tries again.
   */
  use: (validate: (schema: S) => void) => void;
}

/**
 * A form's zod schema loaded on demand: `lazySchema(() => import('@lug/domain/categories').then((m)
 * => m.categoryFields))`, then `<Form onFocus={schema.preload}>` and `schema.use(...)` on submit.
 * zod (~24 KB gzip) and the schemas stay out of the page's JavaScript until the form is used: they
 * load on demand to keep each page's JavaScript within its budget (125 KB gzip for the home page,
 * 250 KB for the others; scripts/check-bundle-budget.mjs). The screens' constants and helpers come
 * from the domain's zod-free `*-helpers` modules.
 */
export function lazySchema<S>(load: () => Promise<S>): LazySchema<S> {
  let schema: S | undefined;
  let loading: Promise<S> | undefined;
  let waiting = false;
  const start = () => {
    loading ??= load().then(
      (loaded) => (schema = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload: () => {
      start().catch(() => {}); // a failure is reported on submit
    },
    use: (validate) => {
      if (schema !== undefined) return validate(schema);
      if (waiting) return;
      waiting = true;
      start().then(
        (loaded) => {
          waiting = false;
          validate(loaded);
        },
        () => {
          waiting = false;
          const failed = formLoadFailed();
          toast.error(failed.title, failed.description);
        },
      );
    },
  };
}

/**
 * A form's submit with its lazily loaded schema: `onSubmit` validates the form's fields plus
 * `extra()` (the values of controlled fields: selects, switches); the errors go to <Form
 * validationErrors> with focus on the first invalid field, else `onValid` receives the parsed values.
 */
export function useSchemaSubmit<S extends z.ZodType>(
  schema: LazySchema<S>,
  extra: () => Record<string, unknown>,
  onValid: (values: z.output<S>) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    schema.use((loaded) => {
      const result = parseForm(loaded, form, extra());
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      onValid(result.data);
    });
  }
  return { errors, setErrors, onSubmit };
}
