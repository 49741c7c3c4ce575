/**
 * The visibility rule and its SQL agree (docs/decisions/0035-one-visibility-rule.md): for every
 * activity (public and private) with every subset of the ties of `activityTies`, and viewers with
 * no permission, `reports.view`/`participation.manage` only, and `activities.manage`, the rows
 * `activityVisible` keeps are exactly those `maySeeActivity` allows. Another member's ties reveal
 * nothing. The effective permissions of `viewersOf` are none while the group's two-factor
 * requirement is unmet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lug/db';
import { activityTies, maySeeActivity, type ActivityTieKind } from '@lug/domain/activity-visibility';
import type { Permission } from '@lug/domain/permissions';
import { activityIdVisible, activityVisible, viewersOf } from '../../src/services/activity-visibility';
import { addMember, createActivity, createParticipationRole } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h?.close();
});

const kinds = activityTies.map((tie) => tie.kind);
/** Every subset of the tie kinds. */
const subsets: ActivityTieKind[][] = Array.from({ length: 1 << kinds.length }, (_, mask) =>
  kinds.filter((_, i) => mask & (1 << i)),
);

async function tie(org: number, activityId: number, userId: number, kind: ActivityTieKind, roleId: number) {
  const db = h.deps.db;
  switch (kind) {
    case 'participation':
      await db
        .insertInto('participations')
        .values({
          organization_id: org,
          activity_id: activityId,
          user_id: userId,
          role_id: roleId,
          participation_date: null,
          points: 1,
        })
        .execute();
      return;
    case 'rsvp':
      await db
        .insertInto('activity_rsvps')
        .values({ organization_id: org, activity_id: activityId, user_id: userId, status: 'not_going', at: new Date() })
        .execute();
      return;
    case 'exhibit':
      await db
        .insertInto('exhibits')
        .values({
          organization_id: org,
          activity_id: activityId,
          user_id: userId,
          title: 'MOC',
          width_studs: 16,
          depth_studs: 16,
          status: 'rejected',
          review_reason: 'No',
        })
        .execute();
      return;
    case 'shift_signup': {
      const shift = await db
        .insertInto('shifts')
        .values({
          organization_id: org,
          activity_id: activityId,
          title: 'Door',
          date: '2026-06-01',
          start_time: '09:00',
          end_time: '10:00',
          slots: 3,
          participation_role_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('shift_signups')
        .values({ organization_id: org, shift_id: shift.id, user_id: userId })
        .execute();
      return;
    }
  }
}

describe('the activity visibility rule', () => {
  it('keeps in SQL exactly the activities the pure rule allows, for every tie and permission', async () => {
    const club = await signUpWithOrganization(h, 'Visibility Club');
    const org = club.organization.id;
    const role = await createParticipationRole(h, club.token, org, { points: 1 });
    const viewer = await addMember(h, org);
    const other = await addMember(h, org);
    const cases: Array<{ id: number; is_private: boolean; ties: ActivityTieKind[] }> = [];
    for (const isPrivate of [false, true]) {
      for (const ties of subsets) {
        const activity = await createActivity(h, club.token, org, {
          is_private: isPrivate,
          participation_type: 'full',
        });
        for (const kind of ties) await tie(org, activity.id, viewer.user.id, kind, role.id);
        // Someone else's ties to every activity: they must reveal nothing to the viewer.
        for (const kind of kinds) await tie(org, activity.id, other.user.id, kind, role.id);
        cases.push({ id: activity.id, is_private: isPrivate, ties });
      }
    }
    const permissionSets: Permission[][] = [
      [],
      ['reports.view', 'participation.manage', 'members.manage'],
      ['activities.manage'],
    ];
    for (const permissions of permissionSets) {
      const who = { userId: viewer.user.id, organizationId: org, permissions };
      const seen = await h.deps.db
        .selectFrom('activities as a')
        .select('a.id')
        .where('a.organization_id', '=', org)
        .where(activityVisible(who))
        .execute();
      const byId = await h.deps.db
        .selectFrom('shifts as s')
        .select('s.activity_id')
        .distinct()
        .where('s.organization_id', '=', org)
        .where(activityIdVisible(who, sql.ref('s.activity_id')))
        .execute();
      const expected = cases.filter((c) => maySeeActivity(c, who, c.ties)).map((c) => c.id);
      expect(
        seen.map((r) => r.id).sort((x, y) => x - y),
        `permissions ${permissions.join(',')}`,
      ).toEqual(expected.sort((x, y) => x - y));
      // Every case has a shift (the other member's sign-up): the id form keeps the same activities.
      expect(byId.map((r) => r.activity_id).sort((x, y) => x - y)).toEqual(expected);
    }
    // The rule itself: a private activity with no tie is hidden from a plain member, shown with any tie.
    expect(maySeeActivity({ is_private: true }, { permissions: ['reports.view'] }, [])).toBe(false);
    expect(maySeeActivity({ is_private: true }, { permissions: [] }, ['shift_signup'])).toBe(true);
    expect(maySeeActivity({ is_private: false }, { permissions: [] }, [])).toBe(true);
  });

  it('gives no permission to a manager whose group requires two factors they have not set up', async () => {
    const club = await signUpWithOrganization(h, 'Two Factor Club');
    const org = club.organization.id;
    expect((await viewersOf(h.deps.db, club.user.id)).find((v) => v.organizationId === org)?.permissions).toContain(
      'activities.manage',
    );
    await h.deps.db.updateTable('organizations').set({ require_two_factor: true }).where('id', '=', org).execute();
    expect((await viewersOf(h.deps.db, club.user.id)).find((v) => v.organizationId === org)?.permissions).toEqual([]);
  });
});
