import { t } from '@lingui/core/macro';
import type { Activity } from '@lug/domain/activities';

/**
 * When an activity happens, dates in the organisation's format (`formatDate`, default yyyy-mm-dd).
 * One day: "2026-04-18, 10:00 – 17:00"; several: "2026-04-18 10:00 – 2026-04-19 17:00".
 */
export function formatActivityWhen(
  activity: Pick<Activity, 'start_date' | 'end_date' | 'start_time' | 'end_time'>,
  formatDate: (isoDate: string) => string = (isoDate) => isoDate,
): string {
  const { start_time: startTime, end_time: endTime } = activity;
  const startDate = formatDate(activity.start_date);
  const endDate = formatDate(activity.end_date);
  if (activity.start_date === activity.end_date) {
    if (startTime && endTime) return `${startDate}, ${startTime} – ${endTime}`;
    if (startTime) return t`${startDate}, from ${startTime}`;
    if (endTime) return t`${startDate}, until ${endTime}`;
    return startDate;
  }
  const start = startTime ? `${startDate} ${startTime}` : startDate;
  const end = endTime ? `${endDate} ${endTime}` : endDate;
  return `${start} – ${end}`;
}

export function currentYear(): number {
  return new Date().getFullYear();
}
