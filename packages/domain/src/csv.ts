/**
 * The one CSV rule, for every CSV file the product writes: the server's exports and the `lug`
 * command (`apps/api/src/csv.ts`) and the files the web app makes in the browser
 * (`apps/web/src/features/reports/csv.ts`). docs/SECURITY.md ("CSV files") says why.
 *
 * - **Formulas.** A spreadsheet runs a cell that starts with = + - @ (or a tab or a carriage
 *   return) as a formula (OWASP "CSV injection"). Such a character gets an apostrophe before it
 *   wherever a spreadsheet could see it begin a cell: at the start of the text, and after any
 *   character a spreadsheet may split cells on (comma, semicolon, tab, line breaks), with spaces
 *   or quotes between them or not. `Mia;=2+5` is written `"Mia;'=2+5"`: a program that splits on `;`, or
 *   ignores the quotes, still sees no formula.
 * - **Quoting.** A cell holding either delimiter (comma and semicolon: spreadsheets split on
 *   either, by the reader's locale), a double quote, a carriage return or a line feed is quoted,
 *   its quotes doubled (RFC 4180), whichever delimiter the file uses.
 * - **The file.** A UTF-8 byte order mark first (so Excel reads accents right), records ending
 *   with CRLF.
 */

/** The delimiters a file may be written with. */
export const csvDelimiters = [',', ';'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

export const csvByteOrderMark = '\uFEFF';

const formulaStart = /[=+\-@\t\r]/;
/** Characters after which a spreadsheet may begin a new cell. */
const cellBreak = /[,;\t\r\n]/;

/** `text` with an apostrophe before every formula character a spreadsheet could read as a cell's first. */
export function spreadsheetSafeCell(value: string | null | undefined): string {
  const text = value ?? '';
  let out = '';
  // Whether what was written so far ends where a cell may begin (then spaces or an opening quote).
  let cellMayBegin = true;
  for (const char of text) {
    if (cellMayBegin && formulaStart.test(char)) out += "'";
    out += char;
    if (cellBreak.test(char)) cellMayBegin = true;
    else if (char !== ' ' && char !== '"') cellMayBegin = false;
  }
  return out;
}

/** One cell as written: quoted when it holds a delimiter, a quote or a line break. */
export function csvField(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvCell = string | number | boolean | null | undefined;

/** A cell's text: numbers and booleans as they are (a number is no formula), text made safe. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return spreadsheetSafeCell(String(value));
}

/**
 * Records (the header first) as one CSV text: each cell made spreadsheet-safe and quoted as
 * needed, the byte order mark first, every record ending with CRLF.
 */
export function csvText(records: ReadonlyArray<ReadonlyArray<unknown>>, delimiter: CsvDelimiter = ','): string {
  const lines = records.map((record) => record.map((cell) => csvField(cellText(cell))).join(delimiter));
  return `${csvByteOrderMark}${lines.map((line) => `${line}\r\n`).join('')}`;
}
