import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrganizationSettings, UpdateSettingsInput } from '@lug/domain/settings';
import { sessionQueryKey } from '../auth/session';
import { useOrganization } from '../organizations/use-organization';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage, trpcHooks } from '../../lib/trpc';

export const settingsMessages = {
  saved: 'Settings saved',
  saveFailed: 'Error saving settings',
  loadFailed: 'Error loading settings',
} as const;

export type SettingsSection = 'general' | 'notifications' | 'membership' | 'security';

/**
 * The whole settings document (the settings screens are for `settings.manage`, who read every
 * section), read from the cache the settings layout's loader warmed.
 */
export function useSettings() {
  const { organizationId } = useOrganization();
  const query = trpcHooks.settings.get.useQuery({ organization_id: organizationId });
  const full = query.data && 'membership' in query.data ? (query.data as OrganizationSettings) : undefined;
  return { query, settings: full };
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
 * A form's field errors, and `edited(key, setter)`: an onChange that also drops that field's error
 * as the user types (so nothing moves under the pointer on the way to Save).
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
  const edited = useCallback(
    <V,>(key: string, set: (value: V) => void) =>
      (value: V) => {
        set(value);
        clear(key);
      },
    [clear],
  );
  return { errors, setErrors, clear, edited };
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
 * Saves one section: `save(values, { onFieldErrors })`. Success shows 'Settings saved' and puts the
 * saved document in the cache (so the organisation's date format applies at once); saving General
 * reloads the session, which carries the organisation's name shown in the sidebar.
 */
export function useSaveSettings<S extends SettingsSection>(section: S) {
  const { organizationId } = useOrganization();
  const utils = trpcHooks.useUtils();
  const queryClient = useQueryClient();
  const update = trpcHooks.settings.update.useMutation();

  function save(values: NonNullable<UpdateSettingsInput[S]>, options: { onFieldErrors: (errors: Record<string, string>) => void }) {
    update.mutate({ organization_id: organizationId, [section]: values } as UpdateSettingsInput, {
      onSuccess: async (saved) => {
        utils.settings.get.setData({ organization_id: organizationId }, saved);
        toast.success(settingsMessages.saved);
        await Promise.all([
          utils.settings.get.invalidate(),
          utils.dashboard.invalidate(),
          utils.auditLog.invalidate(),
          // The session carries the organisation's name (general) and what two factors leave a member (security).
          section === 'general' || section === 'security' ? queryClient.invalidateQueries({ queryKey: sessionQueryKey }) : null,
        ]);
      },
      onError: (error) => {
        const message = errorMessage(error);
        const fieldErrors = serverSectionErrors(error, section);
        options.onFieldErrors(fieldErrors);
        toast.error(settingsMessages.saveFailed, Object.values(fieldErrors)[0] ?? message);
      },
    });
  }

  return { save, isPending: update.isPending };
}
