import type { Activity } from '@lug/domain/activities';

/**
 * When an activity happens, dates in the organisation's format (`formatDate`, default yyyy-mm-dd).
 * One day: "2026-04-18, 10:00 – 17:00"; several: "2026-04-18 10:00 – 2026-04-19 17:00".
 */
export function formatActivityWhen(
  activity: Pick<Activity, 'start_date' | 'end_date' | 'start_time' | 'end_time'>,
  formatDate: (isoDate: string) => string = (isoDate) => isoDate,
): string {
  const { start_time, end_time } = activity;
  const startDate = formatDate(activity.start_date);
  const endDate = formatDate(activity.end_date);
  if (activity.start_date === activity.end_date) {
    if (start_time && end_time) return `${startDate}, ${start_time} – ${end_time}`;
    if (start_time) return `${startDate}, from ${start_time}`;
    if (end_time) return `${startDate}, until ${end_time}`;
    return startDate;
  }
  const start = start_time ? `${startDate} ${start_time}` : startDate;
  const end = end_time ? `${endDate} ${end_time}` : endDate;
  return `${start} – ${end}`;
}

export function currentYear(): number {
  return new Date().getFullYear();
}
