/**
 * An Excel workbook's first sheet as an import table: each cell's text as Excel shows it (a linked
 * address is its text, a date as formatted), the first non-empty row the header, empty rows left
 * out, each row's number as Excel numbers it. Loaded on demand (`import('./import-xlsx')`).
 */
import ExcelJS from 'exceljs';
import type { ImportTable } from '@lug/domain/member-import-headers';
import type { ImportFileResult } from './import-file';

export async function readFirstSheet(bytes: ArrayBuffer): Promise<ImportFileResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return { ok: false, problem: { kind: 'not-a-workbook' } };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, problem: { kind: 'empty' } };
  const rows: ImportTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let index = 1; index <= row.cellCount; index += 1) cells.push(row.getCell(index).text.trim());
    if (cells.some((cell) => cell !== '')) rows.push({ line: rowNumber, cells });
  });
  const [header, ...rest] = rows;
  if (!header) return { ok: false, problem: { kind: 'empty' } };
  return { ok: true, table: { headers: header.cells, rows: rest } };
}
