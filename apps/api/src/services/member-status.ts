/**
 * Registration and dues per member and year. Rows exist only once something was recorded; reads
 * answer every active member, with the defaults (not registered, unpaid) where nothing is stored.
 */
import { invalidField, notFound } from '@lug/domain/errors';
import { memberMessages } from '@lug/domain/members-helpers';
import {
  applyBulkStatus,
  defaultMemberStatus,
  describeStatusChange,
  statusYearProblem,
  type BulkMemberStatusInput,
  type MemberStatus,
  type MemberStatusInput,
} from '@lug/domain/member-status';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';
import { lockArea } from './locks';
import { inactiveOrMissing, requireActiveMembers } from './memberships';
import { notifyMembershipChanges } from './notifications';

export interface MemberStatusRow extends MemberStatus {
  first_name: string;
  last_name: string;
  display_name: string | null;
  email: string;
}

function requireYear(deps: AppDeps, year: number) {
  const problem = statusYearProblem(year, deps.now().getUTCFullYear());
  if (problem) throw invalidField('year', problem, problem);
}

export async function listMemberStatuses(deps: AppDeps, scope: OrgScope, year: number): Promise<MemberStatusRow[]> {
  const { db } = deps;
  const { organizationId } = scope;
  requireYear(deps, year);
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('member_statuses as s', (join) =>
      join
        .onRef('s.organization_id', '=', 'm.organization_id')
        .onRef('s.user_id', '=', 'm.user_id')
        .on('s.year', '=', year),
    )
    .select([
      'm.user_id',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'u.email',
      's.registration_complete',
      's.dues_type',
      's.registration_date',
    ])
    .where('m.organization_id', '=', organizationId)
    .where('m.status', '=', 'active')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('m.user_id')
    .execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    year,
    registration_complete: row.registration_complete ?? false,
    dues_type: row.dues_type ?? 'none',
    registration_date: row.registration_date ?? null,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: row.display_name,
    email: row.email,
  }));
}

async function upsert(trx: DB, organizationId: number, actorUserId: number, rows: MemberStatus[], now: Date) {
  if (rows.length === 0) return;
  await trx
    .insertInto('member_statuses')
    .values(
      rows.map((row) => ({
        organization_id: organizationId,
        user_id: row.user_id,
        year: row.year,
        registration_complete: row.registration_complete,
        registration_date: row.registration_date,
        dues_type: row.dues_type,
        updated_at: now,
        updated_by: actorUserId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['organization_id', 'year', 'user_id']).doUpdateSet((eb) => ({
        registration_complete: eb.ref('excluded.registration_complete'),
        registration_date: eb.ref('excluded.registration_date'),
        dues_type: eb.ref('excluded.dues_type'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    )
    .execute();
}

async function loadStatuses(trx: DB, organizationId: number, keys: Array<{ user_id: number; year: number }>) {
  const years = [...new Set(keys.map((k) => k.year))];
  const users = [...new Set(keys.map((k) => k.user_id))];
  const stored = await trx
    .selectFrom('member_statuses')
    .select(['user_id', 'year', 'registration_complete', 'dues_type', 'registration_date'])
    .where('organization_id', '=', organizationId)
    .where('year', 'in', years)
    .where('user_id', 'in', users)
    .execute();
  return new Map(stored.map((row) => [`${row.user_id}:${row.year}`, row as MemberStatus]));
}

export async function setMemberStatus(deps: AppDeps, actor: OrgScope, input: Unscoped<MemberStatusInput>): Promise<MemberStatus> {
  requireYear(deps, input.year);
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    if ((await inactiveOrMissing(trx, organizationId, [input.user_id])).length > 0) throw notFound(memberMessages.notFound);
    const current = (await loadStatuses(trx, organizationId, [input]))
      .get(`${input.user_id}:${input.year}`) ?? defaultMemberStatus(input.user_id, input.year);
    const today = deps.now().toISOString().slice(0, 10);
    const next: MemberStatus = {
      user_id: input.user_id,
      year: input.year,
      registration_complete: input.registration_complete,
      dues_type: input.dues_type,
      registration_date: input.registration_complete
        ? (input.registration_date ?? current.registration_date ?? today)
        : null,
    };
    await upsert(trx, organizationId, actor.userId, [next], deps.now());
    await auditMemberChange(trx, actor, {
      action: 'member_status.update',
      entity: 'member_status',
      entityId: `${input.user_id}:${input.year}`,
      details: { before: current, after: next },
    });
    const sentences = describeStatusChange(current, next);
    if (sentences.length > 0) await notifyMembershipChanges(trx, deps, organizationId, new Map([[input.user_id, sentences]]));
    return next;
  });
}

/** Applies every update in one transaction: all of them, or none when one is refused. */
export async function bulkUpdateMemberStatuses(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<BulkMemberStatusInput>,
): Promise<MemberStatus[]> {
  const organizationId = actor.organizationId;
  for (const update of input.updates) requireYear(deps, update.year);
  const today = deps.now().toISOString().slice(0, 10);
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    await requireActiveMembers(trx, organizationId, 'updates', input.updates.map((u) => u.user_id));
    const current = await loadStatuses(trx, organizationId, input.updates);
    const before = new Map(current);
    for (const update of input.updates) {
      const key = `${update.user_id}:${update.year}`;
      current.set(key, applyBulkStatus(current.get(key) ?? defaultMemberStatus(update.user_id, update.year), update.status, today));
    }
    const touched = new Set(input.updates.map((u) => `${u.user_id}:${u.year}`));
    const rows = [...touched].map((key) => current.get(key)!);
    await upsert(trx, organizationId, actor.userId, rows, deps.now());
    await auditMemberChange(trx, actor, {
      action: 'member_status.bulk_update',
      entity: 'member_status',
      details: {
        count: input.updates.length,
        // The audit log's sentence: "Alex marked 3 members paid for 2026".
        members: new Set(input.updates.map((u) => u.user_id)).size,
        years: [...new Set(input.updates.map((u) => u.year))].sort((a, b) => a - b),
        statuses: [...new Set(input.updates.map((u) => u.status))],
        user_ids: [...new Set(input.updates.map((u) => u.user_id))].slice(0, 100),
      },
    });
    const changes = new Map<number, string[]>();
    for (const row of rows) {
      const sentences = describeStatusChange(before.get(`${row.user_id}:${row.year}`) ?? defaultMemberStatus(row.user_id, row.year), row);
      if (sentences.length > 0) changes.set(row.user_id, [...(changes.get(row.user_id) ?? []), ...sentences]);
    }
    await notifyMembershipChanges(trx, deps, organizationId, changes);
    return rows;
  });
}
