import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('feedback_org_created_idx').on('feedback').columns(['organization_id', 'created_at']).execute();

  await db.schema
    .createTable('notification_opt_outs')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('new_activity', 'points_awarded', 'membership_status_updates')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_opt_outs_pkey', ['organization_id', 'user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('unsubscribe_tokens_member_key', ['organization_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('points_digests')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_participation_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('points_digests_pkey', ['organization_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_runs_pkey', ['job', 'organization_id', 'period'])
    .execute();

  // The auto-update job and the history read participation by member and date.
  await sql`create index if not exists participations_org_created_idx on participations (organization_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists participations_org_created_idx`.execute(db);
  for (const table of ['scheduled_runs', 'points_digests', 'unsubscribe_tokens', 'notification_opt_outs', 'feedback']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
