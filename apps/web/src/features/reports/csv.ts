import { spreadsheetSafe } from '@lug/domain/reports-helpers';

/**
 * A CSV file as text (papaparse), every cell made safe to open in a spreadsheet (a leading
 * = + - @ cannot become a formula). Starts with a byte-order mark so spreadsheet programs read UTF-8;
 * lines end with CRLF. papaparse (7 KB gzip) loads when a file is asked for, not with the report
 * pages, to keep each page's JavaScript within its budget (125 KB gzip for the home page, 250 KB
 * for the others; scripts/check-bundle-budget.mjs).
 */
export async function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const safe = (cell: string | number) => spreadsheetSafe(String(cell));
  return `\uFEFF${Papa.unparse({ fields: header.map(safe), data: rows.map((row) => row.map(safe)) }, { newline: '\r\n' })}\r\n`;
}

/** Makes the browser save `csv` as `filename`. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file-name-safe form of a name: "Ada Lovelace" -> "ada-lovelace". */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'member'
  );
}
