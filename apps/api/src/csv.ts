/**
 * The one CSV writer of the server and the `lug` command: the rule in `@lug/domain/csv` (shared
 * with the web app's files; docs/SECURITY.md, "CSV files"): formula characters guarded wherever a
 * spreadsheet could see a cell begin, every cell with a comma, a semicolon, a quote or a line break
 * quoted, a byte order mark first, CRLF. Numbers stay numbers.
 */
import { csvText, type CsvDelimiter } from '@lug/domain/csv';

/** A header row and the data rows, as one CSV text (with the byte order mark). */
export function writeCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>, delimiter: CsvDelimiter = ','): string {
  return csvText([header, ...rows], delimiter);
}

/** Objects as CSV, one column per key, in the order given. */
export function writeCsvObjects(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): string {
  return writeCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );
}
