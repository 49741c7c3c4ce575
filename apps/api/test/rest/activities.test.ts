import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import {
  addMember,
  auditActions,
  createActivity,
  createCategory,
  createParticipationRole,
  participationsOf,
  recordParticipation,
} from '../support/factories-catalogue';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let member: Awaited<ReturnType<typeof addMember>>;
let other: Awaited<ReturnType<typeof signUpWithOrganization>>;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  member = await addMember(h, org);
  other = await signUpWithOrganization(h, 'Other LUG');
});
afterAll(async () => {
  await h?.close();
});

const fullBody = {
  title: 'Spring Train Show',
  description: 'Our yearly show at the town hall.',
  start_date: '2026-04-18',
  end_date: '2026-04-19',
  start_time: '10:00',
  end_time: '17:00',
  location: 'Town Hall',
  organizer: 'Sam Stud',
  external_url: 'https://brickville.example/train-show',
  is_private: false,
  participation_type: 'daily',
};

describe('POST /api/activities', () => {
  it('creates an activity with every field and answers 201 with the SPEC field names', async () => {
    const category = await createCategory(h, admin.token, org, { name: 'Public Exhibitions' });
    const response = await h.api('POST', '/api/activities', {
      token: admin.token,
      body: { organization_id: org, ...fullBody, category_id: category.id },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      organization_id: org,
      ...fullBody,
      category_id: category.id,
      Category: { id: category.id, name: 'Public Exhibitions' },
      // RSVP and check-in (issue 17): closed, no limit, no deadline, no check-in role unless sent.
      rsvp_open: false,
      capacity: null,
      rsvp_deadline: null,
      checkin_role_id: null,
      // Exhibits (issue 18): closed, no limits unless sent.
      exhibits_open: false,
      exhibits_per_member: null,
      exhibitor_role_id: null,
      exhibits_area_studs: null,
    });
    expect(await auditActions(h, org, 'activity', response.body.id)).toContain('activity.create');
  });

  it('defaults to a daily, public activity; empty optional fields become null', async () => {
    const response = await h.api('POST', '/api/activities', {
      token: admin.token,
      body: {
        organization_id: org,
        title: 'Club meeting',
        start_date: '2026-05-05',
        end_date: '2026-05-05',
        description: '',
        start_time: '',
        end_time: '',
        location: '',
        organizer: '',
        external_url: '',
        category_id: null,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      participation_type: 'daily',
      is_private: false,
      description: null,
      start_time: null,
      end_time: null,
      location: null,
      organizer: null,
      external_url: null,
      category_id: null,
      Category: null,
    });
  });

  it('refuses bad input with 400 and the field named', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title: Title is required'],
      [{ start_date: undefined }, 'start_date: Start date is required'],
      [{ end_date: '2026-04-17' }, 'end_date: End date cannot be before start date'],
      [{ end_date: '2026-04-18', end_time: '09:00' }, 'end_time: End time cannot be before start time'],
      [{ start_time: '9am' }, 'start_time: Must be a time as HH:MM'],
      [
        { external_url: 'javascript:alert(1)' },
        'external_url: Must be a web address starting with http:// or https://',
      ],
      [{ participation_type: 'weekly' }, 'participation_type: Must be daily or full'],
      [{ description: 'x'.repeat(1001) }, 'description: Description must be 1000 characters or less'],
      [{ category_id: 'abc' }, 'category_id: Must be a number'],
      // Ids are canonical on the wire: a JSON integer or null, never text.
      [{ category_id: '3' }, 'category_id: Must be a number'],
      [{ category_id: '' }, 'category_id: Must be a number'],
      [{ category_id: 1.5 }, 'category_id: Must be a whole number'],
      [{ organization_id: String(org) }, 'organization_id: Must be a number'],
      [{ organization_id: [org] }, 'organization_id: Must be a number'],
      [{ start_date: '2026-13-01' }, 'start_date: Must be a date as yyyy-mm-dd'],
    ];
    for (const [change, message] of cases) {
      const response = await h.api('POST', '/api/activities', {
        token: admin.token,
        body: { organization_id: org, ...fullBody, ...change },
      });
      expect(response.status, message).toBe(400);
      expect(response.body.error).toBe(message);
    }
    const noOrg = await h.api('POST', '/api/activities', { token: admin.token, body: fullBody });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.error).toBe('organization_id: Organization is required');
  });

  it("refuses another organisation's category with 400", async () => {
    const theirs = await createCategory(h, other.token, other.organization.id);
    const response = await h.api('POST', '/api/activities', {
      token: admin.token,
      body: { organization_id: org, ...fullBody, category_id: theirs.id },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('category_id: Category not found in this organization');
  });

  it('refuses 401 signed out, 403 without activities.manage, 403 in an organisation not joined', async () => {
    expect((await h.api('POST', '/api/activities', { body: { organization_id: org, ...fullBody } })).status).toBe(401);
    const denied = await h.api('POST', '/api/activities', {
      token: member.token,
      body: { organization_id: org, ...fullBody },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("You don't have permission to do this");
    const stranger = await h.api('POST', '/api/activities', {
      token: other.token,
      body: { organization_id: org, ...fullBody },
    });
    expect(stranger.status).toBe(403);
  });
});

describe('GET /api/activities', () => {
  let year: Awaited<ReturnType<typeof signUpWithOrganization>>;
  beforeAll(async () => {
    year = await signUpWithOrganization(h, 'Year LUG');
    await createActivity(h, year.token, year.organization.id, {
      title: 'New Year build',
      start_date: '2025-12-31',
      end_date: '2026-01-01',
    });
    await createActivity(h, year.token, year.organization.id, {
      title: 'Winter meeting',
      start_date: '2026-01-10',
      end_date: '2026-01-10',
    });
    await createActivity(h, year.token, year.organization.id, {
      title: 'Next year show',
      start_date: '2027-03-01',
      end_date: '2027-03-02',
    });
  });

  it('lists the activities whose start date falls in the year, or all without a year', async () => {
    const in2026 = await h.api('GET', `/api/activities?organization_id=${year.organization.id}&year=2026`, {
      token: year.token,
    });
    expect(in2026.status).toBe(200);
    expect(in2026.body.map((a: { title: string }) => a.title)).toEqual(['Winter meeting']);
    const in2025 = await h.api('GET', `/api/activities?organization_id=${year.organization.id}&year=2025`, {
      token: year.token,
    });
    expect(in2025.body.map((a: { title: string }) => a.title)).toEqual(['New Year build']);
    const all = await h.api('GET', `/api/activities?organization_id=${year.organization.id}`, { token: year.token });
    expect(all.body.map((a: { title: string }) => a.title)).toEqual([
      'New Year build',
      'Winter meeting',
      'Next year show',
    ]);
    // Leaving the year out is the one way to ask for every year: an empty value is refused.
    const empty = await h.api('GET', `/api/activities?organization_id=${year.organization.id}&year=`, { token: year.token });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('year: year must be a number');
  });

  it('refuses a bad year with 400 and an organisation not joined with 403', async () => {
    const bad = await h.api('GET', `/api/activities?organization_id=${year.organization.id}&year=soon`, {
      token: year.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('year: year must be a number');
    expect(
      (await h.api('GET', `/api/activities?organization_id=${year.organization.id}`, { token: admin.token })).status,
    ).toBe(403);
    expect((await h.api('GET', '/api/activities', { token: admin.token })).status).toBe(400);
    expect((await h.api('GET', `/api/activities?organization_id=${year.organization.id}`)).status).toBe(401);
  });

  it('lets a member without permissions read; an inactive member may not', async () => {
    expect((await h.api('GET', `/api/activities?organization_id=${org}`, { token: member.token })).status).toBe(200);
    const inactive = await addMember(h, org, { status: 'inactive' });
    const response = await h.api('GET', `/api/activities?organization_id=${org}`, { token: inactive.token });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/activities/page', () => {
  let paged: Awaited<ReturnType<typeof signUpWithOrganization>>;
  let category: { id: number };
  beforeAll(async () => {
    paged = await signUpWithOrganization(h, 'Paged LUG');
    category = await createCategory(h, paged.token, paged.organization.id, { name: 'Shows' });
    // Seven activities of 2028 in a scrambled order of creation, one of 2029, one private.
    for (const [title, day, categoryId] of [
      ['G', '2028-07-01', null],
      ['A', '2028-01-05', category.id],
      ['D', '2028-04-01', null],
      ['B', '2028-02-01', category.id],
      ['F', '2028-06-01', category.id],
      ['C', '2028-03-01', null],
      ['E', '2028-05-01', null],
      ['Next', '2029-01-01', null],
    ] as const) {
      await createActivity(h, paged.token, paged.organization.id, { title, start_date: day, end_date: day, category_id: categoryId });
    }
  });
  const page = (query: string, token = paged.token) =>
    h.api('GET', `/api/activities/page?organization_id=${paged.organization.id}&${query}`, { token });
  const titles = (body: { activities: Array<{ title: string }> }) => body.activities.map((a) => a.title);

  it('answers the pages of the whole list, in its order, with the count of the whole', async () => {
    const whole = await h.api('GET', `/api/activities?organization_id=${paged.organization.id}&year=2028`, { token: paged.token });
    const order = (whole.body as Array<{ title: string }>).map((a) => a.title);
    expect(order).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const pages = [];
    for (let offset = 0; offset < 9; offset += 3) {
      const response = await page(`year=2028&limit=3&offset=${offset}`);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(7);
      pages.push(...titles(response.body));
    }
    expect(pages).toEqual(order);
    // Every field the whole list gives, for the same rows.
    expect((await page('year=2028&limit=2')).body.activities).toEqual(whole.body.slice(0, 2));
  });

  it('filters by category, defaults to 50 rows, and counts past the end', async () => {
    const shows = await page(`year=2028&category_id=${category.id}`);
    expect(titles(shows.body)).toEqual(['A', 'B', 'F']);
    expect(shows.body.total).toBe(3);
    const everything = await page('');
    expect(everything.body.total).toBe(8);
    expect(everything.body.activities).toHaveLength(8);
    const past = await page('year=2028&offset=40');
    expect(past.body).toEqual({ activities: [], total: 7 });
    const empty = await page('year=2040');
    expect(empty.body).toEqual({ activities: [], total: 0 });
  });

  it('refuses bad paging with 400 and a message, and other organisations with 403', async () => {
    for (const [query, message] of [
      ['limit=0', 'limit: limit must be between 1 and 200'],
      ['limit=201', 'limit: limit must be between 1 and 200'],
      ['limit=ten', 'limit: limit must be a number'],
      ['offset=-1', 'offset: offset must be 0 or more'],
      ['offset=1.5', 'offset: offset must be a whole number'],
    ]) {
      const response = await page(query!);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toBe(message);
    }
    expect((await page('', admin.token)).status).toBe(403);
  });

  it('shows a private activity only to those who may see it, in the count too', async () => {
    // Its own organisation: the private activity would change the counts the tests above expect.
    const club = await signUpWithOrganization(h, 'Private LUG');
    const viewer = await addMember(h, club.organization.id);
    await createActivity(h, club.token, club.organization.id, { title: 'Open build', start_date: '2028-07-01', end_date: '2028-07-01' });
    await createActivity(h, club.token, club.organization.id, {
      title: 'Board retreat',
      is_private: true,
      start_date: '2028-08-01',
      end_date: '2028-08-01',
    });
    const clubPage = (token: string) => h.api('GET', `/api/activities/page?organization_id=${club.organization.id}&year=2028`, { token });
    expect((await clubPage(club.token)).body.total).toBe(2);
    const seen = await clubPage(viewer.token);
    expect(seen.body.total).toBe(1);
    expect(titles(seen.body)).toEqual(['Open build']);
  });
});

describe('private activities', () => {
  it('are listed and shown only to managers and their participants', async () => {
    const secret = await createActivity(h, admin.token, org, {
      title: 'Board retreat',
      is_private: true,
      start_date: '2031-02-01',
      end_date: '2031-02-01',
    });
    const open = await createActivity(h, admin.token, org, {
      title: 'Open build',
      start_date: '2031-02-02',
      end_date: '2031-02-02',
    });
    const titles = async (token: string) =>
      (
        (await h.api('GET', `/api/activities?organization_id=${org}&year=2031`, { token })).body as Array<{
          title: string;
        }>
      ).map((a) => a.title);

    expect(await titles(admin.token)).toEqual(['Board retreat', 'Open build']);
    expect(await titles(member.token)).toEqual(['Open build']);
    expect(
      (await h.api('GET', `/api/activities/${secret.id}?organization_id=${org}`, { token: member.token })).status,
    ).toBe(404);
    expect(
      (await h.api('GET', `/api/activities/${open.id}?organization_id=${org}`, { token: member.token })).status,
    ).toBe(200);

    const role = await createParticipationRole(h, admin.token, org);
    await recordParticipation(h, {
      organizationId: org,
      activityId: secret.id,
      userId: member.user.id,
      roleId: role.id,
      date: '2031-02-01',
    });
    expect(await titles(member.token)).toEqual(['Board retreat', 'Open build']);
    expect(
      (await h.api('GET', `/api/activities/${secret.id}?organization_id=${org}`, { token: member.token })).status,
    ).toBe(200);
  });
});

describe('GET /api/activities/{id}', () => {
  it('answers the activity with Category, Organization and Participations', async () => {
    const category = await createCategory(h, admin.token, org, { name: 'Build Days' });
    const activity = await createActivity(h, admin.token, org, {
      title: 'Castle build day',
      category_id: category.id,
      start_date: '2026-08-01',
      end_date: '2026-08-02',
    });
    const role = await createParticipationRole(h, admin.token, org, { name: 'Builder', points: 3 });
    await recordParticipation(h, {
      organizationId: org,
      activityId: activity.id,
      userId: member.user.id,
      roleId: role.id,
      date: '2026-08-01',
      points: 3,
    });
    await recordParticipation(h, {
      organizationId: org,
      activityId: activity.id,
      userId: member.user.id,
      roleId: role.id,
      date: '2026-08-02',
      points: 3,
    });

    const response = await h.api('GET', `/api/activities/${activity.id}?organization_id=${org}`, {
      token: member.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: activity.id,
      title: 'Castle build day',
      Category: { id: category.id, name: 'Build Days' },
      Organization: { id: org, name: 'Brickville LUG' },
    });
    expect(response.body.Participations).toEqual([
      {
        id: expect.any(Number),
        user_id: member.user.id,
        role_id: role.id,
        participation_date: '2026-08-01',
        points: 3,
        User: { id: member.user.id, display_name: expect.stringMatching(/^Test User/) },
        ParticipationRole: { id: role.id, name: 'Builder', points: 3 },
      },
      expect.objectContaining({ participation_date: '2026-08-02' }),
    ]);
  });

  it("answers without organization_id (the activity names it); 404 for another organisation's, or when the organisation sent disagrees", async () => {
    const mine = await createActivity(h, admin.token, org, { title: 'Mine' });
    const plain = await h.api('GET', `/api/activities/${mine.id}`, { token: admin.token });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ id: mine.id, title: 'Mine', organization_id: org });
    const theirs = await createActivity(h, other.token, other.organization.id);
    const response = await h.api('GET', `/api/activities/${theirs.id}?organization_id=${org}`, { token: admin.token });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Activity not found');
    expect((await h.api('GET', `/api/activities/${theirs.id}`, { token: admin.token })).status).toBe(404);
    // Their organisation named with our row: 404 too (nothing about either is told).
    expect((await h.api('GET', `/api/activities/${mine.id}?organization_id=${other.organization.id}`, { token: admin.token })).status).toBe(404);
    expect((await h.api('GET', `/api/activities/999999?organization_id=${org}`, { token: admin.token })).status).toBe(
      404,
    );
    for (const spelling of ['abc', '%20' + mine.id, '0' + mine.id, `${mine.id}.0`, `${mine.id}e0`, '-1']) {
      const respelled = await h.api('GET', `/api/activities/${spelling}`, { token: admin.token });
      expect(respelled.status, spelling).toBe(400);
      expect(respelled.body.error, spelling).toMatch(/^id: /);
    }
  });
});

describe('PUT /api/activities/{id}', () => {
  it('updates the fields sent and keeps the rest', async () => {
    const activity = await createActivity(h, admin.token, org, { ...fullBody, title: 'Old title' });
    const response = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: admin.token,
      body: { organization_id: org, title: 'New title', location: '', is_private: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ...fullBody,
      title: 'New title',
      location: null,
      is_private: true,
    });
    expect(await auditActions(h, org, 'activity', activity.id)).toContain('activity.update');
  });

  it('checks the merged dates and times', async () => {
    const activity = await createActivity(h, admin.token, org, { start_date: '2026-09-10', end_date: '2026-09-12' });
    const response = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: admin.token,
      body: { organization_id: org, end_date: '2026-09-09' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('end_date: End date cannot be before start date');
  });

  it('refuses 403 without the permission, 404 for another organisation; the activity names its organisation', async () => {
    const activity = await createActivity(h, admin.token, org);
    expect(
      (
        await h.api('PUT', `/api/activities/${activity.id}`, {
          token: member.token,
          body: { organization_id: org, title: 'X' },
        })
      ).status,
    ).toBe(403);
    const theirs = await createActivity(h, other.token, other.organization.id);
    const foreign = await h.api('PUT', `/api/activities/${theirs.id}`, {
      token: admin.token,
      body: { organization_id: org, title: 'X' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Activity not found');
    const implicit = await h.api('PUT', `/api/activities/${activity.id}`, { token: admin.token, body: { title: 'X' } });
    expect(implicit.status).toBe(200);
    expect(implicit.body).toMatchObject({ id: activity.id, organization_id: org, title: 'X' });
    const disagreeing = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: other.token,
      body: { organization_id: other.organization.id, title: 'Taken over' },
    });
    expect(disagreeing.status).toBe(404);
  });

  describe('when participation records exist', () => {
    async function activityWithRecords(type: 'daily' | 'full') {
      const activity = await createActivity(h, admin.token, org, {
        start_date: '2026-10-01',
        end_date: '2026-10-03',
        participation_type: type,
      });
      const role = await createParticipationRole(h, admin.token, org, { points: 5 });
      const days = type === 'full' ? [null] : ['2026-10-01', '2026-10-02', '2026-10-03'];
      for (const date of days) {
        await recordParticipation(h, {
          organizationId: org,
          activityId: activity.id,
          userId: member.user.id,
          roleId: role.id,
          date,
        });
      }
      return { activity, role };
    }

    it('refuses a date or type change with 409 naming the count, and changes nothing', async () => {
      const { activity } = await activityWithRecords('daily');
      const response = await h.api('PUT', `/api/activities/${activity.id}`, {
        token: admin.token,
        body: { organization_id: org, participation_type: 'full', title: 'Changed' },
      });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(
        'This change affects 3 participation records of this activity. Choose whether to remove them or convert them (participation_change: "remove" or "convert").',
      );
      const after = await h.api('GET', `/api/activities/${activity.id}?organization_id=${org}`, { token: admin.token });
      expect(after.body.participation_type).toBe('daily');
      expect(after.body.title).not.toBe('Changed');
      expect(await participationsOf(h, activity.id)).toHaveLength(3);

      const shorter = await h.api('PUT', `/api/activities/${activity.id}`, {
        token: admin.token,
        body: { organization_id: org, end_date: '2026-10-02' },
      });
      expect(shorter.status).toBe(409);
      expect(shorter.body.error).toMatch(/^This change affects 1 participation record of this activity/);
    });

    it('allows a change that leaves every record inside the activity', async () => {
      const { activity } = await activityWithRecords('daily');
      const longer = await h.api('PUT', `/api/activities/${activity.id}`, {
        token: admin.token,
        body: { organization_id: org, end_date: '2026-10-05' },
      });
      expect(longer.status).toBe(200);
      expect(await participationsOf(h, activity.id)).toHaveLength(3);
    });

    it('convert merges daily records into one full-event record per member and role', async () => {
      const { activity, role } = await activityWithRecords('daily');
      const response = await h.api('PUT', `/api/activities/${activity.id}`, {
        token: admin.token,
        body: { organization_id: org, participation_type: 'full', participation_change: 'convert' },
      });
      expect(response.status).toBe(200);
      expect(response.body.participation_type).toBe('full');
      expect(await participationsOf(h, activity.id)).toEqual([
        { id: expect.any(Number), user_id: member.user.id, role_id: role.id, participation_date: null, points: 5 },
      ]);
    });

    it('convert spreads full-event records to the first day', async () => {
      const { activity } = await activityWithRecords('full');
      const response = await h.api('PUT', `/api/activities/${activity.id}`, {
        token: admin.token,
        body: {
          organization_id: org,
          participation_type: 'daily',
          start_date: '2026-10-02',
          participation_change: 'convert',
        },
      });
      expect(response.status).toBe(200);
      expect((await participationsOf(h, activity.id)).map((p) => p.participation_date)).toEqual(['2026-10-02']);
    });

    it('remove deletes the records that no longer fit; convert removes records outside the new dates', async () => {
      const a = await activityWithRecords('daily');
      const removed = await h.api('PUT', `/api/activities/${a.activity.id}`, {
        token: admin.token,
        body: { organization_id: org, participation_type: 'full', participation_change: 'remove' },
      });
      expect(removed.status).toBe(200);
      expect(await participationsOf(h, a.activity.id)).toEqual([]);

      const b = await activityWithRecords('daily');
      const moved = await h.api('PUT', `/api/activities/${b.activity.id}`, {
        token: admin.token,
        body: {
          organization_id: org,
          start_date: '2026-10-02',
          end_date: '2026-10-04',
          participation_change: 'convert',
        },
      });
      expect(moved.status).toBe(200);
      expect((await participationsOf(h, b.activity.id)).map((p) => p.participation_date)).toEqual([
        '2026-10-02',
        '2026-10-03',
      ]);
      const audit = await h.deps.db
        .selectFrom('audit_log')
        .select('details')
        .where('entity', '=', 'activity')
        .where('entity_id', '=', String(b.activity.id))
        .where('action', '=', 'activity.update')
        .executeTakeFirstOrThrow();
      expect(audit.details).toMatchObject({
        participation: { mode: 'convert', affected: 1, removed: 1, converted: 0 },
      });
    });

    it('refuses an unknown participation_change with 400', async () => {
      const { activity } = await activityWithRecords('daily');
      const response = await h.api('PUT', `/api/activities/${activity.id}`, {
        token: admin.token,
        body: { organization_id: org, participation_type: 'full', participation_change: 'keep' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('participation_change: participation_change must be "remove" or "convert"');
    });
  });
});

describe('DELETE /api/activities/{id}', () => {
  it('deletes the activity and its participation records, answering 204', async () => {
    const activity = await createActivity(h, admin.token, org);
    const role = await createParticipationRole(h, admin.token, org);
    await recordParticipation(h, {
      organizationId: org,
      activityId: activity.id,
      userId: member.user.id,
      roleId: role.id,
      date: '2026-06-01',
    });
    expect(
      (await h.api('DELETE', `/api/activities/${activity.id}?organization_id=${org}`, { token: member.token })).status,
    ).toBe(403);
    const response = await h.api('DELETE', `/api/activities/${activity.id}?organization_id=${org}`, {
      token: admin.token,
    });
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect(
      (await h.api('GET', `/api/activities/${activity.id}?organization_id=${org}`, { token: admin.token })).status,
    ).toBe(404);
    expect(await participationsOf(h, activity.id)).toEqual([]);
    expect(await auditActions(h, org, 'activity', activity.id)).toContain('activity.delete');
    expect(
      (await h.api('DELETE', `/api/activities/${activity.id}?organization_id=${org}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it("answers 404 for another organisation's activity and leaves it", async () => {
    const theirs = await createActivity(h, other.token, other.organization.id);
    const response = await h.api('DELETE', `/api/activities/${theirs.id}?organization_id=${org}`, {
      token: admin.token,
    });
    expect(response.status).toBe(404);
    expect(
      (
        await h.api('GET', `/api/activities/${theirs.id}?organization_id=${other.organization.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(200);
  });
});
