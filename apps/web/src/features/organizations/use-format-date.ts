import { useCallback } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { defaultDateFormat, formatDate, type DateFormat } from '@lug/domain/date-format';
import { settingsQueries } from '../settings/api';
import { useOrganization } from './use-organization';

/**
 * Warms the organisation's settings (any member may read `general`), so dates render in its format
 * on the first paint. Loaders of screens that show dates await it with what they need:
 * `loadOrganization((queryClient, organizationId) => [warmDateFormat(queryClient, organizationId), …])`.
 * It never throws: if the settings do not load, dates show in the default format.
 */
export function warmDateFormat(queryClient: QueryClient, organizationId: number) {
  return queryClient.prefetchQuery(settingsQueries.get(organizationId));
}

/** The selected organisation's date format (General settings); the default while it loads. */
export function useDateFormat(): DateFormat {
  const { organizationId } = useOrganization();
  // Not suspending: a date shows in the default format rather than blanking the screen.
  const settings = useQuery(settingsQueries.get(organizationId));
  return settings.data?.general.date_format ?? defaultDateFormat;
}

/**
 * Formats dates the way the organisation chose (Settings > General > Date format):
 * `const formatDate = useFormatDate(); formatDate('2026-03-07') // "07/03/2026"`.
 * Takes a `yyyy-mm-dd` date (or the date part of an ISO timestamp); empty input gives ''.
 */
export function useFormatDate(): (isoDate: string | null | undefined) => string {
  const format = useDateFormat();
  return useCallback((isoDate) => (isoDate ? formatDate(isoDate, format) : ''), [format]);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Formats a timestamp as the organisation's date plus the local time ("07/03/2026, 14:05");
 * `fallback` when there is none (e.g. 'Never' for a last login).
 */
export function useFormatDateTime(): (timestamp: string | null | undefined, fallback?: string) => string {
  const format = useDateFormat();
  return useCallback(
    (timestamp, fallback = '') => {
      if (!timestamp) return fallback;
      const date = new Date(timestamp);
      if (Number.isNaN(date.getTime())) return fallback;
      return `${formatDate(localIsoDate(date), format)}, ${timeFormat.format(date)}`;
    },
    [format],
  );
}
