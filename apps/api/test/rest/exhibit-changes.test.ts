/**
 * An approved exhibit the member changes (issue 28, decision 0049), over REST on PGlite and
 * PostgreSQL: words keep the approval, size or power sends it back to review (and the exhibitor's
 * records go with the approval); either way the organiser sees a "changed" mark with the fields in
 * the list and gets an email through the outbox, until they review it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { addMember, createActivity, createParticipationRole, participationsOf } from '../support/factories-catalogue';
import { totalsMismatches } from '../support/participation-invariants';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
});
afterAll(async () => {
  await h?.close();
});

function day(offset: number): string {
  return new Date(h.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

const moc = { title: 'Castle', width_studs: 32, depth_studs: 48, description: 'A castle on a hill.' };

async function changedEmails(userId: number) {
  return h.deps.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('template', '=', 'exhibit-changed')
    .where('to_user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('exhibit changes', () => {
  it('words keep the approval, size or power asks for review again; the organiser sees what changed', async () => {
    const exhibitor = await createParticipationRole(h, admin.token, org, { name: 'Exhibitor', points: 3 });
    const activity = await createActivity(h, admin.token, org, {
      start_date: day(20),
      end_date: day(20),
      exhibits_open: true,
      exhibitor_role_id: exhibitor.id,
    });
    const member = await addMember(h, org);
    const created = await h.api('POST', `/api/activities/${activity.id}/exhibits`, { token: member.token, body: moc });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: 'A castle on a hill.', changed_fields: null });
    const id = created.body.id as number;
    // Edits before any review are no news: no mark, no email.
    expect((await h.api('PUT', `/api/exhibits/${id}`, { token: member.token, body: { ...moc, title: 'Castle 2' } })).status).toBe(200);
    expect(await changedEmails(admin.user.id)).toEqual([]);
    const approve = () => h.api('PUT', `/api/exhibits/${id}/review`, { token: admin.token, body: { status: 'approved' } });
    expect((await approve()).status).toBe(200);
    expect(await participationsOf(h, activity.id)).toHaveLength(1);

    // Words only: still approved, the records stay; the organiser sees the fields and is emailed.
    const words = await h.api('PUT', `/api/exhibits/${id}`, {
      token: member.token,
      body: { ...moc, title: 'Castle on the hill', description: 'Knights and a dragon.' },
    });
    expect(words.status).toBe(200);
    expect(words.body).toMatchObject({ status: 'approved', title: 'Castle on the hill', changed_fields: null });
    const seen = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: admin.token });
    expect(seen.body.exhibits.find((e: { id: number }) => e.id === id)).toMatchObject({
      status: 'approved',
      changed_fields: ['title', 'description'],
    });
    expect(await participationsOf(h, activity.id)).toHaveLength(1);
    const plan = await h.api('GET', `/api/activities/${activity.id}/table-plan`, { token: admin.token });
    expect(plan.body.exhibits).toEqual([expect.objectContaining({ id, changed: true })]);
    let emails = await changedEmails(admin.user.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('Castle on the hill');
    expect(emails[0]!.text_body).toContain('It stays approved.');
    expect(emails[0]!.text_body).toContain('Changed: Title, Description');
    // The member never hears about their own change.
    expect(await changedEmails(member.user.id)).toEqual([]);

    // Size: back to review, the exhibitor's record goes with the approval; the marks add up.
    const bigger = await h.api('PUT', `/api/exhibits/${id}`, {
      token: member.token,
      body: { ...moc, title: 'Castle on the hill', description: 'Knights and a dragon.', width_studs: 64, needs_power: true, sockets: 2 },
    });
    expect(bigger.status).toBe(200);
    expect(bigger.body.status).toBe('pending');
    const again = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: admin.token });
    expect(again.body.exhibits.find((e: { id: number }) => e.id === id).changed_fields).toEqual([
      'title',
      'description',
      'width_studs',
      'needs_power',
      'sockets',
    ]);
    expect(await participationsOf(h, activity.id)).toEqual([]);
    emails = await changedEmails(admin.user.id);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text_body).toContain('It needs your review again.');
    expect(emails[1]!.text_body).toContain('Changed: Width, Power, Sockets');
    // The member sees no mark; the table plan's read carries it for managers.
    const mine = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: member.token });
    expect(mine.body.exhibits.find((e: { id: number }) => e.id === id).changed_fields).toBeNull();

    // Reviewing again clears the mark and brings the record back.
    expect((await approve()).status).toBe(200);
    const cleared = await h.api('GET', `/api/activities/${activity.id}/exhibits`, { token: admin.token });
    expect(cleared.body.exhibits.find((e: { id: number }) => e.id === id).changed_fields).toBeNull();
    expect(await participationsOf(h, activity.id)).toHaveLength(1);
    expect(await totalsMismatches(h)).toEqual([]);
  });
});
