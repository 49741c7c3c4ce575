import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import { addMember } from '../support/factories-catalogue';

let h: Harness;
const year = new Date().getUTCFullYear();

/** Each test's own organisation: its administrator and three members with the default role, nothing stored yet. */
async function duesClub() {
  const admin = await signUpWithOrganization(h, 'Dues LUG');
  const orgId = admin.organization.id;
  const members: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < 3; i++) {
    const member = await addMember(h, orgId);
    members.push({ id: member.user.id, token: member.token });
  }
  const list = (token: string, y = year) =>
    h.api('GET', `/api/member-status?organization_id=${orgId}&year=${y}`, { token });
  const update = (userId: number, status: string) => ({ user_id: userId, year, status, organization_id: orgId });
  return { admin, orgId, members, list, update };
}

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/member-status', () => {
  it('answers every active member with defaults when nothing is stored', async () => {
    const { admin, orgId, members, list } = await duesClub();
    const inactive = await addMember(h, orgId, { status: 'inactive' });
    const response = await list(admin.token);
    expect(response.status).toBe(200);
    const ids = response.body.map((r: { user_id: number }) => r.user_id).sort((a: number, b: number) => a - b);
    expect(ids).toEqual([admin.user.id, ...members.map((m) => m.id)].sort((a, b) => a - b));
    expect(ids).not.toContain(inactive.user.id);
    for (const row of response.body) {
      expect(row).toMatchObject({ year, registration_complete: false, dues_type: 'none', registration_date: null });
    }
  });

  it('refuses years outside the current and four before (and the coming one from October), members without the permission, and other organisations', async () => {
    const { admin, orgId, members, list } = await duesClub();
    const realNow = h.clock.now;
    try {
      h.clock.now = new Date(Date.UTC(year, 8, 30, 12));
      expect((await list(admin.token, year - 5)).status).toBe(400);
      expect((await list(admin.token, year + 1)).body).toEqual({
        error: `year must be between ${year - 4} and ${year}`,
        code: 'INVALID_INPUT',
        fields: { year: `year must be between ${year - 4} and ${year}` },
      });
      // From October the coming year's renewals are recorded ahead: its reminders go out then.
      h.clock.now = new Date(Date.UTC(year, 9, 1, 12));
      expect((await list(admin.token, year + 1)).status).toBe(200);
      expect((await list(admin.token, year + 2)).body.fields).toEqual({
        year: `year must be between ${year - 4} and ${year + 1}`,
      });
    } finally {
      h.clock.now = realNow;
    }
    const forbidden = await list(members[0]!.token);
    expect(forbidden.status).toBe(403);
    const other = await signUpWithOrganization(h, 'Other LUG');
    expect((await list(other.token)).status).toBe(403);
    expect((await h.api('GET', `/api/member-status?organization_id=${orgId}&year=${year}`)).status).toBe(401);
  });
});

describe('PUT /api/member-status/{userId}', () => {
  it('stores registration and dues, dating the registration today when no date is given', async () => {
    const { admin, orgId, members, list } = await duesClub();
    const response = await h.api('PUT', `/api/member-status/${members[0]!.id}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'paid' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user_id: members[0]!.id,
      year,
      registration_complete: true,
      dues_type: 'paid',
      registration_date: h.clock.now.toISOString().slice(0, 10),
      // No fee for the year: no amount; received today (docs/product/registration.md#dues-amounts).
      amount_received_minor: null,
      paid_on: h.clock.now.toISOString().slice(0, 10),
    });
    const row = (await list(admin.token)).body.find((r: { user_id: number }) => r.user_id === members[0]!.id);
    expect(row).toMatchObject({ registration_complete: true, dues_type: 'paid' });
  });

  it('refuses a bad dues type, a user of another organisation, and a missing field', async () => {
    const { admin, orgId, members } = await duesClub();
    const bad = await h.api('PUT', `/api/member-status/${members[0]!.id}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'cash' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('dues_type: dues_type must be paid, gift_in_lieu or none');
    const stranger = await signUp(h);
    const notMember = await h.api('PUT', `/api/member-status/${stranger.user.id}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'paid' },
    });
    expect(notMember.status).toBe(404);
    const missing = await h.api('PUT', `/api/member-status/${members[0]!.id}`, {
      token: admin.token,
      body: { organization_id: orgId, year },
    });
    expect(missing.status).toBe(400);
  });
});

describe('POST /api/member-status/bulk', () => {
  it('applies registered, paid, gift in lieu and unpaid, and answers the resulting rows', async () => {
    const { admin, orgId, members, list, update } = await duesClub();
    const [a, b, c] = members.map((m) => m.id) as [number, number, number];
    // The first member is registered and paid already (as the single update sets it).
    await h.api('PUT', `/api/member-status/${a}`, {
      token: admin.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'paid' },
    });
    const registered = await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: { updates: [update(b, 'registered'), update(c, 'registered')] },
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toHaveLength(2);
    expect(registered.body.every((r: { registration_complete: boolean }) => r.registration_complete)).toBe(true);

    await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: { updates: [update(b, 'paid'), update(c, 'gift_in_lieu')] },
    });
    let rows = (await list(admin.token)).body as Array<{
      user_id: number;
      dues_type: string;
      registration_complete: boolean;
    }>;
    expect(rows.find((r) => r.user_id === b)).toMatchObject({ dues_type: 'paid', registration_complete: true });
    expect(rows.find((r) => r.user_id === c)).toMatchObject({ dues_type: 'gift_in_lieu', registration_complete: true });

    await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: { updates: [update(a, 'unpaid'), update(b, 'unpaid'), update(c, 'unregistered')] },
    });
    rows = (await list(admin.token)).body;
    expect(rows.find((r) => r.user_id === a)).toMatchObject({ dues_type: 'none', registration_complete: true });
    expect(rows.find((r) => r.user_id === b)).toMatchObject({ dues_type: 'none', registration_complete: true });
    expect(rows.find((r) => r.user_id === c)).toMatchObject({
      dues_type: 'gift_in_lieu',
      registration_complete: false,
      registration_date: null,
    });
  });

  it('is all or nothing: one refused update leaves every row as it was', async () => {
    const { admin, members, list, update } = await duesClub();
    const before = (await list(admin.token)).body;
    const stranger = await signUp(h);
    const response = await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: {
        updates: [
          update(members[0]!.id, 'unregistered'),
          update(members[1]!.id, 'paid'),
          update(stranger.user.id, 'paid'),
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'INVALID_INPUT',
      fields: { updates: `Not an active member of this organization: ${stranger.user.id}` },
    });
    expect((await list(admin.token)).body).toEqual(before);
  });

  it('needs at least one member, one organisation, a known status and the permission', async () => {
    const { admin, orgId, members, update } = await duesClub();
    const empty = await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: { organization_id: orgId, updates: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('updates: Please select at least one member');
    const badStatus = await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: { updates: [update(members[0]!.id, 'maybe')] },
    });
    expect(badStatus.status).toBe(400);
    const mixed = await h.api('POST', '/api/member-status/bulk', {
      token: admin.token,
      body: {
        updates: [update(members[0]!.id, 'paid'), { ...update(members[1]!.id, 'paid'), organization_id: orgId + 1000 }],
      },
    });
    expect(mixed.status).toBe(400);
    const forbidden = await h.api('POST', '/api/member-status/bulk', {
      token: members[0]!.token,
      body: { updates: [update(members[0]!.id, 'paid')] },
    });
    expect(forbidden.status).toBe(403);
  });

  itRaces('parallel bulk updates of the same members lose nothing', async () => {
    const { admin, members, list, update } = await duesClub();
    const ids = members.map((m) => m.id);
    await Promise.all([
      h.api('POST', '/api/member-status/bulk', {
        token: admin.token,
        body: { updates: ids.map((id) => ({ ...update(id, 'registered'), year: year - 1 })) },
      }),
      h.api('POST', '/api/member-status/bulk', {
        token: admin.token,
        body: { updates: ids.map((id) => ({ ...update(id, 'paid'), year: year - 1 })) },
      }),
    ]);
    const rows = (await list(admin.token, year - 1)).body as Array<{
      user_id: number;
      dues_type: string;
      registration_complete: boolean;
    }>;
    for (const id of ids)
      expect(rows.find((r) => r.user_id === id)).toMatchObject({ registration_complete: true, dues_type: 'paid' });
  });
});
