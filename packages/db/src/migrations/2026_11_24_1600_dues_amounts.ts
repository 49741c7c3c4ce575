/**
 * Dues a treasurer can reconcile (docs/product/registration.md#dues-amounts, decision 22):
 * - `dues_fees`: a group's fee for a year, in integer minor units of an ISO 4217 currency (a year
 *   keeps the currency it was set in, so changing currency later leaves past years right);
 * - `member_statuses.amount_received_minor` and `paid_on`: what a member paid and the day it came
 *   in. An amount never belongs to a row that is not paid (checked here as well as in the service).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dues_fees (
      organization_id integer not null references organizations(id) on delete cascade,
      year integer not null,
      amount_minor integer not null check (amount_minor >= 0),
      currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
      updated_at timestamptz not null default now(),
      updated_by integer references users(id) on delete set null,
      primary key (organization_id, year)
    )`.execute(db);
  await sql`
    alter table member_statuses
      add column amount_received_minor integer check (amount_received_minor >= 0),
      add column paid_on date,
      add constraint member_statuses_amount_only_when_paid check (amount_received_minor is null or dues_type = 'paid'),
      add constraint member_statuses_paid_on_only_when_settled check (paid_on is null or dues_type <> 'none')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table member_statuses
      drop constraint if exists member_statuses_paid_on_only_when_settled,
      drop constraint if exists member_statuses_amount_only_when_paid,
      drop column if exists paid_on,
      drop column if exists amount_received_minor`.execute(db);
  await sql`drop table if exists dues_fees`.execute(db);
}
