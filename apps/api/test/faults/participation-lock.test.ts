/**
 * One lock per aggregate (docs/decisions/0016-one-scope-resolver.md,
 * docs/product/participation.md#bulk-assign-and-remove): everything that changes an activity's
 * participation takes the activity's participation lock, in the same order, so no pair of writers
 * interleaves. Each pair is raced many times through the real app on PostgreSQL (a pool of 5
 * connections: the requests really overlap); on PGlite, which runs one transaction at a time, they
 * skip with that reason (docs/decisions/0037-fast-feedback.md). After every race no record lies outside
 * its activity, the running totals equal the records, and no request failed with a server error.
 *
 * Before the lock was shared, shrinking an activity's dates with `participation_change: "remove"`
 * while a bulk assign wrote on the day being dropped left records outside the activity in 35 of 40
 * tries on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type ApiResponse, type Harness } from '../support/harness';
import { createClub, joinClub, type Club } from '../support/factories-members';
import { createActivity, createParticipationRole } from '../support/factories-catalogue';
import { recordsOutsideTheirActivity, totalsMismatches } from '../support/participation-invariants';
import { raceEngines, racesOn } from './support/processes';


const tries = Number(process.env.LOCK_RACE_TRIES ?? 25);

function expectNoServerErrors(responses: ApiResponse[]) {
  expect(responses.filter((r) => r.status >= 500).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
}

describe.each(raceEngines)('writers of one activity on %s', (kind) => {
  let h: Harness;
  let club: Club;
  let members: number[];
  let roles: number[];

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
    club = await createClub(h, `Lock races on ${kind}`);
    members = [];
    for (let i = 0; i < 6; i += 1) members.push((await joinClub(h, club)).user.id);
    roles = [];
    for (const name of ['Builder', 'Helper']) roles.push((await createParticipationRole(h, club.token, club.organization.id, { name, points: 3 })).id);
  });
  afterAll(async () => {
    await h?.close();
  });

  const api = (method: string, path: string, body?: unknown) => h.api(method, `/api${path}`, { token: club.token, body });
  const threeDays = () =>
    createActivity(h, club.token, club.organization.id, { start_date: '2026-09-01', end_date: '2026-09-03', participation_type: 'daily' });
  const assign = (activityId: number, date: string | null, userIds = members) =>
    api('POST', '/participation/bulk-update', { activity_id: activityId, user_ids: userIds, role_ids: roles, action: 'assign', date });

  async function expectSound(label: string) {
    expect(await recordsOutsideTheirActivity(h), label).toEqual([]);
    expect(await totalsMismatches(h), label).toEqual([]);
  }

  async function race(label: string, setup: () => Promise<number>, writers: Array<(activityId: number) => Promise<ApiResponse>>) {
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const activityId = await setup();
      const responses = await Promise.all(writers.map((write) => write(activityId)));
      expectNoServerErrors(responses);
      await expectSound(`${label}, try ${attempt + 1}`);
    }
  }

  it('a change of dates that removes a day, against a bulk assign on that day', async () => {
    await race('dates vs bulk assign', async () => (await threeDays()).id, [
      (id) => api('PUT', `/activities/${id}`, { end_date: '2026-09-02', participation_change: 'remove' }),
      (id) => assign(id, '2026-09-03'),
    ]);
  });

  it('a change to a full event that converts the days, against single records written on a day', async () => {
    await race(
      'type vs single records',
      async () => {
        const activity = await threeDays();
        await assign(activity.id, '2026-09-01', members.slice(0, 2));
        return activity.id;
      },
      [
        (id) => api('PUT', `/activities/${id}`, { participation_type: 'full', participation_change: 'convert' }),
        (id) => api('POST', '/participation', { activity_id: id, user_id: members[3], role_id: roles[0], participation_date: '2026-09-02' }),
        (id) => api('POST', '/participation', { activity_id: id, user_id: members[4], role_id: roles[1], participation_date: '2026-09-03' }),
      ],
    );
  });

  it("a change of dates against a record moved onto the day it drops", async () => {
    let recordId = 0;
    await race(
      'dates vs record update',
      async () => {
        const activity = await threeDays();
        const created = await api('POST', '/participation', {
          activity_id: activity.id,
          user_id: members[0],
          role_id: roles[0],
          participation_date: '2026-09-01',
        });
        expect(created.status).toBe(201);
        recordId = created.body.id as number;
        return activity.id;
      },
      [
        (id) => api('PUT', `/activities/${id}`, { start_date: '2026-09-01', end_date: '2026-09-02', participation_change: 'remove' }),
        () => api('PUT', `/participation/${recordId}`, { participation_date: '2026-09-03' }),
      ],
    );
  });

  it('a change of dates that removes a day, against confirming worked shifts on that day (decision 0031)', async () => {
    let shiftId = 0;
    await race(
      'dates vs shift confirmations',
      async () => {
        const activity = await threeDays();
        const shift = await api('POST', `/activities/${activity.id}/shifts`, {
          title: 'Teardown',
          date: '2026-09-03',
          start_time: '17:00',
          end_time: '19:00',
          slots: 3,
          participation_role_id: roles[1],
        });
        expect(shift.status).toBe(201);
        shiftId = shift.body.id as number;
        await h.deps.db
          .insertInto('shift_signups')
          .values(members.slice(0, 2).map((user_id) => ({ organization_id: club.organization.id, shift_id: shiftId, user_id })))
          .execute();
        return activity.id;
      },
      [
        // The day goes with its shift (decision 0039: new dates never leave a shift outside).
        (id) => api('PUT', `/activities/${id}`, { end_date: '2026-09-02', participation_change: 'remove', shift_change: 'cancel' }),
        () => api('POST', `/shifts/${shiftId}/signups/${members[0]}/confirm`),
        () => api('POST', `/shifts/${shiftId}/signups/${members[1]}/confirm`),
      ],
    );
  });

  it('deleting the activity against a bulk assign and a single record on it', async () => {
    await race('delete vs writers', async () => (await threeDays()).id, [
      (id) => api('DELETE', `/activities/${id}`),
      (id) => assign(id, '2026-09-02'),
      (id) => api('POST', '/participation', { activity_id: id, user_id: members[5], role_id: roles[0], participation_date: '2026-09-01' }),
    ]);
    const orphans = await h.deps.db
      .selectFrom('participations as p')
      .leftJoin('activities as a', 'a.id', 'p.activity_id')
      .select('p.id')
      .where('a.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('bulk assign and remove of the same cells against single deletes', async () => {
    await race(
      'bulk vs single delete',
      async () => {
        const activity = await threeDays();
        await assign(activity.id, '2026-09-02');
        return activity.id;
      },
      [
        (id) => api('POST', '/participation/bulk-update', { activity_id: id, user_ids: members, role_ids: roles, action: 'remove', date: '2026-09-02' }),
        (id) => assign(id, '2026-09-02', members.slice(2)),
        async (id) => {
          const one = await h.deps.db.selectFrom('participations').select('id').where('activity_id', '=', id).executeTakeFirst();
          return one ? api('DELETE', `/participation/${one.id}`) : ({ status: 204, body: null, headers: new Headers() } as ApiResponse);
        },
      ],
    );
  });
});
