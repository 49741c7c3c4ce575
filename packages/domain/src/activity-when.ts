/**
 * An activity's dates and times as the server writes them (emails, PDFs), in the group's date
 * format (docs/product/locale.md): "07.03.2026 at 10:00", "07.03.2026, 10:00–16:00",
 * "07.03.2026, until 16:00", "07.03.2026 10:00 to 08.03.2026 16:00". Emails once dropped the end
 * time and every time of a multi-day activity. Times are `HH:mm` (a stored `HH:mm:ss` is cut).
 */
import { formatDate, type DateFormat } from './date-format';
import { messages, withValues } from './words';

export interface ActivitySpan {
  start_date: string;
  end_date: string;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

export const activityWhenWords = messages('activityWhen', {
  at: withValues('{date} at {time}', (date: string, time: string) => ({ date, time })),
  between: withValues('{date}, {start}–{end}', (date: string, start: string, end: string) => ({ date, start, end })),
  until: withValues('{date}, until {time}', (date: string, time: string) => ({ date, time })),
  span: withValues('{start} to {end}', (start: string, end: string) => ({ start, end })),
});

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);

/** The activity's "when" in the group's date format, with every time it has. */
export function activityWhen(activity: ActivitySpan, format: DateFormat): string {
  const startDate = formatDate(activity.start_date, format);
  const start = hhmm(activity.start_time);
  const end = hhmm(activity.end_time);
  if (activity.start_date === activity.end_date) {
    if (start && end) return activityWhenWords.between(startDate, start, end);
    if (start) return activityWhenWords.at(startDate, start);
    if (end) return activityWhenWords.until(startDate, end);
    return startDate;
  }
  const endDate = formatDate(activity.end_date, format);
  return activityWhenWords.span(start ? `${startDate} ${start}` : startDate, end ? `${endDate} ${end}` : endDate);
}
