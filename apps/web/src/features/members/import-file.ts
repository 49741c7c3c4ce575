/**
 * Reads the file a person chose for Import Members (decision 0044): a CSV file with papaparse (comma,
 * semicolon or tab, found from the file; the reader the server uses for scripts' files) or an Excel
 * workbook's first sheet with exceljs. Each reader is loaded when a file of its kind is chosen: the
 * import page itself carries neither (the page budget; exceljs alone is ~250 KB gzip'd). The file never leaves the browser: the server gets the mapped rows.
 */
import type { ImportTable } from '@lug/domain/member-import-headers';
import { importMaxBytes, importMaxRows } from '@lug/domain/members-helpers';

export type ImportFileProblem =
  | { kind: 'too-large' }
  | { kind: 'empty' }
  | { kind: 'no-rows' }
  | { kind: 'too-many-rows' }
  | { kind: 'unreadable'; line?: number; detail: string }
  | { kind: 'not-a-workbook' };

export type ImportFileResult = { ok: true; table: ImportTable } | { ok: false; problem: ImportFileProblem };

export const importFileTypes = [
  '.csv',
  '.txt',
  '.tsv',
  '.xlsx',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

function isWorkbook(file: File): boolean {
  return /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}

async function readTable(file: File): Promise<ImportFileResult> {
  if (isWorkbook(file)) {
    const { readFirstSheet } = await import('./import-xlsx');
    return readFirstSheet(await file.arrayBuffer());
  }
  const { readCsvTable } = await import('@lug/domain/member-import-csv');
  const read = readCsvTable(await file.text());
  if (read.ok) return { ok: true, table: read.table };
  return { ok: false, problem: read.reason === 'empty' ? { kind: 'empty' } : { kind: 'unreadable', line: read.line, detail: read.detail } };
}

/** The file's header and rows, or what keeps it from being read. */
export async function readImportFile(file: File): Promise<ImportFileResult> {
  if (file.size > importMaxBytes) return { ok: false, problem: { kind: 'too-large' } };
  let result: ImportFileResult;
  try {
    result = await readTable(file);
  } catch (error) {
    return { ok: false, problem: { kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) } };
  }
  if (!result.ok) return result;
  if (result.table.rows.length === 0) return { ok: false, problem: { kind: 'no-rows' } };
  if (result.table.rows.length > importMaxRows) return { ok: false, problem: { kind: 'too-many-rows' } };
  return result;
}
