/**
 * The table plan of a show (issue 18, docs/decisions/0030-exhibits-and-table-plan.md): one plan per
 * activity, the tables the organiser laid out and where each approved exhibit stands on them, as
 * JSON the API checks with zod on save (approved exhibits of this activity only, within their
 * table). The activity names its organisation through the composite key.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table table_plans (
      organization_id integer not null,
      activity_id integer not null primary key,
      plan jsonb not null default '{"tables":[],"placements":[]}'::jsonb,
      updated_at timestamptz not null default now(),
      updated_by integer references users (id) on delete set null,
      constraint table_plans_activity_fkey foreign key (organization_id, activity_id)
        references activities (organization_id, id) on delete cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists table_plans`.execute(db);
}
