/**
 * The LUGBulk round (issue 30, docs/product/bulk-orders.md, decision 0050):
 * - `bulk_orders`: a group's round of a year: the caps, the lot rule, the closing days, the
 *   eligibility rule (jsonb, `EligibilityRule` of @lug/domain/bulk-order-rules);
 * - `bulk_order_elements`: LEGO's list as imported (replaced whole by each import), `selected`
 *   for the elements the organiser fixed within the distinct cap;
 * - `bulk_order_picks`: eligible members' nominations and votes (one per member and element);
 * - `bulk_order_participants`: a member's row in the round (their own 18+ confirmation, payments
 *   towards their share, when they collected): the row their requests lock;
 * - `bulk_order_requests`: quantities a member asks for;
 * - `bulk_order_allocations`: the last allocation as computed (jsonb), what members read.
 * Composite keys with the organisation keep every row inside its round and group.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bulk_orders (
      id integer generated always as identity primary key,
      organization_id integer not null references organizations (id) on delete cascade,
      year integer not null check (year between 1900 and 9999),
      title text not null check (length(title) between 1 and 200),
      currency text not null,
      member_cap_minor integer not null check (member_cap_minor >= 0),
      group_minimum_minor integer not null check (group_minimum_minor >= 0),
      distinct_cap integer not null check (distinct_cap between 1 and 1000),
      lot_minimum integer not null check (lot_minimum >= 1),
      lot_step integer not null check (lot_step >= 1),
      single_piece_from_minor integer check (single_piece_from_minor is null or single_piece_from_minor > 0),
      round_up_into text not null default 'members' check (round_up_into in ('members', 'group')),
      picking_closes_on date,
      requests_close_on date,
      eligibility jsonb not null default '{}'::jsonb,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint bulk_orders_org_id_key unique (organization_id, id)
    )`.execute(db);
  await sql`create index bulk_orders_org_year_idx on bulk_orders (organization_id, year desc, id desc)`.execute(db);
  await sql`
    create table bulk_order_elements (
      organization_id integer not null,
      bulk_order_id integer not null,
      element_id text not null,
      design_id text not null,
      description text not null,
      colour text not null,
      price_minor integer not null check (price_minor > 0),
      baseplate boolean not null default false,
      selected boolean not null default false,
      line integer not null,
      primary key (bulk_order_id, element_id),
      constraint bulk_order_elements_order_fkey foreign key (organization_id, bulk_order_id)
        references bulk_orders (organization_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create table bulk_order_participants (
      organization_id integer not null,
      bulk_order_id integer not null,
      user_id integer not null references users (id) on delete cascade,
      adult_confirmed boolean not null default false,
      paid_minor integer not null default 0 check (paid_minor >= 0),
      paid_on date,
      collected_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (bulk_order_id, user_id),
      constraint bulk_order_participants_order_fkey foreign key (organization_id, bulk_order_id)
        references bulk_orders (organization_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create table bulk_order_picks (
      organization_id integer not null,
      bulk_order_id integer not null,
      element_id text not null,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (bulk_order_id, element_id, user_id),
      constraint bulk_order_picks_element_fkey foreign key (bulk_order_id, element_id)
        references bulk_order_elements (bulk_order_id, element_id) on delete cascade,
      constraint bulk_order_picks_order_fkey foreign key (organization_id, bulk_order_id)
        references bulk_orders (organization_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create table bulk_order_requests (
      organization_id integer not null,
      bulk_order_id integer not null,
      user_id integer not null references users (id) on delete cascade,
      element_id text not null,
      quantity integer not null check (quantity > 0),
      primary key (bulk_order_id, user_id, element_id),
      constraint bulk_order_requests_element_fkey foreign key (bulk_order_id, element_id)
        references bulk_order_elements (bulk_order_id, element_id) on delete cascade,
      constraint bulk_order_requests_order_fkey foreign key (organization_id, bulk_order_id)
        references bulk_orders (organization_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create table bulk_order_allocations (
      organization_id integer not null,
      bulk_order_id integer primary key,
      result jsonb not null,
      allocated_by integer references users (id) on delete set null,
      allocated_at timestamptz not null default now(),
      constraint bulk_order_allocations_order_fkey foreign key (organization_id, bulk_order_id)
        references bulk_orders (organization_id, id) on delete cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bulk_order_allocations', 'bulk_order_requests', 'bulk_order_picks', 'bulk_order_participants', 'bulk_order_elements', 'bulk_orders']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
