/**
 * Payments towards a member's dues (docs/decisions/0043-books-that-balance.md):
 * - `dues_payments`: one row per payment (amount in minor units of the year's fee currency, the
 *   day it came, how, who recorded it); several per member and year. Composite foreign keys keep
 *   a payment inside its organisation and member.
 * - `member_statuses.amount_received_minor` becomes the sum of the year's payments and `paid_on`
 *   the day of the latest, kept in step by the service; a part-paid member is `dues_type` `none`
 *   with an amount, so the two constraints that tied an amount to `paid` go.
 * - Every amount recorded before is moved into one payment (method `other`, recorded by whoever
 *   last changed the row), so nothing is lost.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dues_payments (
      id integer generated always as identity primary key,
      organization_id integer not null,
      user_id integer not null,
      year integer not null check (year between 1900 and 9999),
      amount_minor integer not null check (amount_minor > 0),
      received_on date not null,
      method text not null check (method in ('cash', 'bank_transfer', 'card', 'other')),
      recorded_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      constraint dues_payments_org_id_key unique (organization_id, id),
      constraint dues_payments_member_fkey foreign key (organization_id, user_id)
        references memberships (organization_id, user_id) on delete cascade
    )`.execute(db);
  await sql`create index dues_payments_member_year_idx on dues_payments (organization_id, year, user_id)`.execute(db);
  await sql`
    insert into dues_payments (organization_id, user_id, year, amount_minor, received_on, method, recorded_by, created_at)
    select s.organization_id, s.user_id, s.year, s.amount_received_minor,
           coalesce(s.paid_on, s.updated_at::date), 'other', s.updated_by, s.updated_at
      from member_statuses s
      join memberships m on m.organization_id = s.organization_id and m.user_id = s.user_id
     where s.amount_received_minor > 0`.execute(db);
  await sql`
    alter table member_statuses
      drop constraint if exists member_statuses_amount_only_when_paid,
      drop constraint if exists member_statuses_paid_on_only_when_settled,
      add constraint member_statuses_gift_has_no_amount check (amount_received_minor is null or dues_type <> 'gift_in_lieu')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dues_payments`.execute(db);
  await sql`
    alter table member_statuses
      drop constraint if exists member_statuses_gift_has_no_amount`.execute(db);
}
