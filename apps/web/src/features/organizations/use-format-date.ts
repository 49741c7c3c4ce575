import { useCallback, useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  defaultDateTimeStyle,
  formatDateTime,
  formatDay,
  type DateFormat,
  type DateTimeStyle,
} from '@lug/domain/date-format';
import { settingsQueries } from '../settings/api';
import { useOrganizationSelection } from './use-organization';

/**
 * Warms the organisation's settings (any member may read `general`), so dates and times render in
 * its format and time zone on the first paint. Loaders of screens that show dates await it with
 * what they need:
 * `loadOrganization((queryClient, organizationId) => [warmDateFormat(queryClient, organizationId), …])`.
 * It never throws: if the settings do not load, dates show in the default format, times in UTC.
 */
export function warmDateFormat(queryClient: QueryClient, organizationId: number) {
  return queryClient.prefetchQuery(settingsQueries.get(organizationId));
}

/**
 * The selected organisation's date format and time zone (Settings > General): the one style every
 * date and time on a platform screen follows (the account's own cards on My Profile too); the
 * default (yyyy-mm-dd, UTC) while it loads or when no organisation is selected.
 */
export function useDateTimeStyle(): DateTimeStyle {
  const { organizationId } = useOrganizationSelection();
  // Not suspending: a date shows in the default format rather than blanking the screen.
  const settings = useQuery({ ...settingsQueries.get(organizationId ?? 0), enabled: organizationId !== null });
  const format = settings.data?.general.date_format ?? defaultDateTimeStyle.format;
  const timeZone = settings.data?.general.time_zone ?? defaultDateTimeStyle.timeZone;
  return useMemo(() => ({ format, timeZone }), [format, timeZone]);
}

/** The selected organisation's date format (General settings); the default while it loads. */
export function useDateFormat(): DateFormat {
  return useDateTimeStyle().format;
}

/**
 * Formats days the way the organisation chose (Settings > General > Date format):
 * `const formatDate = useFormatDate(); formatDate('2026-03-07') // "07/03/2026"`.
 * A `yyyy-mm-dd` date shows as it is; an ISO timestamp as its day in the organisation's time zone.
 * Empty input gives ''.
 */
export function useFormatDate(): (value: string | null | undefined) => string {
  const style = useDateTimeStyle();
  return useCallback((value) => formatDay(value, style), [style]);
}

/**
 * Formats a timestamp as the organisation's date and the time in the organisation's time zone
 * ("07/03/2026, 14:05"); `fallback` when there is none (e.g. 'Never' for a last login).
 */
export function useFormatDateTime(): (timestamp: string | null | undefined, fallback?: string) => string {
  const style = useDateTimeStyle();
  return useCallback((timestamp, fallback = '') => formatDateTime(timestamp, style, fallback), [style]);
}
