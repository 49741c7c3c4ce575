import type { ComponentProps, FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import type { OrganizationSettings, UpdateSettingsInput } from '@lug/domain/settings';
import { CardsForm } from './cards-form';
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

/** A settings section's form: its cards, then **Save Settings** (or `submitLabel`) at the end of the row. */
export function SettingsForm({
  submitLabel = 'Save Settings',
  ...props
}: Omit<ComponentProps<typeof CardsForm>, 'submitLabel'> & { submitLabel?: string }) {
  return <CardsForm submitLabel={submitLabel} {...props} />;
}
