/**
 * Members from and to CSV files. Import is two calls: a preview that reads the file and says what
 * each row would do (with its errors), then the import, which does the same planning again inside
 * one transaction and applies every valid row at once. A script sends the file's text (comma,
 * semicolon or tab between cells, read by `@lug/domain/member-import-csv`, the same reader as the
 * import screen's); the import screen sends the rows it read (CSV or XLSX) and mapped (decision
 * 0044). Export writes the member list with cells made safe for spreadsheet programs (`csv.ts`,
 * shared with the `lug` command).
 */
import { badRequest } from '@lug/domain/errors';
import { readCsvTable } from '@lug/domain/member-import-csv';
import {
  exportColumns,
  guessImportColumns,
  importMaxRows,
  importRecords,
  missingImportColumns,
  planMemberImport,
  requiredImportColumns,
  type ImportCsvInput,
  type ImportPreview,
  type ImportRecord,
  type ImportResult,
} from '@lug/domain/members';
import { addMember } from '@lug/domain/permission-roles';
import { minorToText } from '@lug/domain/dues';
import { duesLine, standingBadge } from '@lug/domain/dues-figures';
import { registrationBadges } from '@lug/domain/member-status-helpers';
import { sql, type DB, type UserRow } from '@lug/db';
import type { AppDeps } from '../../context';
import { loadAccessState, lockOrganization, saveAccessState } from '../access';
import { auditMemberChange } from '../audit';
import { feeForYear, groupToday } from '../dues';
import type { OrgScope, Unscoped } from '../authorization';
import { listAllMembers } from './read';
import { sendWelcomeEmail } from './write';
import { inviteAccount } from '../invitations';
import { writeCsv } from '../../csv';
import { emailDeliveryState } from '../email-delivery';
import { apiMessages } from '../../words';

/**
 * Reads a script's file: the first row names the columns (in any order, the header rules of
 * `member-import-headers.ts`). A file whose headers leave a required column unnamed is refused
 * with the columns missing and the headers found (`details`), so the person can rename them.
 */
export function parseMemberCsv(text: string): ImportRecord[] {
  const read = readCsvTable(text);
  if (!read.ok && read.reason === 'empty') throw badRequest(apiMessages.csvEmpty);
  if (!read.ok) throw badRequest(apiMessages.csvUnreadable(`${read.detail} (line ${read.line})`));
  const { headers } = read.table;
  const columns = guessImportColumns(headers);
  const missing = missingImportColumns(columns);
  if (missing.length > 0) {
    const found = headers.filter((header) => header !== '');
    throw badRequest(
      apiMessages.csvMissingColumns(requiredImportColumns.join(', '), missing.join(', '), found.join(', ')),
      { details: { missing, found } },
    );
  }
  if (read.table.rows.length === 0) throw badRequest(apiMessages.csvNoRows);
  if (read.table.rows.length > importMaxRows) throw badRequest(apiMessages.csvTooManyRows(importMaxRows));
  return importRecords(read.table, columns);
}

/** The records to plan: the script's file read here, or the rows the import screen read and mapped. */
function recordsOf(input: Unscoped<ImportCsvInput>): ImportRecord[] {
  return input.records ?? parseMemberCsv(input.csv ?? '');
}

async function plan(db: DB, organizationId: number, records: readonly ImportRecord[]): Promise<ImportPreview> {
  const emails = [...new Set(records.map((r) => r.values.email?.trim().toLowerCase()).filter((e): e is string => !!e))];
  const accounts =
    emails.length === 0
      ? []
      : await db
          .selectFrom('users as u')
          .leftJoin('memberships as m', (join) =>
            join.onRef('m.user_id', '=', 'u.id').on('m.organization_id', '=', organizationId),
          )
          .select([
            sql<string>`lower(u.email)`.as('email'),
            'm.user_id as member_id',
            sql<boolean>`exists (select 1 from invitations i where i.user_id = u.id and i.organization_id = ${organizationId}
              and i.status = 'pending' and i.expires_at > now())`.as('invited'),
          ])
          .where(sql<string>`lower(u.email)`, 'in', emails)
          .execute();
  return planMemberImport(records, {
    accountEmails: new Set(accounts.map((a) => a.email)),
    memberEmails: new Set(accounts.filter((a) => a.member_id !== null).map((a) => a.email)),
    invitedEmails: new Set(accounts.filter((a) => a.invited).map((a) => a.email)),
  });
}

export async function previewMemberImport(deps: AppDeps, scope: OrgScope, input: Unscoped<ImportCsvInput>): Promise<ImportPreview> {
  return plan(deps.db, scope.organizationId, recordsOf(input));
}

/**
 * Applies every valid row in one transaction: new accounts are created without a password, existing
 * accounts are invited (they join when they accept), people already in the organisation or already
 * invited and repeated rows are skipped, rows with errors are reported and left out. New members get
 * the default role and (unless `send_welcome` is false) the welcome email with a set-password link.
 */
export async function importMembers(deps: AppDeps & { ip: string }, actor: OrgScope, input: Unscoped<ImportCsvInput>): Promise<ImportResult> {
  const records = recordsOf(input);
  return deps.db.transaction().execute(async (trx) => {
    const organization = await lockOrganization(trx, actor.organizationId);
    const preview = await plan(trx, organization.id, records);
    const toCreate = preview.rows.filter((r) => r.action === 'create');
    const toInvite = preview.rows.filter((r) => r.action === 'invite');

    const created: UserRow[] =
      toCreate.length === 0
        ? []
        : await trx
            .insertInto('users')
            .values(
              toCreate.map((row) => ({
                email: row.email,
                password_hash: null,
                first_name: row.first_name,
                last_name: row.last_name,
                display_name: row.display_name,
              })),
            )
            .returningAll()
            .execute();
    const loaded = await loadAccessState(trx, organization.id);
    let next = loaded.state;
    for (const user of created) next = addMember(next, user.id);
    await saveAccessState(trx, loaded, next, actor, deps.now());
    if (input.send_welcome !== false) {
      for (const user of created) await sendWelcomeEmail(trx, deps, { organization, user });
    }

    const invited: number[] = [];
    for (const row of toInvite) {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where(sql<string>`lower(email)`, '=', row.email.toLowerCase())
        .executeTakeFirstOrThrow();
      await inviteAccount(trx, deps, actor, organization, user, row);
      invited.push(user.id);
    }
    const result: ImportResult = {
      created: created.length,
      invited: invited.length,
      skipped: preview.counts.skip,
      failed: preview.counts.error,
      rows: preview.rows,
      emails: (input.send_welcome !== false ? created.length : 0) + invited.length,
      emailDelivery: emailDeliveryState(deps),
    };
    await auditMemberChange(trx, actor, {
      action: 'member.import',
      entity: 'member',
      details: {
        created: result.created,
        invited: result.invited,
        skipped: result.skipped,
        failed: result.failed,
        userIds: created.map((u) => u.id),
        invitedUserIds: invited,
        welcomeEmails: input.send_welcome !== false,
      },
    });
    return result;
  });
}

export async function exportMembersCsv(deps: AppDeps, viewer: OrgScope): Promise<{ filename: string; csv: string }> {
  const year = Number((await groupToday(deps, deps.db, viewer.organizationId)).slice(0, 4));
  const [organization, members, statuses, fee, points] = await Promise.all([
    deps.db.selectFrom('organizations').select('name').where('id', '=', viewer.organizationId).executeTakeFirstOrThrow(),
    listAllMembers(deps.db, viewer),
    deps.db
      .selectFrom('member_statuses')
      .select(['user_id', 'registration_complete', 'dues_type', 'amount_received_minor', 'paid_on'])
      .where('organization_id', '=', viewer.organizationId)
      .where('year', '=', year)
      .execute(),
    feeForYear(deps.db, viewer.organizationId, year),
    deps.db
      .selectFrom('participation_member_years')
      .select([
        'user_id',
        sql<number>`coalesce(sum(points) filter (where year = ${year}), 0)::int`.as('this_year'),
        sql<number>`coalesce(sum(points), 0)::int`.as('total'),
      ])
      .where('organization_id', '=', viewer.organizationId)
      .groupBy('user_id')
      .execute(),
  ]);
  const statusOf = new Map(statuses.map((row) => [row.user_id, row]));
  const pointsOf = new Map(points.map((row) => [row.user_id, row]));
  const rows = members.map((m) => {
    const status = statusOf.get(m.id);
    const amount = status?.amount_received_minor ?? null;
    return [
      m.first_name,
      m.last_name,
      m.display_name,
      m.email,
      m.status,
      m.PermissionRoles.map((r) => r.name).join(', '),
      m.user_registered,
      m.last_login,
      year,
      status?.registration_complete ? 'Yes' : 'No',
      // The standing as the books count it (decision 43): part paid says so.
      registrationBadges[
        standingBadge[
          duesLine(status ?? { dues_type: 'none', amount_received_minor: null }, fee?.amount_minor ?? null).standing
        ]
      ],
      amount !== null && fee ? minorToText(amount, fee.currency) : null,
      amount !== null && fee ? fee.currency : null,
      status?.paid_on ?? null,
      Number(pointsOf.get(m.id)?.this_year ?? 0),
      Number(pointsOf.get(m.id)?.total ?? 0),
    ];
  });
  const csv = writeCsv(exportColumns, rows);
  const slug =
    organization.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'organization';
  const date = deps.now().toISOString().slice(0, 10);
  return { filename: `${slug}-members-${date}.csv`, csv };
}
