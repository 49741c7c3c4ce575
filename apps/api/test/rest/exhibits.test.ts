/**
 * Exhibits (MOC registration), review, photos, MOC cards and the table plan over REST (issue 18,
 * decision 0030), on PGlite and PostgreSQL, including parallel requests for the last slot and the
 * last table area.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitMessages } from '@lug/domain/exhibits-helpers';
import { drawableText, pdfCanDraw } from '../../src/services/pdf-fonts';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import { addMember, auditActions, createActivity } from '../support/factories-catalogue';
import { pdfTitle, pdfWords } from '../support/pdf-words';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let other: Awaited<ReturnType<typeof signUpWithOrganization>>;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  other = await signUpWithOrganization(h, 'Other LUG');
});
afterAll(async () => {
  await h?.close();
});

/** The harness clock's day plus `offset` days, `yyyy-mm-dd` (the group's zone is UTC). */
function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function show(fields: Record<string, unknown> = {}) {
  return createActivity(h, admin.token, org, {
    start_date: day(30),
    end_date: day(31),
    exhibits_open: true,
    ...fields,
  });
}

const moc = (fields: Record<string, unknown> = {}) => ({
  title: 'Castle',
  width_studs: 32,
  depth_studs: 48,
  ...fields,
});

function register(token: string, activityId: number, fields: Record<string, unknown> = {}) {
  return h.api('POST', `/api/activities/${activityId}/exhibits`, { token, body: moc(fields) });
}

function reviewAs(token: string, exhibitId: number, status: 'approved' | 'rejected', reason?: string) {
  return h.api('PUT', `/api/exhibits/${exhibitId}/review`, { token, body: { status, ...(reason ? { reason } : {}) } });
}

const png1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('activity fields', () => {
  it('creates and updates exhibits_open, exhibits_per_member and exhibits_area_studs; bad values are 400 with the field', async () => {
    const created = await show({ exhibits_per_member: 2, exhibits_area_studs: 5000 });
    expect(created).toMatchObject({ exhibits_open: true, exhibits_per_member: 2, exhibits_area_studs: 5000 });
    const plain = await createActivity(h, admin.token, org);
    expect(plain).toMatchObject({ exhibits_open: false, exhibits_per_member: null, exhibits_area_studs: null });
    const zero = await h.api('PUT', `/api/activities/${plain.id}`, {
      token: admin.token,
      body: { exhibits_per_member: 0 },
    });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.fields)).toEqual(['exhibits_per_member']);
    const updated = await h.api('PUT', `/api/activities/${plain.id}`, {
      token: admin.token,
      body: { exhibits_open: true, exhibits_area_studs: 100 },
    });
    expect(updated.body).toMatchObject({ exhibits_open: true, exhibits_area_studs: 100 });
  });
});

describe('registering, editing and withdrawing', () => {
  it('registers a pending exhibit (201) and refuses closed exhibits, the per-member limit and bad sizes', async () => {
    const activity = await show({ exhibits_per_member: 1 });
    const member = await addMember(h, org);
    const created = await register(member.token, activity.id, {
      needs_power: true,
      sockets: 2,
      height_studs: 20,
      notes: 'Lights',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      title: 'Castle',
      sockets: 2,
      needs_power: true,
      mine: true,
      has_photo: false,
    });

    const again = await register(member.token, activity.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(exhibitMessages.perMemberLimit(1));

    const closed = await createActivity(h, admin.token, org, { start_date: day(30), end_date: day(30) });
    expect((await register(member.token, closed.id)).status).toBe(409);

    for (const [fields, field] of [
      [{ width_studs: 0 }, 'width_studs'],
      [{ depth_studs: '12' }, 'depth_studs'],
      [{ width_studs: 1.5 }, 'width_studs'],
      [{ title: '  ' }, 'title'],
      [{ needs_power: false, sockets: 3 }, 'sockets'],
      [{ sockets: 21, needs_power: true }, 'sockets'],
    ] as const) {
      const bad = await register(member.token, activity.id, fields);
      expect(bad.status, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(bad.body.fields), JSON.stringify(fields)).toEqual([field]);
    }
  });

  it('shows a member their own and the approved exhibits, a manager all; totals over what the reader sees', async () => {
    const activity = await show();
    const [a, b] = [await addMember(h, org), await addMember(h, org)];
    const mine = (await register(a.token, activity.id, { title: 'Mine', needs_power: true, sockets: 1 })).body;
    const theirsPending = (await register(b.token, activity.id, { title: 'Their pending' })).body;
    const theirsApproved = (
      await register(b.token, activity.id, {
        title: 'Their approved',
        width_studs: 10,
        depth_studs: 10,
        needs_power: true,
        sockets: 3,
      })
    ).body;
    expect((await reviewAs(admin.token, theirsApproved.id, 'approved')).status).toBe(200);

    const seenByA = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: a.token });
    expect(seenByA.status).toBe(200);
    expect(seenByA.body.exhibits.map((e: { id: number }) => e.id).sort()).toEqual([mine.id, theirsApproved.id].sort());
    expect(JSON.stringify(seenByA.body)).not.toContain('Their pending');
    expect(seenByA.body.totals).toEqual({ count: 2, approved: 1, approved_area_studs: 100, sockets: 3 });
    expect(seenByA.body.can_review).toBe(false);

    const seenByAdmin = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: admin.token });
    expect(seenByAdmin.body.exhibits).toHaveLength(3);
    expect(seenByAdmin.body.totals).toEqual({ count: 3, approved: 1, approved_area_studs: 100, sockets: 3 });
    expect(seenByAdmin.body.can_review).toBe(true);

    // Another member's pending exhibit does not exist for a: not its photo, not its edit.
    expect((await h.api('GET', `/api/exhibits/${theirsPending.id}/photo`, { token: a.token })).status).toBe(404);
    expect((await h.api('PUT', `/api/exhibits/${theirsPending.id}`, { token: a.token, body: moc() })).status).toBe(404);
    expect((await h.api('DELETE', `/api/exhibits/${theirsPending.id}`, { token: a.token })).status).toBe(404);
    // An approved one exists, but is not theirs to change.
    expect((await h.api('PUT', `/api/exhibits/${theirsApproved.id}`, { token: a.token, body: moc() })).status).toBe(
      403,
    );
  });

  it('an edit by the owner sends an approved exhibit back to pending; withdrawal works until the show starts', async () => {
    const activity = await show({ start_date: day(2), end_date: day(2), start_time: '10:00' });
    const member = await addMember(h, org);
    const created = (await register(member.token, activity.id)).body;
    expect((await reviewAs(admin.token, created.id, 'approved')).body.status).toBe('approved');
    const edited = await h.api('PUT', `/api/exhibits/${created.id}`, {
      token: member.token,
      body: moc({ title: 'Bigger castle', width_studs: 64 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'pending',
      title: 'Bigger castle',
      width_studs: 64,
      review_reason: null,
    });
    // The manager cannot edit someone else's exhibit either: it is the owner's.
    expect((await h.api('PUT', `/api/exhibits/${created.id}`, { token: admin.token, body: moc() })).status).toBe(403);

    const second = (await register(member.token, activity.id, { title: 'Train' })).body;
    expect((await h.api('DELETE', `/api/exhibits/${second.id}`, { token: member.token })).status).toBe(204);
    expect(await auditActions(h, org, 'exhibit', created.id)).toEqual(
      expect.arrayContaining(['exhibit.register', 'exhibit.review', 'exhibit.update']),
    );
    expect(await auditActions(h, org, 'exhibit', second.id)).toEqual(
      expect.arrayContaining(['exhibit.register', 'exhibit.withdraw']),
    );

    h.clock.advance(3 * 86_400_000);
    try {
      const late = await h.api('DELETE', `/api/exhibits/${created.id}`, { token: member.token });
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(exhibitMessages.started);
      expect((await h.api('PUT', `/api/exhibits/${created.id}`, { token: member.token, body: moc() })).status).toBe(
        409,
      );
    } finally {
      h.clock.advance(-3 * 86_400_000);
    }
  });
});

describe('review', () => {
  it('approves within the area limit (409 past it), requires a reason to reject, emails the member and audits it', async () => {
    const activity = await show({ exhibits_area_studs: 2000 });
    const member = await addMember(h, org);
    const big = (await register(member.token, activity.id, { width_studs: 40, depth_studs: 40 })).body; // 1600
    const small = (await register(member.token, activity.id, { width_studs: 20, depth_studs: 20 })).body; // 400
    const third = (await register(member.token, activity.id, { width_studs: 1, depth_studs: 1 })).body;

    expect((await reviewAs(member.token, big.id, 'approved')).status).toBe(403);
    const approved = await reviewAs(admin.token, big.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', email: 'queued' });
    expect((await reviewAs(admin.token, small.id, 'approved')).status).toBe(200);
    const over = await reviewAs(admin.token, third.id, 'approved');
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(exhibitMessages.areaLimit(0, 1));

    const noReason = await reviewAs(admin.token, third.id, 'rejected');
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: exhibitMessages.reasonRequired });
    const rejected = await reviewAs(admin.token, third.id, 'rejected', 'No room left');
    expect(rejected.body).toMatchObject({ status: 'rejected', review_reason: 'No room left' });

    // Lowering the area limit below what is approved is refused.
    const lower = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: admin.token,
      body: { exhibits_area_studs: 1000 },
    });
    expect(lower.status).toBe(409);
    expect(lower.body).toMatchObject({
      error: 'The approved exhibits take 2000 studs² of table area: the limit cannot be lower',
      fields: { exhibits_area_studs: exhibitMessages.areaLimitBelowApprovedField(2000) },
    });

    const emails = await h.deps.db
      .selectFrom('email_outbox')
      .select(['to_user_id', 'subject', 'text_body'])
      .where('template', '=', 'exhibit-reviewed')
      .where('to_user_id', '=', member.user.id)
      .orderBy('id')
      .execute();
    expect(emails.map((e) => e.subject)).toEqual([
      'Your exhibit is approved: Castle',
      'Your exhibit is approved: Castle',
      'Your exhibit was not accepted: Castle',
    ]);
    expect(emails[2]!.text_body).toContain('No room left');
    expect(await auditActions(h, org, 'exhibit', big.id)).toContain('exhibit.review');
  });

  it('refuses to approve a rejected exhibit whose builder already holds the per-member limit (409)', async () => {
    const activity = await show({ exhibits_per_member: 1 });
    const member = await addMember(h, org);
    const first = (await register(member.token, activity.id, { title: 'First try' })).body;
    expect((await reviewAs(admin.token, first.id, 'rejected', 'Too tall for our tables')).status).toBe(200);
    // A rejected exhibit does not count towards the limit: the builder registers another one.
    const second = await register(member.token, activity.id, { title: 'Second try' });
    expect(second.status).toBe(201);
    const again = await reviewAs(admin.token, first.id, 'approved');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(exhibitMessages.perMemberLimit(1));
    const mine = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: member.token });
    expect(mine.body.exhibits.map((e: { title: string; status: string }) => [e.title, e.status])).toEqual(
      expect.arrayContaining([
        ['First try', 'rejected'],
        ['Second try', 'pending'],
      ]),
    );
  });

  itRaces('never passes the area limit when two approvals race for the last area', async () => {
    const activity = await show({ exhibits_area_studs: 1000 });
    const members = await Promise.all([addMember(h, org), addMember(h, org), addMember(h, org), addMember(h, org)]);
    const ids: number[] = [];
    for (const m of members)
      ids.push((await register(m.token, activity.id, { width_studs: 20, depth_studs: 20 })).body.id); // 400 each
    expect((await reviewAs(admin.token, ids[0]!, 'approved')).status).toBe(200);
    const answers = await Promise.all(ids.slice(1).map((id) => reviewAs(admin.token, id, 'approved')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const list = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: admin.token });
    expect(list.body.totals).toMatchObject({ approved: 2, approved_area_studs: 800 });
  });

  itRaces('never passes the per-member limit when two registrations race for the last slot', async () => {
    const activity = await show({ exhibits_per_member: 2 });
    const member = await addMember(h, org);
    expect((await register(member.token, activity.id, { title: 'First' })).status).toBe(201);
    const answers = await Promise.all(['A', 'B', 'C'].map((title) => register(member.token, activity.id, { title })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await h.deps.db.selectFrom('exhibits').select('id').where('activity_id', '=', activity.id).execute();
    expect(rows).toHaveLength(2);
  });
});

describe('photos and the public page', () => {
  it('takes a JPEG, PNG or WebP by its magic bytes, stores it as a JPEG and shows it to who may see the exhibit', async () => {
    const activity = await show();
    const member = await addMember(h, org);
    const created = (await register(member.token, activity.id)).body;
    const set = await h.api('PUT', `/api/exhibits/${created.id}/photo`, {
      token: member.token,
      body: { data: png1x1 },
    });
    expect(set.status).toBe(200);
    expect(set.body.has_photo).toBe(true);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const refused = await h.api('PUT', `/api/exhibits/${created.id}/photo`, {
      token: member.token,
      body: { data: svg, content_type: 'image/png' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ data: exhibitMessages.photoType });
    const mismatch = await h.api('PUT', `/api/exhibits/${created.id}/photo`, {
      token: member.token,
      body: { data: png1x1, content_type: 'image/jpeg' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ content_type: exhibitMessages.photoTypeMismatch });
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(12 * 1_048_576)]).toString('base64');
    const tooLarge = await h.api('PUT', `/api/exhibits/${created.id}/photo`, {
      token: member.token,
      body: { data: huge },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.fields).toEqual({ data: exhibitMessages.photoTooLarge });
    // JPEG's magic bytes and nothing that decodes.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000)]).toString('base64');
    const unreadable = await h.api('PUT', `/api/exhibits/${created.id}/photo`, {
      token: member.token,
      body: { data: broken },
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.fields).toEqual({ data: exhibitMessages.photoUnreadable });

    const response = await h.app.request(`http://localhost:3000/api/exhibits/${created.id}/photo`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 1, height: 1 });

    // Pending: not public.
    expect((await h.api('GET', `/api/public/exhibits/${created.id}`)).status).toBe(404);
    expect((await h.api('GET', `/api/public/exhibits/${created.id}/photo`)).status).toBe(404);
    await reviewAs(admin.token, created.id, 'approved');
    const page = await h.api('GET', `/api/public/exhibits/${created.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: created.id,
      title: 'Castle',
      has_photo: true,
      organization_name: 'Brickville LUG',
    });
    expect(JSON.stringify(page.body)).not.toContain(member.user.email);
    expect((await h.api('GET', `/api/public/exhibits/${created.id}/photo`)).status).toBe(200);

    // A private activity's approved exhibit: the same 404 as a missing one.
    const hidden = await show({ is_private: true });
    const inside = (await register(admin.token, hidden.id)).body;
    await reviewAs(admin.token, inside.id, 'approved');
    const privateAnswer = await h.api('GET', `/api/public/exhibits/${inside.id}`);
    const missingAnswer = await h.api('GET', `/api/public/exhibits/2147483000`);
    expect(privateAnswer.status).toBe(404);
    expect(privateAnswer.body).toEqual(missingAnswer.body);
  });
});

describe('photos are re-encoded (decision 0039)', () => {
  async function exhibitOf() {
    const activity = await show();
    const member = await addMember(h, org);
    const created = (await register(member.token, activity.id)).body;
    await reviewAs(admin.token, created.id, 'approved');
    return { member, exhibit: created as { id: number } };
  }
  const put = (token: string, exhibitId: number, image: Buffer) =>
    h.api('PUT', `/api/exhibits/${exhibitId}/photo`, { token, body: { data: image.toString('base64') } });
  async function servedPublicly(exhibitId: number) {
    const response = await h.app.request(`http://localhost:3000/api/public/exhibits/${exhibitId}/photo`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }
  async function stored(exhibitId: number) {
    const row = await h.deps.db
      .selectFrom('exhibit_photos')
      .select(['content_type', 'bytes'])
      .where('exhibit_id', '=', exhibitId)
      .executeTakeFirstOrThrow();
    return { content_type: row.content_type, bytes: Buffer.from(row.bytes) };
  }

  it('drops EXIF and its GPS position: neither what is stored nor what is served carries it', async () => {
    const { member, exhibit } = await exhibitOf();
    const phone = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c03020' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
      })
      .toBuffer();
    // The test image does carry the position.
    expect((await sharp(phone).metadata()).exif).toBeDefined();
    expect(phone.includes(Buffer.from('Exif\0\0'))).toBe(true);

    expect((await put(member.token, exhibit.id, phone)).status).toBe(200);
    for (const bytes of [(await stored(exhibit.id)).bytes, await servedPublicly(exhibit.id)]) {
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('refuses a photo declaring 20000 x 20000 pixels before decoding it', async () => {
    const { member, exhibit } = await exhibitOf();
    const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2040c0' } })
      .jpeg()
      .toBuffer();
    // The frame header (SOF0: FF C0, length, precision, height, width) now declares 20000 x 20000.
    const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    const bomb = Buffer.from(small);
    bomb.writeUInt16BE(20_000, sof + 5);
    bomb.writeUInt16BE(20_000, sof + 7);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });

    const refused = await put(member.token, exhibit.id, bomb);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ data: exhibitMessages.photoTooManyPixels(50) });
    expect(
      await h.deps.db.selectFrom('exhibit_photos').select('exhibit_id').where('exhibit_id', '=', exhibit.id).execute(),
    ).toEqual([]);
  });

  it('takes a large phone photo and stores it reduced to 1600 pixels on its long side, upright', async () => {
    const { member, exhibit } = await exhibitOf();
    // 4000 x 3000 of noise, saved as the phone saves it: several MB, over the old 1 MB limit.
    const large = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(3 * 1_048_576);
    const saved = await put(member.token, exhibit.id, large);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { content_type, bytes } = await stored(exhibit.id);
    expect(content_type).toBe('image/jpeg');
    expect(bytes.length).toBeLessThanOrEqual(1_048_576);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 1200 });

    // A portrait photo stored sideways with an orientation tag is stored upright.
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#208040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await put(member.token, exhibit.id, sideways)).status).toBe(200);
    const upright = await sharp((await stored(exhibit.id)).bytes).metadata();
    expect(upright).toMatchObject({ width: 200, height: 300 });
    expect(upright.orientation).toBeUndefined();
  });
});

describe('MOC cards', () => {
  it('is a PDF of the approved exhibits for managers only, drawing European names as written', async () => {
    const activity = await show({ title: 'Brick Fair Kraków' });
    const member = await addMember(h, org);
    await h.deps.db.updateTable('users').set({ display_name: 'Zoë Łukasz' }).where('id', '=', member.user.id).execute();
    const cjk = (await register(member.token, activity.id, { title: '城の模型 Castle', needs_power: true, sockets: 2 }))
      .body;
    await reviewAs(admin.token, cjk.id, 'approved');
    const greek = (await register(member.token, activity.id, { title: 'Ωμέγα Кирилл' })).body;
    await reviewAs(admin.token, greek.id, 'approved');
    for (let i = 0; i < 6; i++) {
      const e = (await register(member.token, activity.id, { title: `MOC ${i}` })).body;
      await reviewAs(admin.token, e.id, 'approved');
    }
    expect(
      (await h.api('GET', `/api/activities/${activity.id}/exhibits/cards.pdf`, { token: member.token })).status,
    ).toBe(403);
    const response = await h.app.request(`http://localhost:3000/api/activities/${activity.id}/exhibits/cards.pdf`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="moc-cards-${activity.id}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // Eight cards, six a page: two pages.
    const latin1 = bytes.toString('latin1');
    expect(latin1.match(/\/Type \/Page\b/g)).toHaveLength(2);
    // The font is embedded (a subset of DejaVu Sans), never a built-in one.
    expect(latin1).toMatch(/\/FontFile2\b/);
    expect(latin1).toMatch(/DejaVuSans/);
    expect(latin1).not.toMatch(/\/BaseFont \/Helvetica/);
    // A subset: the two faces, not the whole 700 kB files.
    expect(bytes.length).toBeLessThan(200_000);
    const words = await pdfWords(bytes);
    expect(words).toContain('by Zoë Łukasz');
    expect(words).toContain('Ωμέγα Кирилл');
    expect(words).toContain('???? Castle');
    expect(words).toContain('Brick Fair Kraków');
    expect(await pdfTitle(bytes)).toBe('MOC cards: Brick Fair Kraków');
  });

  it('keeps every letter the font draws (Latin, Greek, Cyrillic); only CJK and emoji become "?"', () => {
    expect(drawableText('Zoë Łukasz')).toBe('Zoë Łukasz');
    expect(drawableText('Ωμέγα Кирилл')).toBe('Ωμέγα Кирилл');
    expect(drawableText('Dvořák – “Brick” Ţară Ħal Għargħur')).toBe('Dvořák – “Brick” Ţară Ħal Għargħur');
    expect(drawableText('城の模型 Castle 🧱')).toBe('???? Castle ?');
    expect(drawableText('Line\u0000one\nLine two\u0007')).toBe('Lineone\nLine two');
    expect(drawableText('Line one\n\tLine two', { oneLine: true })).toBe('Line one Line two');
    for (const char of 'ŁłŐőŘřŠšŽžĄąĘęĆćŃńŚśŹźŻżΑΩαωАЯаяЁёЇїЄєҐґ') expect(pdfCanDraw(char.codePointAt(0)!)).toBe(true);
    expect(pdfCanDraw('東'.codePointAt(0)!)).toBe(false);
  });
});

describe('the table plan', () => {
  it('saves tables and approved exhibits on them; refuses other exhibits and placements off their table', async () => {
    const activity = await show();
    const member = await addMember(h, org);
    const approved = (await register(member.token, activity.id, { width_studs: 32, depth_studs: 32 })).body;
    await reviewAs(admin.token, approved.id, 'approved');
    const pending = (await register(member.token, activity.id)).body;
    const elsewhere = await show();
    const foreign = (await register(member.token, elsewhere.id)).body;
    await reviewAs(admin.token, foreign.id, 'approved');

    const table = { id: 't1', name: 'Table 1', width_studs: 96, depth_studs: 48 };
    const save = (placements: unknown[]) =>
      h.api('PUT', `/api/activities/${activity.id}/table-plan`, {
        token: admin.token,
        body: { plan: { tables: [table], placements } },
      });

    const ok = await save([{ exhibit_id: approved.id, table_id: 't1', x: 64, y: 16, rotated: false }]);
    expect(ok.status).toBe(200);
    expect(ok.body.plan.placements).toEqual([
      { exhibit_id: approved.id, table_id: 't1', x: 64, y: 16, rotated: false },
    ]);
    expect(ok.body.exhibits.map((e: { id: number }) => e.id)).toEqual([approved.id]);

    for (const [placement, field] of [
      [{ exhibit_id: pending.id, table_id: 't1', x: 0, y: 0 }, 'plan.placements.0.exhibit_id'],
      [{ exhibit_id: foreign.id, table_id: 't1', x: 0, y: 0 }, 'plan.placements.0.exhibit_id'],
      [{ exhibit_id: approved.id, table_id: 't1', x: 65, y: 0 }, 'plan.placements.0.x'],
      [{ exhibit_id: approved.id, table_id: 'nope', x: 0, y: 0 }, 'plan.placements.0.table_id'],
    ] as const) {
      const bad = await save([placement]);
      expect(bad.status, JSON.stringify(placement)).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual([field]);
      expect(bad.body.error).toBe(`${field}: ${bad.body.fields[field]}`);
    }
    const read = await h.api('GET', `/api/activities/${activity.id}/table-plan`, { token: admin.token });
    expect(read.body.plan.placements).toHaveLength(1);
    expect((await h.api('GET', `/api/activities/${activity.id}/table-plan`, { token: member.token })).status).toBe(403);
    expect((await h.api('GET', `/api/activities/${activity.id}/table-plan`, { token: other.token })).status).toBe(404);
  });

  it('answers each exhibit’s sockets for the power mark; a table made from equipment names this group’s item', async () => {
    const activity = await show();
    const member = await addMember(h, org);
    const powered = (await register(member.token, activity.id, { title: 'Train', needs_power: true, sockets: 2 })).body;
    const plain = (await register(member.token, activity.id, { title: 'Castle' })).body;
    await reviewAs(admin.token, powered.id, 'approved');
    await reviewAs(admin.token, plain.id, 'approved');
    const read = await h.api('GET', `/api/activities/${activity.id}/table-plan`, { token: admin.token });
    expect(read.body.exhibits.map((e: { title: string; sockets: number }) => [e.title, e.sockets])).toEqual([
      ['Castle', 0],
      ['Train', 2],
    ]);

    const item = await h.api('POST', `/api/organizations/${org}/equipment`, {
      token: admin.token,
      body: { name: 'Trestle tables', quantity: 4 },
    });
    const theirs = await h.api('POST', `/api/organizations/${other.organization.id}/equipment`, {
      token: other.token,
      body: { name: 'Their tables', quantity: 4 },
    });
    expect([item.status, theirs.status]).toEqual([201, 201]);
    const save = (equipmentId: number) =>
      h.api('PUT', `/api/activities/${activity.id}/table-plan`, {
        token: admin.token,
        body: {
          plan: {
            tables: [
              { id: 't1', name: 'Trestle tables 1', width_studs: 228, depth_studs: 95, equipment_id: equipmentId },
            ],
            placements: [],
          },
        },
      });
    const ok = await save(item.body.id);
    expect(ok.status).toBe(200);
    expect(ok.body.plan.tables[0].equipment_id).toBe(item.body.id);
    const foreign = await save(theirs.body.id);
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fields)).toEqual(['plan.tables.0.equipment_id']);
    const kept = await h.api('GET', `/api/activities/${activity.id}/table-plan`, { token: admin.token });
    expect(kept.body.plan.tables[0].equipment_id).toBe(item.body.id);
  });
});
