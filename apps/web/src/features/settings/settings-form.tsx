import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
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
 */
export function useSettingsSubmit<S extends SettingsSection, Z extends z.ZodType<NonNullable<UpdateSettingsInput[S]>>>(
  section: S,
  schema: LazySchema<Z>,
  read: () => unknown,
  options: SettingsSubmitOptions<Z> = {},
) {
  const { errors, setErrors, clear } = useSectionErrors();
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

  return { errors, clear, isPending, onSubmit, preload: schema.preload };
}

/**
 * A section's values in one state, with its submit (`useSettingsSubmit`): `field('from_email')`
 * gives a text or number field its `name`, `value` and `onChange`, `toggle('new_activity')` a
 * switch its `isSelected` and `onChange`; a change drops that field's error. `read` makes the
 * section's values from them (and from state kept elsewhere) when they are saved.
 */
export function useSettingsValues<
  S extends SettingsSection,
  Z extends z.ZodType<NonNullable<UpdateSettingsInput[S]>>,
  V extends Record<string, unknown>,
>(
  section: S,
  schema: LazySchema<Z>,
  initial: V,
  options: SettingsSubmitOptions<Z> & { read?: (values: V) => unknown } = {},
) {
  const [values, setValues] = useState(initial);
  const { read = (current: V) => current, ...submitOptions } = options;
  const form = useSettingsSubmit(section, schema, () => read(values), submitOptions);
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
  });
  const toggle = <K extends keyof V & string>(key: K) => ({
    isSelected: values[key] as boolean,
    onChange: (value: boolean) => set(key, value as V[K]),
  });
  return { form, values, set, field, toggle };
}

/** A settings section's form: its cards, then **Save Settings** (or `submitLabel`) at the end of the row. */
export function SettingsForm({
  submitLabel,
  ...props
}: Omit<ComponentProps<typeof CardsForm>, 'submitLabel'> & { submitLabel?: string }) {
  const { t } = useLingui();
  return <CardsForm submitLabel={submitLabel ?? t`Save Settings`} {...props} />;
}
