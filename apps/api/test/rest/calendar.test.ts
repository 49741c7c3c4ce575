import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { sql } from '@lug/db';
import { hashToken } from '../../src/auth/tokens';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, createActivity, createCategory, createParticipationRole, recordParticipation } from '../support/factories-catalogue';
import { insertShift, insertShiftSignup } from '../support/show-rows';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let role: { id: number };
let publicTimed: { id: number };
let publicAllDay: { id: number };
let privateJoined: { id: number };
let privateOther: { id: number };

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Calendar LUG');
  org = admin.organization.id;
  await sql`update organizations set settings = jsonb_set(settings, '{general}', '{"time_zone": "Europe/Berlin"}'::jsonb) where id = ${org}`.execute(
    h.deps.db,
  );
  const category = await createCategory(h, admin.token, org, { name: 'Shows' });
  publicTimed = await createActivity(h, admin.token, org, {
    title: 'Summer Show, with trains',
    description: 'Two halls; bring your MOCs.',
    start_date: '2026-07-04',
    end_date: '2026-07-04',
    start_time: '10:00',
    end_time: '17:30',
    location: 'Town Hall; Main Street 1',
    organizer: 'Sam Stud',
    external_url: 'https://calendar-lug.example/summer',
    category_id: category.id,
  });
  publicAllDay = await createActivity(h, admin.token, org, {
    title: 'Build weekend',
    start_date: '2026-12-31',
    end_date: '2027-01-01',
  });
  privateJoined = await createActivity(h, admin.token, org, { title: 'Committee meeting', is_private: true, start_date: '2025-03-01', end_date: '2025-03-01', start_time: '19:00' });
  privateOther = await createActivity(h, admin.token, org, { title: 'Secret planning', is_private: true });
  role = await createParticipationRole(h, admin.token, org);
});
afterAll(async () => {
  await h?.close();
});

/** A new member of the calendar organisation who took part in the private committee meeting. */
async function committeeMember() {
  const member = await addMember(h, org);
  await recordParticipation(h, { organizationId: org, activityId: privateJoined.id, userId: member.user.id, roleId: role.id, date: null });
  return member;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The feed's own VTIMEZONEs say what its TZIDs mean.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events, byTitle: (title: string) => events.find((e) => e.summary.startsWith(title)) };
}

async function feedOf(path: string) {
  const response = await h.api('GET', path);
  expect(response.status, String(response.body)).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  return parse(response.body as string);
}

describe("an organisation's public calendar", () => {
  it('needs no sign-in and lists every non-private activity, past and future, in the organisation’s time zone', async () => {
    const { calendar, events, byTitle } = await feedOf(`/api/organizations/${org}/calendar.ics`);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events.map((e) => e.summary).sort()).toEqual(['Build weekend', 'Summer Show, with trains']);

    const show = byTitle('Summer Show')!;
    expect(show.uid).toBe(`activity-${publicTimed.id}@localhost`);
    expect(show.startDate.isDate).toBe(false);
    expect(show.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(show.startDate.toString()).toBe('2026-07-04T10:00:00');
    expect(show.endDate.toString()).toBe('2026-07-04T17:30:00');
    // 10:00 in Berlin in summer is 08:00 UTC: the VTIMEZONE in the feed says so.
    expect(show.startDate.toJSDate().toISOString()).toBe('2026-07-04T08:00:00.000Z');
    expect(show.location).toBe('Town Hall; Main Street 1');
    expect(show.description).toContain('Two halls; bring your MOCs.');
    expect(show.description).toContain('Organizer: Sam Stud');
    expect(show.component.getFirstPropertyValue('url')).toBe('https://calendar-lug.example/summer');
    expect(show.component.getFirstProperty('categories')?.getValues()).toEqual(['Shows']);
    expect(calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
    // DTSTAMP is UTC (RFC 5545 3.8.7.2).
    expect(show.component.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);

    const weekend = byTitle('Build weekend')!;
    expect(weekend.startDate.isDate).toBe(true);
    expect(weekend.startDate.toString()).toBe('2026-12-31');
    // DTEND of an all-day event is exclusive: the day after the last day.
    expect(weekend.endDate.toString()).toBe('2027-01-02');
    expect(weekend.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/platform/activities/${publicAllDay.id}`);
  });

  it('keeps each activity’s UID across fetches and answers 404 for an unknown organisation', async () => {
    const first = await feedOf(`/api/organizations/${org}/calendar.ics`);
    const second = await feedOf(`/api/organizations/${org}/calendar.ics`);
    expect(second.events.map((e) => e.uid).sort()).toEqual(first.events.map((e) => e.uid).sort());
    const missing = await h.api('GET', '/api/organizations/999999/calendar.ics');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Organization not found' } });
  });

  it('writes UTC times when the organisation keeps the default time zone', async () => {
    const other = await signUpWithOrganization(h, 'UTC LUG');
    await createActivity(h, other.token, other.organization.id, { title: 'Noon meet', start_date: '2026-02-01', end_date: '2026-02-01', start_time: '12:00' });
    const { calendar, events } = await feedOf(`/api/organizations/${other.organization.id}/calendar.ics`);
    expect(calendar.getAllSubcomponents('vtimezone')).toEqual([]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-02-01T12:00:00.000Z');
    // Without an end time the event lasts an hour.
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2026-02-01T13:00:00.000Z');
  });
});

describe("the organisation's feed for calendar apps that poll it", () => {
  /** Each test's own organisation with one activity, and the path of its feed. */
  async function polledClub() {
    const pollOrg = await signUpWithOrganization(h, 'Polled LUG');
    await createActivity(h, pollOrg.token, pollOrg.organization.id, { title: 'First meet' });
    return { pollOrg, path: `/api/organizations/${pollOrg.organization.id}/calendar.ics` };
  }

  /** A calendar app's request for the feed at `path`: no sign-in, its own headers; the body as bytes. */
  async function poll(path: string, headers: Record<string, string> = {}) {
    const response = await h.app.request(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': '10.8.0.1', ...headers } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** The feed's ETag now, checking that it is current (304) and that an older one is not. */
  async function currentTag(path: string, previous?: string) {
    const answer = await poll(path);
    expect(answer.status).toBe(200);
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    if (previous !== undefined) expect(etag).not.toBe(previous);
    expect((await poll(path, { 'if-none-match': etag })).status).toBe(304);
    if (previous !== undefined) expect((await poll(path, { 'if-none-match': previous })).status).toBe(200);
    // Compressed, it is the same feed (the copy is made for this version, never an older one's).
    const gz = await poll(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(answer.bytes.toString());
    return { etag, text: answer.bytes.toString() };
  }

  it('answers 304 without a body to a calendar app whose copy is current', async () => {
    const { path } = await polledClub();
    const first = await poll(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.bytes.toString()).toContain('SUMMARY:First meet');

    for (const tag of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await poll(path, { 'if-none-match': tag });
      expect(again.status, tag).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    }
    // The same feed again: the same bytes and headers (the feed kept from the first answer).
    const second = await poll(path, { 'if-none-match': '"stale"' });
    expect(second.status).toBe(200);
    expect(second.bytes.toString()).toBe(first.bytes.toString());
    for (const header of ['content-type', 'content-disposition', 'cache-control', 'etag']) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
    // An unknown organisation has no validators.
    const missing = await h.app.request('http://localhost:3000/api/organizations/999999/calendar.ics', { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('changes its ETag when an activity is created, edited or deleted, a category renamed or the organisation renamed', async () => {
    const { pollOrg, path } = await polledClub();
    const org = pollOrg.organization.id;
    let { etag } = await currentTag(path);

    const category = await createCategory(h, pollOrg.token, org, { name: 'Meets' });
    const created = await createActivity(h, pollOrg.token, org, { title: 'Second meet', category_id: category.id });
    let feed = await currentTag(path, etag);
    expect(feed.text).toContain('SUMMARY:Second meet');

    const edited = await h.api('PUT', `/api/activities/${created.id}`, { token: pollOrg.token, body: { title: 'Second meet, moved' } });
    expect(edited.status).toBe(200);
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).toContain('SUMMARY:Second meet\\, moved');

    const renamed = await h.api('PUT', `/api/categories/${category.id}`, { token: pollOrg.token, body: { name: 'Club meets' } });
    expect(renamed.status).toBe(200);
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).toContain('CATEGORIES:Club meets');

    expect((await h.api('DELETE', `/api/activities/${created.id}`, { token: pollOrg.token })).status).toBe(204);
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).not.toContain('Second meet');

    await sql`update organizations set name = 'Polled LUG e.V.' where id = ${org}`.execute(h.deps.db);
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).toContain('Polled LUG e.V.');

    // The feed rebuilt after a change writes again only what changed: an event it kept must still
    // follow the group's time zone when that changes.
    const timed = await createActivity(h, pollOrg.token, org, { title: 'Evening meet', start_date: '2026-10-02', end_date: '2026-10-02', start_time: '19:00' });
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).toContain('DTSTART:20261002T190000Z');
    await sql`update organizations set settings = jsonb_set(settings, '{general}', '{"time_zone": "Europe/Zurich"}'::jsonb) where id = ${org}`.execute(h.deps.db);
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).toContain('DTSTART;TZID=Europe/Zurich:20261002T190000');
    expect((await h.api('DELETE', `/api/activities/${timed.id}`, { token: pollOrg.token })).status).toBe(204);
    ({ etag } = feed);
    feed = await currentTag(path, etag);
    expect(feed.text).not.toContain('Evening meet');

    // A private activity is not in the feed: the copy calendar apps have stays current.
    await createActivity(h, pollOrg.token, org, { title: 'Board meeting', is_private: true });
    expect((await poll(path, { 'if-none-match': feed.etag })).status).toBe(304);
  });

  it('answers If-Modified-Since by the last change, once that is over a second old', async () => {
    const { pollOrg, path } = await polledClub();
    // Just changed: no Last-Modified yet (a second change within the same second would share it).
    await createActivity(h, pollOrg.token, pollOrg.organization.id, { title: 'Third meet' });
    expect((await poll(path)).headers.get('last-modified')).toBeNull();

    await sql`update organization_calendar_versions set changed_at = '2026-03-01T10:00:00.250Z' where organization_id = ${pollOrg.organization.id}`.execute(h.deps.db);
    const answer = await poll(path);
    expect(answer.headers.get('last-modified')).toBe('Sun, 01 Mar 2026 10:00:00 GMT');
    expect((await poll(path, { 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' })).status).toBe(304);
    expect((await poll(path, { 'if-modified-since': 'Sun, 01 Mar 2026 09:59:59 GMT' })).status).toBe(200);
    // If-None-Match decides when both are sent.
    expect((await poll(path, { 'if-none-match': '"stale"', 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' })).status).toBe(200);
  });

  it('keeps its ETag, with the encoding, when it is sent compressed', async () => {
    const path = `/api/organizations/${org}/calendar.ics`; // a feed over 1 KB, which is compressed
    const { etag } = await currentTag(path);
    const gz = await poll(path, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toBe(etag.replace(/"$/, '-gzip"'));
    expect(gunzipSync(gz.bytes).toString()).toContain('BEGIN:VCALENDAR');
    const again = await poll(path, { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.get('etag')! });
    expect(again.status).toBe(304);
  });
});

describe('the personal calendar feed', () => {
  it('is a secret link, shown once and stored hashed, that includes the private activities the member may see', async () => {
    const member = await committeeMember();
    expect((await h.api('GET', '/api/calendar', { token: member.token })).body).toBeNull();
    const created = await h.api('POST', '/api/calendar/link', { token: member.token });
    expect(created.status).toBe(201);
    const url = new URL(created.body.url as string);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[a-z2-7]{32}\.ics$/);
    const secret = url.pathname.slice('/api/calendar/'.length, -'.ics'.length);
    const row = await h.deps.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashToken(secret));

    // Asking again cannot show the old link (only its hash is kept): 409, regenerate instead.
    expect((await h.api('POST', '/api/calendar/link', { token: member.token })).status).toBe(409);

    const { events } = await feedOf(url.pathname);
    expect(events.map((e) => e.summary).sort()).toEqual(['Build weekend', 'Committee meeting', 'Summer Show, with trains']);
    const status = await h.api('GET', '/api/calendar', { token: member.token });
    expect(status.body.last_used_at).not.toBeNull();

    // An administrator (activities.manage) sees every private activity.
    const adminLink = await h.api('POST', '/api/calendar/link', { token: admin.token });
    const adminFeed = await feedOf(new URL(adminLink.body.url as string).pathname);
    expect(adminFeed.events.map((e) => e.summary)).toEqual(expect.arrayContaining(['Committee meeting', 'Secret planning']));
    expect(adminFeed.byTitle('Secret planning')!.uid).toBe(`activity-${privateOther.id}@localhost`);
  });

  it('regenerating replaces the link: the old one answers 404; removing turns it off', async () => {
    const member = await addMember(h, org);
    const before = await h.api('POST', '/api/calendar/link/regenerate', { token: member.token });
    const old = new URL(before.body.url as string).pathname;
    const after = await h.api('POST', '/api/calendar/link/regenerate', { token: member.token });
    expect(after.status).toBe(201);
    const fresh = new URL(after.body.url as string).pathname;
    expect(fresh).not.toBe(old);
    expect((await h.api('GET', old)).status).toBe(404);
    expect((await h.api('GET', fresh)).status).toBe(200);
    expect((await h.api('DELETE', '/api/calendar/link', { token: member.token })).status).toBe(204);
    expect((await h.api('GET', fresh)).status).toBe(404);
    expect((await h.api('GET', '/api/calendar/notasecret.ics')).status).toBe(404);
  });

  it('has the shifts the member signed up for as events of their own, at the shift’s times in the group’s zone', async () => {
    const volunteer = await addMember(h, org);
    const bystander = await addMember(h, org);
    const door = await insertShift(h, { organizationId: org, activityId: publicTimed.id, date: '2026-07-04', start: '09:00', end: '11:30', title: 'Door' });
    await insertShift(h, { organizationId: org, activityId: publicTimed.id, date: '2026-07-04', start: '14:00', end: '16:00', title: 'Tear-down' });
    await insertShiftSignup(h, { organizationId: org, shiftId: door.id, userId: volunteer.user.id });

    const link = await h.api('POST', '/api/calendar/link', { token: volunteer.token });
    const { events } = await feedOf(new URL(link.body.url as string).pathname);
    const shift = events.find((e) => e.uid === `shift-${door.id}@localhost`)!;
    expect(shift.summary).toBe('Door (Summer Show, with trains)');
    expect(shift.startDate.toString()).toBe('2026-07-04T09:00:00');
    expect(shift.endDate.toString()).toBe('2026-07-04T11:30:00');
    expect(shift.startDate.toUnixTime()).toBe(Date.parse('2026-07-04T07:00:00Z') / 1000); // Berlin, summer time
    expect(events.filter((e) => e.uid.startsWith('shift-'))).toHaveLength(1);

    // Another member's feed has the activity, not the volunteer's shift.
    const theirs = await h.api('POST', '/api/calendar/link', { token: bystander.token });
    const other = await feedOf(new URL(theirs.body.url as string).pathname);
    expect(other.events.some((e) => e.uid.startsWith('shift-'))).toBe(false);
    expect(other.byTitle('Summer Show')).toBeDefined();
  });

  it('leaves out organisations the member has left', async () => {
    const member = await committeeMember();
    const link = await h.api('POST', '/api/calendar/link/regenerate', { token: member.token });
    await h.deps.db.updateTable('memberships').set({ status: 'inactive' }).where('user_id', '=', member.user.id).execute();
    const { events } = await feedOf(new URL(link.body.url as string).pathname);
    expect(events).toEqual([]);
  });
});
