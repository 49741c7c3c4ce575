import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import type { OrganizationSettings, UpdateSettingsInput } from '@lug/domain/settings';
import { Button } from '../../components/ui/button';
import { Form, FormActions } from '../../components/ui/form';
import { focusFirstInvalid, type LazySchema } from '../../lib/form';
import { sectionErrors, useSaveSettings, useSectionErrors, useSettings, type SettingsSection } from './use-settings';

/** A settings tab's page: its form, on the settings the layout's loader awaited. */
export function SettingsTab({ children }: { children: (settings: OrganizationSettings) => ReactNode }) {
  return children(useSettings());
}

interface SettingsSubmitOptions<Z> {
  /** The field errors of values the schema refused (default: one per dotted path). */
  invalid?: (error: z.ZodError, schema: Z) => Record<string, string>;
  /** Just before saving valid values. */
  valid?: (values: z.output<Z & z.ZodType>) => void;
}

/**
 * The submit of one settings section: `onSubmit` validates `read()` with the section's schema, then
 * saves; errors (the schema's or the server's) show under their fields with focus on the first.
 * `edited(key, setter)` makes an onChange that drops that field's error as the user types.
 */
export function useSettingsSubmit<S extends SettingsSection, Z extends z.ZodType<NonNullable<UpdateSettingsInput[S]>>>(
  section: S,
  schema: LazySchema<Z>,
  read: () => unknown,
  options: SettingsSubmitOptions<Z> = {},
) {
  const { errors, setErrors, edited, clear } = useSectionErrors();
  const { save, isPending } = useSaveSettings(section);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    schema.use((loaded) => {
      const parsed = loaded.safeParse(read());
      if (!parsed.success) {
        setErrors(options.invalid ? options.invalid(parsed.error, loaded) : sectionErrors(parsed.error));
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      options.valid?.(parsed.data);
      save(parsed.data, {
        onFieldErrors: (fieldErrors) => {
          setErrors(fieldErrors);
          focusFirstInvalid(form);
        },
      });
    });
  }

  return { errors, edited, clear, isPending, onSubmit, preload: schema.preload };
}

interface SettingsFormProps {
  'aria-label': string;
  /** What `useSettingsSubmit` gives (or a section's own submit, with its errors). */
  form: {
    errors?: Record<string, string>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    preload?: () => void;
    isPending: boolean;
  };
  /** The button's label (default **Save Settings**). */
  submitLabel?: string;
  /** The section's cards (`FormCard`). */
  children: ReactNode;
}

/** A settings section's form: its cards, then the save button at the end of the row. */
export function SettingsForm({ form, submitLabel = 'Save Settings', children, ...props }: SettingsFormProps) {
  const { errors, onSubmit, preload, isPending } = form;
  return (
    <Form validationErrors={errors} onSubmit={onSubmit} onFocus={preload} aria-label={props['aria-label']}>
      {children}
      <FormActions>
        <Button type="submit" isPending={isPending} className="sm:ms-auto">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
