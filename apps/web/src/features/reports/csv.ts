import { csvText } from '@lug/domain/csv';

/**
 * A CSV file as text, by the one CSV rule the server's files follow too (`@lug/domain/csv`:
 * formula characters guarded wherever a spreadsheet could see a cell begin, cells with a comma, a
 * semicolon, a quote or a line break quoted, a byte order mark first, CRLF).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return csvText([header, ...rows]);
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
