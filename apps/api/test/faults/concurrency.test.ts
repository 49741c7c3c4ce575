/**
 * Parallel writers on the same rows, through the real app (the harness), on PostgreSQL, where the
 * requests really overlap (a pool of 5 connections; on PGlite, one transaction at a time, the tests
 * skip with that reason, and without TEST_DATABASE_URL they fail in CI): permission roles' default flag, participation cells, member statuses. After each
 * burst the invariants hold and the result is one that the requests, applied one after the other
 * in the order the database committed them, would have produced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type ApiResponse, type Harness } from '../support/harness';
import { createClub, defaultRoles, joinClub, rolesByUser, type Club } from '../support/factories-members';
import { createActivity, createParticipationRole } from '../support/factories-catalogue';
import { raceEngines, racesOn } from './support/processes';


/** A small seeded generator: the same bursts every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    subset: <T>(items: readonly T[], size: number) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, size);
    },
  };
}

const detailsOf = (details: unknown) => (typeof details === 'string' ? JSON.parse(details) : details) as Record<string, unknown>;

function expectNoServerErrors(responses: ApiResponse[]) {
  const failed = responses.filter((r) => r.status >= 500);
  expect(failed.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
}

describe.each(raceEngines)('parallel writers on %s', (kind) => {
  let h: Harness;
  let club: Club;

  const runs = racesOn(kind);
  beforeAll(async () => {
    if (!runs) return;
    const saved = process.env.LUG_TEST_DB;
    if (kind === 'pglite') process.env.LUG_TEST_DB = 'pglite';
    else delete process.env.LUG_TEST_DB;
    try {
      h = await createHarness();
    } finally {
      if (saved === undefined) delete process.env.LUG_TEST_DB;
      else process.env.LUG_TEST_DB = saved;
    }
    expect(h.database.kind).toBe(kind);
    club = await createClub(h, `Concurrency on ${kind}`);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('50 parallel set-default calls (with role moves and a delete among them) leave one default and one role per member', async () => {
    const org = club.organization.id;
    const roleIds = [club.roles.administrator, club.roles.member];
    for (const name of ['Board', 'Builders', 'Guests', 'Doomed']) {
      const response = await h.api('POST', '/api/permission-roles', { token: club.token, body: { organization_id: org, name, permissions: [] } });
      expect(response.status).toBe(201);
      roleIds.push(response.body.id as number);
    }
    const doomed = roleIds.at(-1)!;
    const members: number[] = [];
    for (let i = 0; i < 12; i += 1) members.push((await joinClub(h, club, { roleId: roleIds[1 + (i % 5)] })).user.id);
    const membersBefore = (await rolesByUser(h, org)).size;

    const rng = random(1);
    const requests: Array<{ kind: string; roleId: number; run: () => Promise<ApiResponse> }> = [];
    for (let i = 0; i < 50; i += 1) {
      const roleId = roleIds[i % roleIds.length]!;
      requests.push({ kind: 'set-default', roleId, run: () => h.api('PUT', `/api/permission-roles/${roleId}/set-default`, { token: club.token, body: { organizationId: org } }) });
      if (i % 5 === 0) {
        const target = rng.pick(roleIds.slice(1));
        const userIds = rng.subset(members, 3);
        requests.push({
          kind: 'assign',
          roleId: target,
          run: () => h.api('POST', `/api/permission-roles/${target}/users`, { token: club.token, body: { organizationId: org, userIds } }),
        });
      }
      if (i === 25) {
        requests.push({ kind: 'delete', roleId: doomed, run: () => h.api('DELETE', `/api/permission-roles/${doomed}?organization_id=${org}`, { token: club.token }) });
      }
    }
    const responses = await Promise.all(requests.map((r) => r.run()));
    expectNoServerErrors(responses);
    const deleted = responses[requests.findIndex((r) => r.kind === 'delete')]!.status === 204;
    requests.forEach((request, i) => {
      const { status, body } = responses[i]!;
      const onDoomed = request.roleId === doomed;
      if (request.kind === 'delete') expect([204, 409], JSON.stringify(body)).toContain(status);
      else if (onDoomed && deleted) expect([200, 404], `${request.kind} ${JSON.stringify(body)}`).toContain(status);
      else expect(status, `${request.kind} ${JSON.stringify(body)}`).toBe(200);
    });

    // Exactly one default, and it is the one the last committed set-default named.
    const defaults = await defaultRoles(h, org);
    expect(defaults).toHaveLength(1);
    const audits = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('organization_id', '=', org)
      .where('action', '=', 'permission_role.set_default')
      .orderBy('id')
      .execute();
    expect(Number(audits.at(-1)?.entity_id)).toBe(defaults[0]!.id);

    // Every member holds exactly one role, of this organisation, that still exists.
    const memberships = await h.deps.db.selectFrom('memberships').select('user_id').where('organization_id', '=', org).execute();
    expect(memberships).toHaveLength(membersBefore);
    const assignments = await h.deps.db
      .selectFrom('role_assignments as ra')
      .leftJoin('permission_roles as pr', (join) => join.onRef('pr.id', '=', 'ra.role_id').onRef('pr.organization_id', '=', 'ra.organization_id'))
      .select(['ra.user_id', 'pr.id as role_id'])
      .where('ra.organization_id', '=', org)
      .execute();
    expect(assignments.map((a) => a.user_id).sort((x, y) => x - y)).toEqual(memberships.map((m) => m.user_id).sort((x, y) => x - y));
    expect(assignments.filter((a) => a.role_id === null)).toEqual([]);
    if (deleted) expect(assignments.filter((a) => a.role_id === doomed)).toEqual([]);
    // The administrator was never moved and still manages roles.
    expect((await rolesByUser(h, org)).get(club.user.id)).toBe(club.roles.administrator);
  });

  it('parallel assign and remove on the same participation cells equal their sequential replay', async () => {
    const org = club.organization.id;
    const daily = await createActivity(h, club.token, org, { start_date: '2026-06-01', end_date: '2026-06-03', participation_type: 'daily' });
    const full = await createActivity(h, club.token, org, { start_date: '2026-07-01', end_date: '2026-07-02', participation_type: 'full' });
    const roles = [];
    for (let i = 0; i < 3; i += 1) roles.push((await createParticipationRole(h, club.token, org, { points: i + 1 })).id);
    const members: number[] = [];
    for (let i = 0; i < 6; i += 1) members.push((await joinClub(h, club)).user.id);

    // 40 operations, each with a signature of its own (activity, action, roles, member count), so the
    // audit trail (written under the organisation's participation lock, in commit order) says
    // which response belongs to which committed operation.
    const rng = random(2);
    const roleSets: number[][] = [];
    for (let mask = 1; mask < 8; mask += 1) roleSets.push(roles.filter((_, i) => mask & (1 << i)));
    const signatures = new Set<string>();
    const ops: Array<{ activity_id: number; date: string | null; action: 'assign' | 'remove'; role_ids: number[]; user_ids: number[]; key: string }> = [];
    while (ops.length < 40) {
      const onDaily = rng.int(2) === 0;
      const action = rng.int(5) < 3 ? 'assign' : 'remove';
      const role_ids = rng.pick(roleSets);
      const count = 1 + rng.int(members.length);
      const activity_id = onDaily ? daily.id : full.id;
      const key = `${activity_id}|${action}|${[...role_ids].sort().join(',')}|${count}`;
      if (signatures.has(key)) continue;
      signatures.add(key);
      ops.push({ activity_id, date: onDaily ? '2026-06-02' : null, action, role_ids, user_ids: rng.subset(members, count), key });
    }
    const responses = await Promise.all(ops.map(({ key: _key, ...body }) => h.api('POST', '/api/participation/bulk-update', { token: club.token, body })));
    expectNoServerErrors(responses);
    responses.forEach((r) => expect(r.status, JSON.stringify(r.body)).toBe(200));

    // Replay in commit order.
    const trail = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'details'])
      .where('organization_id', '=', org)
      .where('action', 'in', ['participation.assign', 'participation.remove'])
      .orderBy('id')
      .execute();
    expect(trail).toHaveLength(ops.length);
    const byKey = new Map(ops.map((op, i) => [op.key, i]));
    const model = new Set<string>();
    for (const entry of trail) {
      const details = detailsOf(entry.details);
      const action = entry.action === 'participation.assign' ? 'assign' : 'remove';
      const key = `${entry.entity_id}|${action}|${[...(details.role_ids as number[])].sort().join(',')}|${details.user_count as number}`;
      const index = byKey.get(key);
      expect(index, `audit entry ${key} matches no request`).toBeDefined();
      byKey.delete(key);
      const op = ops[index!]!;
      let changed = 0;
      for (const userId of op.user_ids) {
        for (const roleId of op.role_ids) {
          const cell = `${op.activity_id}|${userId}|${roleId}|${op.date}`;
          if (op.action === 'assign' && !model.has(cell)) {
            model.add(cell);
            changed += 1;
          } else if (op.action === 'remove' && model.delete(cell)) {
            changed += 1;
          }
        }
      }
      // What the request answered is what it did at its place in the sequence.
      expect(responses[index!]!.body, `count of ${key}`).toEqual({ count: changed });
      expect(details.count).toBe(changed);
    }
    const rows = await h.deps.db
      .selectFrom('participations')
      .select(['activity_id', 'user_id', 'role_id', 'participation_date', 'points'])
      .where('organization_id', '=', org)
      .where('activity_id', 'in', [daily.id, full.id])
      .execute();
    const stored = rows.map((r) => `${r.activity_id}|${r.user_id}|${r.role_id}|${r.participation_date}`);
    // No duplicate cells (the full-event ones have a null date), and exactly the replay's set.
    expect(stored.length).toBe(new Set(stored).size);
    expect(new Set(stored)).toEqual(model);
    for (const row of rows) expect(row.points).toBe(roles.indexOf(row.role_id) + 1);
  });

  it('parallel bulk member-status updates lose nothing: every member gets both registration and dues', async () => {
    const org = club.organization.id;
    const year = h.clock.now.getUTCFullYear();
    const members: number[] = [];
    for (let i = 0; i < 20; i += 1) members.push((await joinClub(h, club)).user.id);
    const rng = random(3);
    const dues = new Map(members.map((id) => [id, rng.pick(['paid', 'gift_in_lieu'] as const)]));
    // Each member's registration and dues travel in two different requests, 40 updates in 25.
    const updates = members.flatMap((id) => [
      { user_id: id, year, status: 'registered', organization_id: org },
      { user_id: id, year, status: dues.get(id)!, organization_id: org },
    ]);
    const batches: Array<typeof updates> = Array.from({ length: 25 }, () => []);
    updates.forEach((update, i) => {
      // A member's two updates never share a batch: odd and even positions go to different halves.
      const half = i % 2 === 0 ? 0 : 12;
      batches[half + rng.int(i % 2 === 0 ? 12 : 13)]!.push(update);
    });
    const nonEmpty = batches.filter((b) => b.length > 0);
    const responses = await Promise.all(nonEmpty.map((batch) => h.api('POST', '/api/member-status/bulk', { token: club.token, body: { updates: batch } })));
    expectNoServerErrors(responses);
    responses.forEach((r) => expect(r.status, JSON.stringify(r.body)).toBe(200));

    const rows = await h.deps.db
      .selectFrom('member_statuses')
      .select(['user_id', 'registration_complete', 'registration_date', 'dues_type'])
      .where('organization_id', '=', org)
      .where('year', '=', year)
      .where('user_id', 'in', members)
      .execute();
    expect(rows).toHaveLength(members.length);
    const today = h.clock.now.toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row, `member ${row.user_id}`).toMatchObject({ registration_complete: true, registration_date: today, dues_type: dues.get(row.user_id) });
    }
    const audited = await h.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('organization_id', '=', org)
      .where('action', '=', 'member_status.bulk_update')
      .execute();
    expect(audited).toHaveLength(nonEmpty.length);
  });
});
