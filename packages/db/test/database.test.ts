import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('test database', () => {
  it('is migrated and reads dates as yyyy-mm-dd and counts as numbers', async () => {
    const { db } = handle;
    const user = await db
      .insertInto('users')
      .values({ email: 'Ada@Example.org', first_name: 'Ada', last_name: 'Lovelace', password_hash: null })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const org = await db
      .insertInto('organizations')
      .values({ name: 'Brick Club', contact_email: 'club@example.org', settings: {} })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({ organization_id: org.id, user_id: user.id, member_since: '2024-02-29' })
      .execute();
    const row = await db
      .selectFrom('memberships')
      .select(['member_since', sql<number>`count(*) over ()`.as('total')])
      .executeTakeFirstOrThrow();
    expect(row.member_since).toBe('2024-02-29');
    expect(row.total).toBe(1);
  });

  it('refuses a second account for the same email in another case', async () => {
    await expect(
      handle.db
        .insertInto('users')
        .values({ email: 'ada@example.org', first_name: 'A', last_name: 'L', password_hash: null })
        .execute(),
    ).rejects.toThrow(/users_email_lower_key/);
  });

  it('keeps exactly one default permission role per organisation', async () => {
    const { db } = handle;
    const org = await db
      .insertInto('organizations')
      .values({ name: 'Other', contact_email: 'o@example.org', settings: {} })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permission_roles')
      .values({ organization_id: org.id, name: 'Member', is_default: true, description: null })
      .execute();
    await expect(
      db
        .insertInto('permission_roles')
        .values({ organization_id: org.id, name: 'Second', is_default: true, description: null })
        .execute(),
    ).rejects.toThrow(/permission_roles_one_default/);
  });

  it('keeps every part of a show inside the organisation of its activity', async () => {
    const { db } = handle;
    const [home, away] = await db
      .insertInto('organizations')
      .values([
        { name: 'Show Home', contact_email: 'home@example.org', settings: {} },
        { name: 'Show Away', contact_email: 'away@example.org', settings: {} },
      ])
      .returning('id')
      .execute();
    const builder = await db
      .insertInto('users')
      .values({ email: 'builder@example.org', first_name: 'Bo', last_name: 'Builder', password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({ organization_id: away!.id, user_id: builder.id, member_since: '2026-01-01' })
      .execute();
    const show = await db
      .insertInto('activities')
      .values({ organization_id: home!.id, title: 'Brick Show', start_date: '2027-03-06', end_date: '2027-03-07' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exhibit = { title: 'Castle', width_studs: 48, depth_studs: 32, user_id: builder.id, activity_id: show.id };
    // The builder is a member of the other group only: neither organisation id lets the row in.
    await expect(
      db
        .insertInto('exhibits')
        .values({ ...exhibit, organization_id: home!.id })
        .execute(),
    ).rejects.toThrow(/exhibits_member_fkey/);
    await expect(
      db
        .insertInto('exhibits')
        .values({ ...exhibit, organization_id: away!.id })
        .execute(),
    ).rejects.toThrow(/exhibits_activity_fkey/);
    await expect(
      db
        .insertInto('shifts')
        .values({
          organization_id: away!.id,
          activity_id: show.id,
          title: 'Door',
          date: '2027-03-06',
          start_time: '09:00',
          end_time: '12:00',
          slots: 2,
        })
        .execute(),
    ).rejects.toThrow(/shifts_activity_fkey/);
    await db
      .insertInto('memberships')
      .values({ organization_id: home!.id, user_id: builder.id, member_since: '2026-01-01' })
      .execute();
    await expect(
      db
        .insertInto('exhibits')
        .values({ ...exhibit, organization_id: home!.id, needs_power: true, sockets: 0 })
        .execute(),
    ).rejects.toThrow(/exhibits_power/);
    await db
      .insertInto('exhibits')
      .values({ ...exhibit, organization_id: home!.id })
      .execute();
  });
});
