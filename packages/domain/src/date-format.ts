/**
 * Date formats: every date the app shows follows the organisation's choice (Settings > General).
 * Free of zod on purpose: the web app formats dates in code every page loads (route loaders), and
 * importing a module with schemas would put zod into the JavaScript of every page, the public home
 * page included, whose JavaScript may be at most 120 KB gzip (scripts/check-bundle-budget.mjs).
 * `./settings` re-exports all of it.
 */
export const dateFormats = ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'dd.MM.yyyy', 'd MMM yyyy', 'MMM d, yyyy'] as const;
export type DateFormat = (typeof dateFormats)[number];

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Formats a `yyyy-mm-dd` date (or the date part of an ISO timestamp) in the chosen format. */
export function formatDate(isoDate: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const month = monthNames[Number(m) - 1] ?? m;
  switch (format) {
    case 'yyyy-MM-dd':
      return `${y}-${m}-${d}`;
    case 'dd/MM/yyyy':
      return `${d}/${m}/${y}`;
    case 'MM/dd/yyyy':
      return `${m}/${d}/${y}`;
    case 'dd.MM.yyyy':
      return `${d}.${m}.${y}`;
    case 'd MMM yyyy':
      return `${Number(d)} ${month} ${y}`;
    case 'MMM d, yyyy':
      return `${month} ${Number(d)}, ${y}`;
  }
}

/** The format until an organisation picks one. */
export const defaultDateFormat: DateFormat = 'yyyy-MM-dd';
