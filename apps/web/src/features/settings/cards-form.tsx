import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Form, FormActions } from '../../components/ui/form';
import { useSchemaSubmit, type LazySchema } from '../../lib/form';

export interface CardsFormSubmit {
  /** Field errors (the schema's or the server's), shown under their fields. */
  errors?: Record<string, string>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the form's schema when focus enters it (`lazySchema(...).preload`). */
  preload?: () => void;
  isPending: boolean;
}

interface CardsFormProps {
  'aria-label': string;
  /** The submit: `useSettingsSubmit`'s, or a form's own. */
  form: CardsFormSubmit;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** The form's cards (`FormCard`). */
  children: ReactNode;
}

/**
 * A form of cards with its one submit button at the end of the row: the settings tabs and the
 * profile's forms (My Profile, Email address, Change password). Give it a new `key` to empty it.
 */
export function CardsForm({ form, submitLabel, submitVariant, children, ...props }: CardsFormProps) {
  const { errors, onSubmit, preload, isPending } = form;
  return (
    <Form validationErrors={errors} onSubmit={onSubmit} onFocus={preload} aria-label={props['aria-label']}>
      {children}
      <FormActions>
        <Button type="submit" variant={submitVariant} isPending={isPending} className="sm:ms-auto">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * The submit of a `CardsForm` whose fields the schema reads by name (plus `extra()`, the
 * controlled ones; `useSchemaSubmit`): valid values go to `save(values, refuse)`, where
 * `refuse(fieldErrors)` puts the server's field errors under their fields.
 */
export function useCardsFormSubmit<S extends z.ZodType>(
  schema: LazySchema<S>,
  extra: () => Record<string, unknown>,
  save: (values: z.output<S>, refuse: (fieldErrors: Record<string, string>) => void) => void,
) {
  const [serverErrors, refuse] = useState<Record<string, string> | null>(null);
  const submit = useSchemaSubmit(schema, extra, (values) => save(values, refuse));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    refuse(null);
    submit.onSubmit(event);
  }
  return { errors: serverErrors ?? submit.errors, onSubmit, preload: schema.preload };
}
