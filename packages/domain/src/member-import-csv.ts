/**
 * Reads a member import CSV file as spreadsheet programs write it (decision 0044): comma,
 * semicolon (Excel in Switzerland, Germany, France, Italy, the Netherlands) or tab between cells,
 * found by papaparse from the file itself; a UTF-8 byte order mark; CRLF or LF line ends; quoted
 * cells with line breaks. The server reads scripts' files with it and the import screen people's
 * files, so both see the same cells and the same line numbers.
 */
import Papa from 'papaparse';
import type { ImportTable } from './member-import-headers';

export const importCsvDelimiters = [',', ';', '\t'] as const;

export type CsvTableResult =
  | { ok: true; table: ImportTable; delimiter: string }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'unreadable'; line: number; detail: string };

/**
 * The file's cells: the first non-empty row is the header, empty rows are left out, every cell is
 * trimmed. A quote left open or misplaced makes the file unreadable (with the line it starts on).
 */
export function readCsvTable(text: string): CsvTableResult {
  const source = text.replace(/^\uFEFF/, '');
  const records: Array<{ line: number; cells: string[] }> = [];
  let failure: { line: number; detail: string } | null = null;
  // The line a row starts on: count the line breaks up to its first cell, skipping the empty rows
  // papaparse passes over.
  let counted = 0;
  let line = 1;
  let start = 0;
  let delimiter = ',';
  Papa.parse<string[]>(source, {
    delimitersToGuess: [...importCsvDelimiters],
    skipEmptyLines: 'greedy',
    step(result, parser) {
      delimiter = result.meta.delimiter;
      while (start < source.length && (/\s/.test(source[start]!) || source[start] === delimiter)) start += 1;
      for (; counted < start; counted += 1) if (source[counted] === '\n') line += 1;
      const quoteError = result.errors.find((error) => error.type === 'Quotes');
      if (quoteError) {
        failure = { line, detail: quoteError.message };
        parser.abort();
        return;
      }
      records.push({ line, cells: result.data.map((cell) => cell.trim()) });
      start = result.meta.cursor;
    },
  });
  if (failure) return { ok: false, reason: 'unreadable', ...(failure as { line: number; detail: string }) };
  const [header, ...rows] = records;
  if (!header) return { ok: false, reason: 'empty' };
  return { ok: true, table: { headers: header.cells, rows }, delimiter };
}
