/**
 * The post-show report and My signups' exhibits and shifts over REST (issue 18, decision 0032),
 * on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showReportCsvColumns, showReportMessages } from '@lug/domain/show-report';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import {
  addMember,
  auditActions,
  createActivity,
  createParticipationRole,
  recordParticipation,
} from '../support/factories-catalogue';
import { pdfTitle, pdfWords } from '../support/pdf-words';
import { insertExhibit, insertShift, insertShiftSignup } from '../support/show-rows';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let other: Awaited<ReturnType<typeof signUpWithOrganization>>;
let otherOrg: number;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  other = await signUpWithOrganization(h, 'Other LUG');
  otherOrg = other.organization.id;
});
afterAll(async () => {
  await h?.close();
});

function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A member of the organisation holding a role with exactly `permissions`. */
async function memberWith(permissions: string[]) {
  const member = await addMember(h, org);
  const role = await h.api('POST', '/api/permission-roles', {
    token: admin.token,
    body: { organization_id: org, name: `Role ${permissions.join('+')} ${member.user.id}`, permissions },
  });
  expect(role.status).toBe(201);
  const assigned = await h.api('POST', `/api/permission-roles/${role.body.id}/users`, {
    token: admin.token,
    body: { userIds: [member.user.id] },
  });
  expect(assigned.status).toBe(200);
  return member;
}

/** A show with rows of every kind, and the same kinds on a second show and in another group. */
async function busyShow(year = 2026) {
  const show = await createActivity(h, admin.token, org, {
    title: `Brick Show ${year}`,
    start_date: `${year}-05-09`,
    end_date: `${year}-05-10`,
  });
  const second = await createActivity(h, admin.token, org, { start_date: `${year}-09-01`, end_date: `${year}-09-01` });
  const theirs = await createActivity(h, other.token, otherOrg, {
    start_date: `${year}-05-09`,
    end_date: `${year}-05-09`,
  });
  const [m1, m2, m3] = await Promise.all([addMember(h, org), addMember(h, org), addMember(h, org)]);
  const outsider = await addMember(h, otherOrg);
  const role = await createParticipationRole(h, admin.token, org, { name: `Crew ${show.id}` });
  const theirRole = await createParticipationRole(h, other.token, otherOrg, { name: `Crew ${theirs.id}` });

  // Exhibits: two approved, one pending, one rejected here; one approved on the second show and elsewhere.
  await insertExhibit(h, { organizationId: org, activityId: show.id, userId: m1!.user.id, status: 'approved' });
  await insertExhibit(h, { organizationId: org, activityId: show.id, userId: m2!.user.id, status: 'approved' });
  await insertExhibit(h, { organizationId: org, activityId: show.id, userId: m2!.user.id, status: 'pending' });
  await insertExhibit(h, { organizationId: org, activityId: show.id, userId: m3!.user.id, status: 'rejected' });
  await insertExhibit(h, { organizationId: org, activityId: second.id, userId: m1!.user.id, status: 'approved' });
  await insertExhibit(h, {
    organizationId: otherOrg,
    activityId: theirs.id,
    userId: outsider.user.id,
    status: 'approved',
  });

  // Participation: m1 on both days, m2 once; m3 on the second show; someone elsewhere.
  await recordParticipation(h, {
    organizationId: org,
    activityId: show.id,
    userId: m1!.user.id,
    roleId: role.id,
    date: `${year}-05-09`,
  });
  await recordParticipation(h, {
    organizationId: org,
    activityId: show.id,
    userId: m1!.user.id,
    roleId: role.id,
    date: `${year}-05-10`,
  });
  await recordParticipation(h, {
    organizationId: org,
    activityId: show.id,
    userId: m2!.user.id,
    roleId: role.id,
    date: `${year}-05-09`,
  });
  await recordParticipation(h, {
    organizationId: org,
    activityId: second.id,
    userId: m3!.user.id,
    roleId: role.id,
    date: `${year}-09-01`,
  });
  await recordParticipation(h, {
    organizationId: otherOrg,
    activityId: theirs.id,
    userId: outsider.user.id,
    roleId: theirRole.id,
    date: `${year}-05-09`,
  });

  // Shifts: 10:00-13:30 with two confirmed and one unconfirmed sign-up, 14:00-15:00 with one confirmed.
  const morning = await insertShift(h, {
    organizationId: org,
    activityId: show.id,
    date: `${year}-05-09`,
    start: '10:00',
    end: '13:30',
  });
  const afternoon = await insertShift(h, {
    organizationId: org,
    activityId: show.id,
    date: `${year}-05-09`,
    start: '14:00',
    end: '15:00',
  });
  await insertShiftSignup(h, { organizationId: org, shiftId: morning.id, userId: m1!.user.id, confirmed: true });
  await insertShiftSignup(h, { organizationId: org, shiftId: morning.id, userId: m2!.user.id, confirmed: true });
  await insertShiftSignup(h, { organizationId: org, shiftId: morning.id, userId: m3!.user.id, confirmed: false });
  await insertShiftSignup(h, { organizationId: org, shiftId: afternoon.id, userId: m3!.user.id, confirmed: true });
  const secondShift = await insertShift(h, {
    organizationId: org,
    activityId: second.id,
    date: `${year}-09-01`,
    start: '09:00',
    end: '10:00',
  });
  await insertShiftSignup(h, { organizationId: org, shiftId: secondShift.id, userId: m1!.user.id, confirmed: true });
  const theirShift = await insertShift(h, {
    organizationId: otherOrg,
    activityId: theirs.id,
    date: `${year}-05-09`,
    start: '08:00',
    end: '18:00',
  });
  await insertShiftSignup(h, {
    organizationId: otherOrg,
    shiftId: theirShift.id,
    userId: outsider.user.id,
    confirmed: true,
  });

  return { show, second, theirs, members: [m1!, m2!, m3!] };
}

describe('GET and PUT /api/activities/{id}/report', () => {
  it("counts only the activity's own rows: approved exhibits, distinct members, confirmed hours", async () => {
    const { show, second } = await busyShow();
    const report = await h.api('GET', `/api/activities/${show.id}/report`, { token: admin.token });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      activity: { id: show.id, title: 'Brick Show 2026', start_date: '2026-05-09', end_date: '2026-05-10' },
      filed: false,
      visitors_total: 0,
      exhibits_shown: 2,
      members_took_part: 2,
      confirmed_signups: 3,
      minutes_staffed: 210 * 2 + 60,
      hours_staffed: 8,
      notes: null,
      photo_links: [],
      updated_at: null,
    });
    const secondReport = await h.api('GET', `/api/activities/${second.id}/report`, { token: admin.token });
    expect(secondReport.body).toMatchObject({ exhibits_shown: 1, members_took_part: 1, hours_staffed: 1 });
  });

  it('stores the entered figures as a whole, audits them, and refuses bad input with the fields at fault', async () => {
    const show = await createActivity(h, admin.token, org);
    const put = await h.api('PUT', `/api/activities/${show.id}/report`, {
      token: admin.token,
      body: {
        visitors_children: 120,
        visitors_teens: 30,
        visitors_adults: 250,
        notes: 'Great show, the train layout drew a crowd.',
        photo_links: ['https://photos.example/album/1'],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      filed: true,
      visitors_total: 400,
      photo_links: ['https://photos.example/album/1'],
    });
    expect(put.body.updated_by).toEqual(expect.any(String));
    expect(await auditActions(h, org, 'activity', show.id)).toContain('show_report.update');

    const again = await h.api('PUT', `/api/activities/${show.id}/report`, {
      token: admin.token,
      body: { visitors_adults: 5 },
    });
    expect(again.body).toMatchObject({
      visitors_children: 0,
      visitors_adults: 5,
      visitors_total: 5,
      notes: null,
      photo_links: [],
    });

    const bad = await h.api('PUT', `/api/activities/${show.id}/report`, {
      token: admin.token,
      body: { visitors_teens: -3, photo_links: ['http://insecure.example/a.jpg'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['photo_links.0', 'visitors_teens']);
    expect(bad.body.fields['photo_links.0']).toBe(showReportMessages.notHttps);
    const many = await h.api('PUT', `/api/activities/${show.id}/report`, {
      token: admin.token,
      body: { photo_links: Array.from({ length: 21 }, (_, i) => `https://p.example/${i}`) },
    });
    expect(many.status).toBe(400);
    // Nothing of the refused requests was stored.
    const stored = await h.api('GET', `/api/activities/${show.id}/report`, { token: admin.token });
    expect(stored.body).toMatchObject({ visitors_adults: 5, visitors_teens: 0, photo_links: [] });
  });

  it('reading needs reports.view or activities.manage; writing activities.manage; another group sees nothing', async () => {
    const show = await createActivity(h, admin.token, org);
    const plain = await addMember(h, org);
    const viewer = await memberWith(['reports.view']);
    const manager = await memberWith(['activities.manage']);
    expect((await h.api('GET', `/api/activities/${show.id}/report`, { token: plain.token })).status).toBe(403);
    expect((await h.api('GET', `/api/activities/${show.id}/report.csv`, { token: plain.token })).status).toBe(403);
    expect(
      (await h.api('GET', `/api/organizations/${org}/show-reports?year=2026`, { token: plain.token })).status,
    ).toBe(403);
    expect((await h.api('GET', `/api/activities/${show.id}/report`, { token: viewer.token })).status).toBe(200);
    expect(
      (await h.api('PUT', `/api/activities/${show.id}/report`, { token: viewer.token, body: { visitors_adults: 1 } }))
        .status,
    ).toBe(403);
    expect(
      (await h.api('PUT', `/api/activities/${show.id}/report`, { token: manager.token, body: { visitors_adults: 1 } }))
        .status,
    ).toBe(200);
    expect((await h.api('GET', `/api/activities/${show.id}/report`, { token: manager.token })).status).toBe(200);
    expect((await h.api('GET', `/api/activities/${show.id}/report`, { token: other.token })).status).toBe(404);
    expect(
      (await h.api('PUT', `/api/activities/${show.id}/report`, { token: other.token, body: { visitors_adults: 9 } }))
        .status,
    ).toBe(404);
  });

  itRaces('keeps one report when managers save at once (the activity lock), never a 500', async () => {
    const show = await createActivity(h, admin.token, org);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        h.api('PUT', `/api/activities/${show.id}/report`, { token: admin.token, body: { visitors_adults: n * 10 } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await h.deps.db
      .selectFrom('show_reports')
      .select('visitors_adults')
      .where('activity_id', '=', show.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect([10, 20, 30, 40, 50]).toContain(rows[0]!.visitors_adults);
  });
});

/** A PDF answer as bytes (the harness reads answers as text, which would garble them). */
async function pdfBytes(path: string) {
  const response = await h.app.request(`http://localhost:3000${path}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('downloads', () => {
  it('a show as CSV (the documented columns) and as a PDF with its title, whatever the script of its texts', async () => {
    const show = await createActivity(h, admin.token, org, { title: 'Brick Fest Antwerp' });
    await h.api('PUT', `/api/activities/${show.id}/report`, {
      token: admin.token,
      body: {
        visitors_children: 3,
        visitors_adults: 4,
        notes: '=SUM(1) Győr 東京 🧱 “quotes”\nZoë Łukasz, Ωμέγα Кирилл',
        photo_links: ['https://a.example/1'],
      },
    });
    const csv = await h.api('GET', `/api/activities/${show.id}/report.csv`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="show-report-brick-fest-antwerp.csv"');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(showReportCsvColumns.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${show.id},Brick Fest Antwerp,`);
    expect(lines[1]).toContain(
      `,3,0,4,7,0,0,0,"'=SUM(1) Győr 東京 🧱 “quotes”\nZoë Łukasz, Ωμέγα Кирилл",https://a.example/1`,
    );

    const pdf = await pdfBytes(`/api/activities/${show.id}/report.pdf`);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(await pdfTitle(pdf.bytes)).toBe('Post-show report: Brick Fest Antwerp');
    const words = await pdfWords(pdf.bytes);
    expect(words).toContain('Post-show report: Brick Fest Antwerp');
    // Every letter the font has is drawn as written; CJK and emoji show as "?", line breaks kept.
    expect(words).toContain('=SUM(1) Győr ?? ? “quotes”\nZoë Łukasz, Ωμέγα Кирилл');

    const unicode = await createActivity(h, admin.token, org, { title: 'Győr 東京 Show 🧱' });
    const odd = await pdfBytes(`/api/activities/${unicode.id}/report.pdf`);
    expect(odd.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfTitle(odd.bytes)).toBe('Post-show report: Győr ?? Show ?');
    expect(await pdfWords(odd.bytes)).toContain('Post-show report: Győr ?? Show ?');
  });
});

describe('GET /api/organizations/{id}/show-reports', () => {
  it("lists the year's shows (a report, exhibits or shifts) of this group only, with totals, CSV and PDF", async () => {
    const { show, second } = await busyShow(2025);
    await createActivity(h, admin.token, org, { start_date: '2025-07-01', end_date: '2025-07-01' }); // not a show
    const reported = await createActivity(h, admin.token, org, { start_date: '2025-11-01', end_date: '2025-11-01' });
    await h.api('PUT', `/api/activities/${reported.id}/report`, { token: admin.token, body: { visitors_teens: 7 } });
    await h.api('PUT', `/api/activities/${show.id}/report`, {
      token: admin.token,
      body: { visitors_adults: 100, visitors_children: 50 },
    });

    const year = await h.api('GET', `/api/organizations/${org}/show-reports?year=2025`, { token: admin.token });
    expect(year.status).toBe(200);
    expect(year.body.year).toBe(2025);
    expect(year.body.shows.map((s: { activity: { id: number } }) => s.activity.id)).toEqual([
      show.id,
      second.id,
      reported.id,
    ]);
    expect(year.body.totals).toEqual({
      shows: 3,
      visitors_children: 50,
      visitors_teens: 7,
      visitors_adults: 100,
      visitors_total: 157,
      exhibits_shown: 3,
      members_took_part: 3,
      minutes_staffed: 480 + 60,
      hours_staffed: 9,
    });

    const theirs = await h.api('GET', `/api/organizations/${otherOrg}/show-reports?year=2025`, { token: other.token });
    expect(theirs.body.shows).toHaveLength(1);
    expect(theirs.body.totals).toMatchObject({ exhibits_shown: 1, members_took_part: 1, hours_staffed: 10 });
    expect(
      (await h.api('GET', `/api/organizations/${org}/show-reports?year=2025`, { token: other.token })).status,
    ).toBe(403);
    expect(
      (await h.api('GET', `/api/organizations/${org}/show-reports?year=twenty`, { token: admin.token })).status,
    ).toBe(400);

    const csv = await h.api('GET', `/api/organizations/${org}/show-reports.csv?year=2025`, { token: admin.token });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(showReportCsvColumns.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe(',Total,,,,50,7,100,157,3,3,9,,');
    const pdf = await pdfBytes(`/api/organizations/${org}/show-reports.pdf?year=2025`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfTitle(pdf.bytes)).toBe('Shows 2025: Brickville LUG');
    expect(await pdfWords(pdf.bytes)).toContain('Shows 2025');
    expect(pdf.response.headers.get('content-disposition')).toBe('attachment; filename="show-reports-2025.pdf"');
  });
});

describe('My signups: exhibits and shifts', () => {
  it("lists the member's own exhibits (with the rejection reason) and shifts on upcoming shows, and an .ics of them", async () => {
    const show = await createActivity(h, admin.token, org, {
      title: 'Winter Show',
      start_date: day(20),
      end_date: day(21),
      start_time: '10:00',
      end_time: '17:00',
    });
    const past = await createActivity(h, admin.token, org, { start_date: day(-30), end_date: day(-30) });
    const member = await addMember(h, org);
    const someoneElse = await addMember(h, org);
    await insertExhibit(h, {
      organizationId: org,
      activityId: show.id,
      userId: member.user.id,
      title: 'Star Destroyer',
      status: 'approved',
    });
    await insertExhibit(h, {
      organizationId: org,
      activityId: show.id,
      userId: member.user.id,
      title: 'Too Big',
      status: 'rejected',
      reason: 'It does not fit the hall',
    });
    await insertExhibit(h, {
      organizationId: org,
      activityId: past.id,
      userId: member.user.id,
      title: 'Old one',
      status: 'approved',
    });
    await insertExhibit(h, {
      organizationId: org,
      activityId: show.id,
      userId: someoneElse.user.id,
      title: 'Not mine',
    });
    const shift = await insertShift(h, {
      organizationId: org,
      activityId: show.id,
      date: day(20),
      start: '09:30',
      end: '12:00',
      title: 'Set-up',
    });
    await insertShiftSignup(h, { organizationId: org, shiftId: shift.id, userId: member.user.id });
    const pastShift = await insertShift(h, {
      organizationId: org,
      activityId: past.id,
      date: day(-30),
      start: '09:30',
      end: '12:00',
    });
    await insertShiftSignup(h, { organizationId: org, shiftId: pastShift.id, userId: member.user.id });

    const mine = await h.api('GET', '/api/me/signups', { token: member.token });
    expect(mine.status).toBe(200);
    expect(mine.body.signups).toEqual([]);
    expect(mine.body.exhibits).toEqual([
      expect.objectContaining({
        title: 'Star Destroyer',
        status: 'approved',
        review_reason: null,
        organization_name: 'Brickville LUG',
        activity: { id: show.id, title: 'Winter Show', start_date: day(20), end_date: day(21) },
      }),
      expect.objectContaining({ title: 'Too Big', status: 'rejected', review_reason: 'It does not fit the hall' }),
    ]);
    expect(mine.body.shifts).toEqual([
      {
        organization_id: org,
        organization_name: 'Brickville LUG',
        id: shift.id,
        title: 'Set-up',
        date: day(20),
        start_time: '09:30',
        end_time: '12:00',
        confirmed: false,
        activity: { id: show.id, title: 'Winter Show', location: null },
      },
    ]);
    const theirs = await h.api('GET', '/api/me/signups', { token: someoneElse.token });
    expect(theirs.body.exhibits.map((e: { title: string }) => e.title)).toEqual(['Not mine']);
    expect(theirs.body.shifts).toEqual([]);

    const ics = await h.api('GET', '/api/me/signups.ics', { token: member.token });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = ics.body as string;
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:activity-${show.id}@localhost`);
    expect(text).toContain(`UID:shift-${shift.id}@localhost`);
    expect(text).toContain(`DTSTART:${day(20).replaceAll('-', '')}T093000Z`);
    expect(text).toContain(`DTEND:${day(20).replaceAll('-', '')}T120000Z`);
    expect(text).toContain('SUMMARY:Set-up (Winter Show)');
    expect(text).not.toContain(`UID:activity-${past.id}@`);
    expect((await h.api('GET', '/api/me/signups.ics')).status).toBe(401);
    const elseIcs = await h.api('GET', '/api/me/signups.ics', { token: someoneElse.token });
    expect(elseIcs.body as string).not.toContain(`shift-${shift.id}@`);
  });
});
