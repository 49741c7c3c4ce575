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
  /** A new number empties the form's fields (they are read from the form, not kept in state). */
  generation?: number;
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
 * profile's forms (My Profile, Email address, Change password).
 */
export function CardsForm({ form, submitLabel, submitVariant, children, ...props }: CardsFormProps) {
  const { errors, onSubmit, preload, isPending, generation } = form;
  return (
    <Form
      key={generation}
      validationErrors={errors}
      onSubmit={onSubmit}
      onFocus={preload}
      aria-label={props['aria-label']}
    >
      {children}
      <FormActions>
        <Button type="submit" variant={submitVariant} isPending={isPending} className="sm:ms-auto">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}

interface CardsFormSubmitOptions<S extends z.ZodType> {
  /** The form's schema; it reads the fields by name. */
  schema: LazySchema<S>;
  /** The values of controlled fields (switches, counted text areas). */
  extra?: () => Record<string, unknown>;
  /** Whether the save is under way (the mutation's `isPending`). */
  isPending: boolean;
  /**
   * Saves valid values: `refuse(fieldErrors)` puts the server's field errors under their fields;
   * `reset()` empties the form (a password or an address, once changed).
   */
  save: (
    values: z.output<S>,
    form: { refuse: (fieldErrors: Record<string, string>) => void; reset: () => void },
  ) => void;
}

/** The submit of a `CardsForm` (`useSchemaSubmit`, plus the server's field errors and a reset). */
export function useCardsFormSubmit<S extends z.ZodType>({
  schema,
  extra = () => ({}),
  isPending,
  save,
}: CardsFormSubmitOptions<S>): CardsFormSubmit {
  const [serverErrors, refuse] = useState<Record<string, string> | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = () => setGeneration((current) => current + 1);
  const submit = useSchemaSubmit(schema, extra, (values) => save(values, { refuse, reset }));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    refuse(null);
    submit.onSubmit(event);
  }
  return { errors: serverErrors ?? submit.errors, onSubmit, preload: schema.preload, isPending, generation };
}
