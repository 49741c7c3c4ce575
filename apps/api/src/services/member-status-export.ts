/**
 * The registration and dues of a year as a file (docs/product/registration.md#export): CSV with
 * the server's one CSV writer (`csv.ts`: formula-safe cells, BOM, CRLF), or XLSX written by
 * exceljs. One row per active member, in the list's order; the amount in the year's currency.
 */
import { minorToText, currencyDigits, majorUnits, type ExportFormat, type MemberStatusExport } from '@lug/domain/dues';
import { duesLine, standingBadge } from '@lug/domain/dues-figures';
import { registrationBadges } from '@lug/domain/member-status';
import { memberDisplayName } from '@lug/domain/member-name';
import { spreadsheetSafeCell } from '@lug/domain/csv';
import type { AppDeps } from '../context';
import { writeCsv } from '../csv';
import type { OrgScope } from './authorization';
import { feeForYear } from './dues';
import { listMemberStatuses } from './member-status';
import { fileSlug } from './file-names';

export const statusExportColumns = (currency: string | null) =>
  [
    'Member',
    'Email',
    'Registered',
    'Registration date',
    'Dues type',
    currency ? `Amount (${currency})` : 'Amount',
    'Date received',
    // Decision 43: what each member owes and still owes (gift in lieu: 0; paying more than the fee
    // owes 0, as in the Outstanding figure), at the end so scripts reading by position keep working.
    currency ? `Due (${currency})` : 'Due',
    currency ? `Outstanding (${currency})` : 'Outstanding',
  ] as const;

export async function exportMemberStatuses(
  deps: AppDeps,
  scope: OrgScope,
  year: number,
  format: ExportFormat,
): Promise<MemberStatusExport> {
  const [organization, rows, fee] = await Promise.all([
    deps.db.selectFrom('organizations').select('name').where('id', '=', scope.organizationId).executeTakeFirstOrThrow(),
    listMemberStatuses(deps, scope, year),
    feeForYear(deps.db, scope.organizationId, year),
  ]);
  const currency = fee?.currency ?? null;
  const header = statusExportColumns(currency);
  // The figures of ./dues-figures, the same as the screen's and the dashboard's.
  const lines = rows.map((row) => ({ row, line: duesLine(row, fee?.amount_minor ?? null) }));
  const text = (minor: number | null) => (minor !== null && currency ? minorToText(minor, currency) : null);
  const owing = (balance: number | null) => (balance === null ? null : Math.max(balance, 0));
  const number = (minor: number | null) => (minor !== null && currency ? majorUnits(minor, currency) : null);
  const filename = `${fileSlug(organization.name, 'organization')}-registration-${year}.${format}`;
  if (format === 'csv') {
    const csv = writeCsv(
      header,
      lines.map(({ row, line }) => [
        memberDisplayName(row),
        row.email,
        row.registration_complete ? 'Yes' : 'No',
        row.registration_date,
        registrationBadges[standingBadge[line.standing]],
        text(row.amount_received_minor),
        row.paid_on,
        text(line.due),
        text(owing(line.balance)),
      ]),
    );
    return { filename, media_type: 'text/csv; charset=utf-8', encoding: 'utf-8', data: csv };
  }
  // Loaded when a workbook is asked for, not with the server (exceljs: ~14 MB of memory).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = deps.now();
  const sheet = workbook.addWorksheet(`Registration ${year}`);
  sheet.columns = header.map((title, index) => ({
    header: title,
    width: [28, 32, 12, 18, 14, 16, 16, 16, 16][index],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const amountFormat = currency
    ? currencyDigits(currency) === 0
      ? '#,##0'
      : `#,##0.${'0'.repeat(currencyDigits(currency))}`
    : '0';
  for (const { row, line } of lines) {
    const added = sheet.addRow([
      // Strings stay strings in XLSX (never formulas); the apostrophe keeps the two files alike.
      spreadsheetSafeCell(memberDisplayName(row)),
      spreadsheetSafeCell(row.email),
      row.registration_complete ? 'Yes' : 'No',
      row.registration_date ? new Date(`${row.registration_date}T00:00:00Z`) : null,
      registrationBadges[standingBadge[line.standing]],
      number(row.amount_received_minor),
      row.paid_on ? new Date(`${row.paid_on}T00:00:00Z`) : null,
      number(line.due),
      number(owing(line.balance)),
    ]);
    added.getCell(4).numFmt = 'yyyy-mm-dd';
    added.getCell(6).numFmt = amountFormat;
    added.getCell(7).numFmt = 'yyyy-mm-dd';
    added.getCell(8).numFmt = amountFormat;
    added.getCell(9).numFmt = amountFormat;
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    filename,
    media_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    encoding: 'base64',
    data: buffer.toString('base64'),
  };
}
