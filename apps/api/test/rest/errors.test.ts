/**
 * Coded errors end to end: every refusal says what went wrong for a program (`code`), bad input
 * names every field at fault (`fields`), and a rule's facts travel in `details`; REST and tRPC
 * send the same. Clients map these, never the message text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createCategory, createParticipationRole, recordParticipation } from '../support/factories-catalogue';
import { createClub, joinClub, type Club } from '../support/factories-members';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
let club: Club;
beforeAll(async () => {
  h = await createHarness();
  club = await createClub(h, 'Coded LUG');
});
afterAll(async () => {
  await h?.close();
});

/** The tRPC answer of a mutation, as the web app receives it. */
async function trpcMutation(path: string, input: unknown) {
  const response = await h.api('POST', `/trpc/${path}`, { token: club.token, body: input });
  return { status: response.status, error: response.body.error as { message: string; data: Record<string, unknown> } };
}

describe('coded errors', () => {
  it('bad input is INVALID_INPUT with every field at fault, on REST and tRPC alike', async () => {
    const input = { organization_id: club.organization.id, title: '', start_date: '2026-13-01', end_date: '2026-01-01', category_id: '3' };
    const rest = await h.api('POST', '/api/activities', { token: club.token, body: input });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      error: 'title: Title is required',
      code: 'INVALID_INPUT',
      fields: {
        title: 'Title is required',
        start_date: 'Must be a date as yyyy-mm-dd',
        category_id: 'Must be a number',
      },
    });
    const rpc = await trpcMutation('activities.create', input);
    expect(rpc.status).toBe(400);
    expect(rpc.error.message).toBe(rest.body.error);
    expect(rpc.error.data).toMatchObject({ errorCode: 'INVALID_INPUT', fields: rest.body.fields, httpStatus: 400 });
  });

  it("a rule about one field names it: the schedule, another organisation's category, a taken name, a loop of categories", async () => {
    const schedule = await h.api('POST', '/api/activities', {
      token: club.token,
      body: { organization_id: club.organization.id, title: 'X', start_date: '2026-05-02', end_date: '2026-05-01' },
    });
    expect(schedule.body).toMatchObject({ code: 'INVALID_INPUT', fields: { end_date: 'End date cannot be before start date' } });

    const other = await createClub(h, 'Other coded LUG');
    const theirs = await createCategory(h, other.token, other.organization.id);
    const foreign = await h.api('POST', '/api/activities', {
      token: club.token,
      body: { organization_id: club.organization.id, title: 'X', start_date: '2026-05-01', end_date: '2026-05-01', category_id: theirs.id },
    });
    expect(foreign.body).toEqual({
      error: 'category_id: Category not found in this organization',
      code: 'INVALID_INPUT',
      fields: { category_id: 'Category not found in this organization' },
    });

    await createParticipationRole(h, club.token, club.organization.id, { name: 'Builder' });
    const taken = await h.api('POST', '/api/participation-roles', { token: club.token, body: { organization_id: club.organization.id, name: 'builder' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', fields: { name: expect.any(String) } });

    const parent = await createCategory(h, club.token, club.organization.id, { name: 'Parent' });
    const child = await createCategory(h, club.token, club.organization.id, { name: 'Child', parent_id: parent.id });
    const loop = await h.api('PUT', `/api/categories/${parent.id}`, { token: club.token, body: { parent_id: child.id } });
    expect(loop.status).toBe(409);
    expect(loop.body).toMatchObject({ code: 'CONFLICT', fields: { parent_id: loop.body.error } });
  });

  it('a change of dates that would strand records is PARTICIPATION_CHANGE_REQUIRED with how many', async () => {
    const member = await joinClub(h, club);
    const activity = await createActivity(h, club.token, club.organization.id, { start_date: '2026-08-01', end_date: '2026-08-03' });
    const role = await createParticipationRole(h, club.token, club.organization.id, { name: 'Helper', points: 1 });
    for (const date of ['2026-08-02', '2026-08-03']) {
      await recordParticipation(h, { organizationId: club.organization.id, activityId: activity.id, userId: member.user.id, roleId: role.id, date });
    }
    const rest = await h.api('PUT', `/api/activities/${activity.id}`, { token: club.token, body: { end_date: '2026-08-01' } });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'PARTICIPATION_CHANGE_REQUIRED', details: { affected: 2 } });
    const rpc = await trpcMutation('activities.update', { id: activity.id, end_date: '2026-08-01' });
    expect(rpc.status).toBe(409);
    expect(rpc.error.data).toMatchObject({ errorCode: 'PARTICIPATION_CHANGE_REQUIRED', details: { affected: 2 }, code: 'CONFLICT' });
  });

  it('refusals the adapter decides itself carry a code too', async () => {
    expect((await h.api('GET', '/api/nowhere', { token: club.token })).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await h.api('GET', '/api/auth/me')).body).toMatchObject({ code: 'UNAUTHORIZED' });
    const notJson = await h.api('POST', '/api/activities', { token: club.token, rawBody: '{' });
    expect(notJson.body).toEqual({ error: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });
});
