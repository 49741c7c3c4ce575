/**
 * How an invitation's dates read where no organisation's date format applies (the emailed link,
 * the invited account's own list): "8 Dec 2026" in the reader's locale.
 */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatInvitationDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dateFormat.format(date);
}
