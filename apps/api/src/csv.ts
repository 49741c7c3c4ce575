/**
 * The one CSV writer of the server and the `lug` command
 * (docs/SECURITY.md#outside-v6v8-done-with-this-work): what spreadsheet programs open safely and
 * correctly.
 * - Text that starts with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 *   spreadsheet shows it instead of running it as a formula (`spreadsheetSafeCell`, OWASP "CSV
 *   injection"). Numbers stay numbers.
 * - A UTF-8 byte order mark first, so names with accents open right in Excel.
 * - Records end with CRLF (RFC 4180); a cell with a line break, a comma or a quote is quoted.
 * Writing is csv-stringify's job.
 */
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafeCell } from '@lug/domain/members-helpers';

export type CsvCell = string | number | boolean | null | undefined;

export const csvByteOrderMark = '\uFEFF';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return spreadsheetSafeCell(String(value));
}

/** A header row and the data rows, as one CSV text (with the byte order mark). */
export function writeCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const records = [header.map(cellText), ...rows.map((row) => row.map(cellText))];
  return csvByteOrderMark + stringify(records, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** Objects as CSV, one column per key, in the order given. */
export function writeCsvObjects(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): string {
  return writeCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );
}
