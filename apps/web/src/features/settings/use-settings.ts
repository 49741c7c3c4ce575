import { useCallback, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrganizationSettings, UpdateSettingsInput } from '@lug/domain/settings';
import { useOrganization } from '../organizations/use-organization';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { settingsQueries, useUpdateSettings } from './api';

export const settingsMessages = {
  saved: msg`Settings saved`,
  saveFailed: msg`Error saving settings`,
  loadFailed: msg`Error loading settings`,
};

export type SettingsSection = 'general' | 'notifications' | 'membership' | 'payment' | 'setup' | 'security';

/**
 * The whole settings document (the settings screens are for `settings.manage`, who read every
 * section), which the settings layout's loader awaited.
 */
export function useSettings(): OrganizationSettings {
  const { organizationId } = useOrganization();
  const { data } = useSuspenseQuery(settingsQueries.get(organizationId));
  return data as OrganizationSettings;
}

/**
 * Field errors from a zod error (client) keyed by the dotted path inside the section:
 * `contact_email`, `level_thresholds.1.name`, and `level_thresholds` for the list as a whole.
 */
export function sectionErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.filter((p) => typeof p !== 'symbol').join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A form's field errors, and `clear(...keys)` for a field the user changes (so nothing moves under
 * the pointer on the way to Save).
 */
export function useSectionErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((...keys: string[]) => {
    setErrors((current) => {
      if (!keys.some((key) => key in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);
  return { errors, setErrors, clear };
}

/** The refused fields of one section (`general.contact_email` → `contact_email`). */
function serverSectionErrors(error: unknown, section: SettingsSection): Record<string, string> {
  const prefix = `${section}.`;
  return Object.fromEntries(
    Object.entries(apiFieldErrors(error))
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}

/**
 * Saves one section: `save(values, { onFieldErrors })`. Success shows 'Settings saved' (what goes
 * stale is `useUpdateSettings`'s business); a refusal shows under the section's fields.
 */
export function useSaveSettings<S extends SettingsSection>(section: S) {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const update = useUpdateSettings();

  function save(
    values: NonNullable<UpdateSettingsInput[S]>,
    options: { onFieldErrors: (errors: Record<string, string>) => void },
  ) {
    update.mutate({ organization_id: organizationId, [section]: values } as UpdateSettingsInput, {
      onSuccess: () => toast.success(t(settingsMessages.saved)),
      onError: (error) => {
        const message = errorMessage(error);
        const fieldErrors = serverSectionErrors(error, section);
        options.onFieldErrors(fieldErrors);
        toast.error(t(settingsMessages.saveFailed), Object.values(fieldErrors)[0] ?? message);
      },
    });
  }

  return { save, isPending: update.isPending };
}
