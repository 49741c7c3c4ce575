import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_statuses')
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 1900 and 9999`))
    .addColumn('registration_complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('registration_date', 'date')
    .addColumn('dues_type', 'text', (c) =>
      c.notNull().defaultTo('none').check(sql`dues_type in ('paid', 'gift_in_lieu', 'none')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('member_statuses_pkey', ['organization_id', 'year', 'user_id'])
    .addForeignKeyConstraint('member_statuses_org_fkey', ['organization_id'], 'organizations', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_statuses').ifExists().execute();
}
