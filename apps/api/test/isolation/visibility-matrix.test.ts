/**
 * The visibility matrix, generated from the tRPC router and the REST path table as the isolation
 * matrix is (docs/decisions/0035-one-visibility-rule.md).
 *
 * A group holds a private activity that two callers have no tie to: a plain member, and a reader
 * holding every permission but `activities.manage`. Another member has every kind of row on it
 * (a participation record, an RSVP, an approved exhibit with a photo, a shift sign-up) and it has a
 * booking and a show report. Every read procedure (`visibility-classification.ts`) is called over
 * tRPC and every GET REST path that serves it, by both callers, aimed at those rows: the activity's
 * title and id appear nowhere in the answer (JSON, CSV, the text of a PDF, iCalendar). Then each
 * caller gets a tie of every kind, and the reads that list activities show it. A hidden row's id
 * answers exactly as an id that does not exist. A manager whose group requires two factors they
 * have not set up sees as a plain member, in their personal feed too. A query the classification
 * does not cover fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionKeys } from '@lug/domain/permissions';
import { restRoutes, type RestRoute } from '../../src/rest/paths';
import { procedureDef, procedurePaths, routeInput } from '../../src/rest/route-shape';
import { addMember, createActivity, createCategory, createParticipationRole } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { pdfWords } from '../support/pdf-words';
import { type Caller, inputOf, visibilitySpecs, type VisibilityTarget } from './visibility-classification';

const MARK = 'Qvishidden';
const HIDDEN_ID = 739157;
const MISSING_ID = 739999;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let world: Omit<VisibilityTarget, 'caller'>;
const callers = {} as Record<Caller, { token: string; id: number; feedSecret: string }>;

const reads = () => procedurePaths().filter((path) => procedureDef(path).type === 'query');

function dayAfter(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

async function feedSecret(token: string): Promise<string> {
  const link = await h.api('POST', '/api/calendar/link', { token });
  expect(link.status).toBe(201);
  return String(link.body.url)
    .replace(/^.*\/calendar\//, '')
    .replace(/\.ics$/, '');
}

/** Ties `userId` to the hidden activity in every way the rule knows. */
async function tieToHidden(userId: number) {
  const db = h.deps.db;
  const org = world.org;
  await db
    .insertInto('participations')
    .values({
      organization_id: org,
      activity_id: HIDDEN_ID,
      user_id: userId,
      role_id: world.role,
      participation_date: null,
      points: 2,
    })
    .execute();
  await db
    .insertInto('activity_rsvps')
    .values({ organization_id: org, activity_id: HIDDEN_ID, user_id: userId, status: 'going', at: new Date() })
    .execute();
  await db
    .insertInto('shift_signups')
    .values({ organization_id: org, shift_id: world.shift, user_id: userId })
    .execute();
  await db
    .insertInto('exhibits')
    .values({
      organization_id: org,
      activity_id: HIDDEN_ID,
      user_id: userId,
      title: 'My MOC',
      width_studs: 16,
      depth_studs: 16,
      status: 'approved',
    })
    .execute();
}

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Visibility Matrix Club');
  const org = admin.organization.id;
  const token = admin.token;
  const today = h.clock.now;
  const start = dayAfter(today, 3);
  const year = Number(start.slice(0, 4));
  const category = await createCategory(h, token, org, { name: 'Shows' });
  const role = await createParticipationRole(h, token, org, { name: 'Helper', points: 2 });
  await createActivity(h, token, org, {
    title: 'Open day',
    start_date: start,
    end_date: start,
    category_id: category.id,
  });
  const hidden = await createActivity(h, token, org, {
    title: `${MARK} show`,
    description: `${MARK} description`,
    location: `${MARK} hall`,
    start_date: start,
    end_date: start,
    category_id: category.id,
    is_private: true,
    rsvp_open: true,
    exhibits_open: true,
    participation_type: 'full',
  });
  // A distinctive id, so that it can be looked for in any text.
  await h.deps.db.updateTable('activities').set({ id: HIDDEN_ID }).where('id', '=', hidden.id).execute();
  await h.deps.db
    .updateTable('audit_log')
    .set({ entity_id: String(HIDDEN_ID) })
    .where('entity', '=', 'activity')
    .where('entity_id', '=', String(hidden.id))
    .execute();

  const owner = await addMember(h, org);
  const member = await addMember(h, org);
  const reader = await addMember(h, org);
  const readerRole = await h.api('POST', '/api/permission-roles', {
    token,
    body: {
      organization_id: org,
      name: 'Everything but activities',
      permissions: permissionKeys.filter((p) => p !== 'activities.manage'),
    },
  });
  expect(readerRole.status).toBe(201);
  expect(
    (
      await h.api('POST', `/api/permission-roles/${readerRole.body.id}/users`, {
        token,
        body: { userIds: [reader.user.id] },
      })
    ).status,
  ).toBe(200);

  const db = h.deps.db;
  const participation = await db
    .insertInto('participations')
    .values({
      organization_id: org,
      activity_id: HIDDEN_ID,
      user_id: owner.user.id,
      role_id: role.id,
      participation_date: null,
      points: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('activity_rsvps')
    .values({ organization_id: org, activity_id: HIDDEN_ID, user_id: owner.user.id, status: 'going', at: new Date() })
    .execute();
  const exhibit = await db
    .insertInto('exhibits')
    .values({
      organization_id: org,
      activity_id: HIDDEN_ID,
      user_id: owner.user.id,
      title: 'Castle',
      width_studs: 32,
      depth_studs: 32,
      status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exhibit_photos')
    .values({
      organization_id: org,
      exhibit_id: exhibit.id,
      content_type: 'image/png',
      bytes: Buffer.from(PNG, 'base64'),
    })
    .execute();
  const shift = await h.api('POST', `/api/activities/${HIDDEN_ID}/shifts`, {
    token,
    body: {
      title: 'Door',
      date: start,
      start_time: '09:00',
      end_time: '11:00',
      slots: 5,
      participation_role_id: role.id,
    },
  });
  expect(shift.status).toBe(201);
  await db
    .insertInto('shift_signups')
    .values({ organization_id: org, shift_id: shift.body.id, user_id: owner.user.id })
    .execute();
  const equipment = await h.api('POST', `/api/organizations/${org}/equipment`, {
    token,
    body: { name: 'Tables', quantity: 10 },
  });
  expect(equipment.status).toBe(201);
  const booking = await h.api('POST', `/api/activities/${HIDDEN_ID}/equipment-bookings`, {
    token,
    body: { equipment_id: equipment.body.id, quantity: 2 },
  });
  expect(booking.status).toBe(201);
  const report = await h.api('PUT', `/api/activities/${HIDDEN_ID}/report`, {
    token,
    body: { visitors_adults: 40, notes: `${MARK} notes` },
  });
  expect(report.status).toBe(200);
  // A LUGBulk round (issue 30): its reads name no activity.
  const bulkOrder = await db
    .insertInto('bulk_orders')
    .values({ organization_id: org, year, title: 'LUGBulk', currency: 'EUR', member_cap_minor: 20000, group_minimum_minor: 0, distinct_cap: 80, lot_minimum: 50, lot_step: 25, eligibility: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();

  world = {
    org,
    year,
    activity: HIDDEN_ID,
    category: category.id,
    role: role.id,
    member: owner.user.id,
    permissionRole: readerRole.body.id,
    participation: participation.id,
    token: 0,
    session: 0,
    invitation: 0,
    shift: shift.body.id,
    equipment: equipment.body.id,
    booking: booking.body.id,
    exhibit: exhibit.id,
    bulkOrder: bulkOrder.id,
  };
  callers.member = { token: member.token, id: member.user.id, feedSecret: await feedSecret(member.token) };
  callers.reader = { token: reader.token, id: reader.user.id, feedSecret: await feedSecret(reader.token) };
}, 120_000);

afterAll(async () => {
  await h?.close();
});

// ---------------------------------------------------------------------------------------------
// Calling a read over tRPC and over each REST path that serves it, as text

interface Answer {
  status: number;
  error: string | undefined;
  /** Everything a reader of the answer sees: the JSON, a file's text, a PDF's words. */
  text: string;
}

/** A file carried in a JSON answer (`{ data, encoding: 'base64', media_type | filename }`), as text. */
async function filesIn(value: unknown): Promise<string[]> {
  if (Array.isArray(value)) return (await Promise.all(value.map(filesIn))).flat();
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const found: string[] = [];
  const pdf = String(record.media_type ?? '').includes('pdf') || String(record.filename ?? '').endsWith('.pdf');
  if (typeof record.data === 'string' && pdf) found.push(await pdfWords(Buffer.from(record.data, 'base64')));
  for (const inner of Object.values(record)) found.push(...(await filesIn(inner)));
  return found;
}

async function trpcCall(path: string, input: Record<string, unknown> | undefined, token: string): Promise<Answer> {
  const { type } = procedureDef(path);
  const response =
    type === 'query'
      ? await h.api(
          'GET',
          `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          { token },
        )
      : await h.api('POST', `/trpc/${path}`, { token, body: input ?? {} });
  const body = response.body as { error?: { message?: string } };
  return {
    status: response.status,
    error: body?.error?.message,
    text: [JSON.stringify(body), ...(await filesIn(body))].join('\n'),
  };
}

async function restCall(route: RestRoute, input: Record<string, unknown> | undefined, token: string): Promise<Answer> {
  const { probe } = routeInput(route);
  let path = route.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input ?? {})) {
    const param = probe.fromPath.get(field);
    if (param)
      path = path.replace(
        new RegExp(`:${param}(\\{[^}]*\\})?`),
        encodeURIComponent(String(value)) + (param === 'secret' ? '.ics' : ''),
      );
    else if (route.method === 'GET') query.append(field, Array.isArray(value) ? value.join(',') : String(value));
    else body[field] = value;
  }
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (route.method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers.origin = h.deps.config.publicUrl;
  }
  const response = await h.app.request(`http://localhost:3000/api${path}${query.size > 0 ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body: route.method === 'GET' ? undefined : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('pdf')) return { status: response.status, error: undefined, text: await pdfWords(bytes) };
  const text = Buffer.from(bytes).toString('utf8');
  let error: string | undefined;
  let files: string[] = [];
  if (type.includes('json') && text) {
    const parsed = JSON.parse(text) as { error?: string } | null;
    error = typeof parsed?.error === 'string' ? parsed.error : undefined;
    files = await filesIn(parsed);
  }
  return { status: response.status, error, text: [text, ...files].join('\n') };
}

/** Every way to call `path`: tRPC, then each REST path serving it (GET ones only for reads). */
function callsOf(
  path: string,
): Array<{ label: string; send(input: Record<string, unknown> | undefined, token: string): Promise<Answer> }> {
  const routes = restRoutes.filter(
    (r) => r.procedure === path && (procedureDef(path).type !== 'query' || r.method === 'GET'),
  );
  return [
    { label: `tRPC ${path}`, send: (input, token) => trpcCall(path, input, token) },
    ...routes.map((route) => ({
      label: `${route.method} ${route.path}`,
      send: (input: Record<string, unknown> | undefined, token: string) => restCall(route, input, token),
    })),
  ];
}

const idPattern = new RegExp(`(?<![0-9A-Za-z])${HIDDEN_ID}(?![0-9A-Za-z])`);
const names = (answer: Answer) => answer.text.toLowerCase().includes(MARK.toLowerCase()) || idPattern.test(answer.text);

function targetFor(caller: Caller): VisibilityTarget {
  return { ...world, caller: { id: callers[caller].id, feedSecret: callers[caller].feedSecret } };
}

// ---------------------------------------------------------------------------------------------

describe('the visibility matrix', { timeout: 300_000 }, () => {
  it('classifies every read procedure of the router, and so every GET REST path', () => {
    const classified = Object.keys(visibilitySpecs);
    expect(reads().filter((path) => !classified.includes(path))).toEqual([]);
    expect(classified.filter((path) => !reads().includes(path))).toEqual([]);
    expect(
      restRoutes
        .filter((r) => r.method === 'GET' && !classified.includes(r.procedure))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
    for (const [path, spec] of Object.entries(visibilitySpecs)) {
      if (!spec.names || spec.shows.length < 2) expect(spec.because, `${path} says why`).toBeTruthy();
    }
  });

  it('shows a private activity with no tie nowhere, to a plain member and to a reader with every permission but activities.manage', async () => {
    const failures: string[] = [];
    for (const path of reads()) {
      for (const caller of ['member', 'reader'] as const) {
        for (const call of callsOf(path)) {
          const answer = await call.send(inputOf(path, targetFor(caller)), callers[caller].token);
          if (answer.status >= 500) failures.push(`${call.label} as ${caller}: ${answer.status}`);
          if (names(answer))
            failures.push(`${call.label} as ${caller} named the hidden activity: ${answer.text.slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an id on a hidden activity exactly as an id that does not exist (one 404, one message)', async () => {
    const aimed: Array<[string, Caller, (id: number) => Record<string, unknown>, number]> = [
      ['activities.get', 'member', (id) => ({ organization_id: world.org, id }), HIDDEN_ID],
      ['shifts.list', 'member', (id) => ({ organization_id: world.org, id }), HIDDEN_ID],
      ['exhibits.list', 'member', (id) => ({ organization_id: world.org, id }), HIDDEN_ID],
      ['rsvp.answer', 'member', (id) => ({ organization_id: world.org, id, status: 'going' }), HIDDEN_ID],
      ['rsvp.checkIn', 'member', (id) => ({ organization_id: world.org, id, code: 'not-the-code' }), HIDDEN_ID],
      [
        'exhibits.register',
        'member',
        (id) => ({ organization_id: world.org, id, title: 'Mine', width_studs: 8, depth_studs: 8 }),
        HIDDEN_ID,
      ],
      ['rsvp.kiosk', 'reader', (id) => ({ organization_id: world.org, id }), HIDDEN_ID],
      [
        'participation.forActivity',
        'reader',
        (activity_id) => ({ organization_id: world.org, activity_id }),
        HIDDEN_ID,
      ],
      ['showReports.get', 'reader', (id) => ({ organization_id: world.org, id }), HIDDEN_ID],
      ['shifts.signUp', 'member', (id) => ({ organization_id: world.org, id }), world.shift],
      ['shifts.cancel', 'member', (id) => ({ organization_id: world.org, id }), world.shift],
      ['exhibits.photo', 'member', (id) => ({ organization_id: world.org, id }), world.exhibit],
      [
        'exhibits.update',
        'member',
        (id) => ({ organization_id: world.org, id, title: 'Renamed', width_studs: 8, depth_studs: 8 }),
        world.exhibit,
      ],
      ['exhibits.withdraw', 'member', (id) => ({ organization_id: world.org, id }), world.exhibit],
      ['participation.get', 'reader', (id) => ({ organization_id: world.org, id }), world.participation],
    ];
    const failures: string[] = [];
    for (const [path, caller, input, id] of aimed) {
      for (const call of callsOf(path)) {
        const hidden = await call.send(input(id), callers[caller].token);
        const missing = await call.send(input(MISSING_ID), callers[caller].token);
        const seen = { status: hidden.status, error: hidden.error };
        if (
          hidden.status !== 404 ||
          JSON.stringify(seen) !== JSON.stringify({ status: missing.status, error: missing.error })
        ) {
          failures.push(
            `${call.label} as ${caller}: hidden ${JSON.stringify(seen)}, missing ${JSON.stringify({ status: missing.status, error: missing.error })}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('shows the activity once the caller is tied to it, wherever the read lists activities', async () => {
    for (const caller of ['member', 'reader'] as const) await tieToHidden(callers[caller].id);
    const failures: string[] = [];
    for (const path of reads()) {
      const spec = visibilitySpecs[path]!;
      if (!spec.names) continue;
      for (const caller of spec.shows) {
        for (const call of callsOf(path)) {
          const answer = await call.send(inputOf(path, targetFor(caller)), callers[caller].token);
          if (!names(answer))
            failures.push(
              `${call.label} as ${caller} (${answer.status}) did not show the activity once tied: ${answer.text.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives a manager whose group requires two factors they have not set up what a plain member sees, in the personal feed too', async () => {
    const club = await signUpWithOrganization(h, 'Two Factor Visibility Club');
    const org = club.organization.id;
    const secret = await feedSecret(club.token);
    await createActivity(h, club.token, org, {
      title: 'Qtwofactorhidden meeting',
      start_date: dayAfter(h.clock.now, 5),
      end_date: dayAfter(h.clock.now, 5),
      is_private: true,
    });
    const before = await h.api('GET', `/api/calendar/${secret}.ics`);
    expect(before.body).toContain('Qtwofactorhidden');
    await h.deps.db.updateTable('organizations').set({ require_two_factor: true }).where('id', '=', org).execute();
    const feed = await h.api('GET', `/api/calendar/${secret}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.body).not.toContain('Qtwofactorhidden');
    const list = await h.api('GET', `/api/activities?organization_id=${org}`, { token: club.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('Qtwofactorhidden');
  });
});
