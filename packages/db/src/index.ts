import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider, type Migration } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { preparingPool } from './prepared';
import type { Database } from './schema';
import * as foundation from './migrations/2026_11_22_0001_foundation';
import * as catalogue from './migrations/2026_11_22_0100_catalogue';
import * as registration from './migrations/2026_11_22_0300_registration';
import * as apiTokens from './migrations/2026_11_22_0400_api_tokens';
import * as engagement from './migrations/2026_11_22_0500_engagement';
import * as performance from './migrations/2026_11_22_0600_performance';
import * as memberStatsPage from './migrations/2026_11_22_0700_member_stats_page';
import * as membersList from './migrations/2026_11_22_0710_members_list';
import * as participationPage from './migrations/2026_11_22_0720_participation_page';
import * as organizationCounts from './migrations/2026_11_22_0730_organization_counts';
import * as identityLinks from './migrations/2026_11_24_0100_identity_links';
import * as invitations from './migrations/2026_11_24_0200_invitations';
import * as sessionsYouCanSee from './migrations/2026_11_24_0500_sessions_you_can_see';
import * as twoFactor from './migrations/2026_11_24_0510_two_factor';
import * as calendarVersions from './migrations/2026_11_24_0900_calendar_versions';
import * as emailDeliveryState from './migrations/2026_11_24_1500_email_delivery_state';
import * as duesAmounts from './migrations/2026_11_24_1600_dues_amounts';
import * as renewalReminders from './migrations/2026_11_24_1700_renewal_reminders';
import * as rsvp from './migrations/2026_11_24_1900_rsvp';
import * as rsvpReminders from './migrations/2026_11_24_2000_rsvp_reminders';
import * as shows from './migrations/2026_11_25_0100_shows';
import * as tablePlans from './migrations/2026_11_25_0200_table_plans';
import * as resetLinksShown from './migrations/2026_11_28_0100_reset_links_shown';
import * as duesPayments from './migrations/2026_11_28_0300_dues_payments';
import * as nameKeys from './migrations/2026_11_29_0200_name_keys';
import * as kioskSessions from './migrations/2026_11_29_0400_kiosk_sessions';
import * as pointsAwards from './migrations/2026_11_29_0700_points_awards';
import * as bulkOrders from './migrations/2026_11_29_0710_bulk_orders';
import * as effort from './migrations/2026_11_29_0600_effort';

export type { Database } from './schema';
export { prepared } from './prepared';
export * from './schema';
export { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, type Transaction } from 'kysely';

export type DB = Kysely<Database>;

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string | undefined; loadDataDir?: Blob | File | undefined };

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Calendar dates stay `yyyy-mm-dd` strings; counts and sums come back as numbers on both drivers. */
const parsers: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (value) => value,
  [INT8_OID]: (value) => Number(value),
  [NUMERIC_OID]: (value) => Number(value),
};

export interface DatabaseHandle {
  db: DB;
  kind: DatabaseConfig['kind'];
  /** PGlite only: the embedded instance (for backups). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.max ?? 10,
      // Waiting longer than this for a connection (none free, or the server unreachable) fails the
      // request with a 503 instead of letting it hang.
      connectionTimeoutMillis: 5_000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // A client that loses its server must not crash the process, whether idle (the pool's 'error')
    // or checked out between two queries (the client's own 'error', which nothing else listens to
    // then): the pool drops it on release and the next query reports it (503).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    parsers,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}

/** Migrations are listed here in order; their names sort by timestamp. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': foundation,
  // catalogue (activities, categories, participation roles)
  '2026_11_22_0100_catalogue': catalogue,
  // members (members, permission roles)
  // participation and registration
  '2026_11_22_0300_registration': registration,
  // API tokens and calendar feeds
  '2026_11_22_0400_api_tokens': apiTokens,
  // settings, feedback, notifications
  '2026_11_22_0500_engagement': engagement,
  // record dates, running totals and indexes for large groups (10,000 members, a million
  // participation records: bench/README.md)
  '2026_11_22_0600_performance': performance,
  // indexes for the Member Activities Report's pages (decision 12)
  '2026_11_22_0700_member_stats_page': memberStatsPage,
  // the members list's default order, paged by the server (decision 11)
  '2026_11_22_0710_members_list': membersList,
  // the Participation Manager's pages: name search and active members (decision 13)
  '2026_11_22_0720_participation_page': participationPage,
  // whole-organisation counts for the first pages, kept by triggers for large groups (10,000
  // members, a million participation records: bench/README.md)
  '2026_11_22_0730_organization_counts': organizationCounts,
  // accounts signed in (who may change an email) and emails linked to their account
  // (docs/product/permission-roles.md#acting-within-your-rights)
  '2026_11_24_0100_identity_links': identityLinks,
  // confirmed email addresses and invitations to join a group
  // (docs/product/accounts.md#confirming-your-email-address, docs/product/members.md#invitations)
  '2026_11_24_0200_invitations': invitations,
  // sessions a member sees and ends: public ids, last use, address
  // (docs/decisions/0020-sessions-and-two-factors.md)
  '2026_11_24_0500_sessions_you_can_see': sessionsYouCanSee,
  // two-factor sign-in, recovery codes, sign-in challenges, the organisation's requirement
  // (docs/decisions/0020-sessions-and-two-factors.md)
  '2026_11_24_0510_two_factor': twoFactor,
  // a version of each organisation's public calendar feed, kept by triggers: ETag and 304 for
  // the calendar apps that poll it (apps/api/src/services/calendar.ts)
  '2026_11_24_0900_calendar_versions': calendarVersions,
  // when each email was last tried, and indexes for an organisation's delivery state
  // (docs/product/settings.md#email-delivery)
  '2026_11_24_1500_email_delivery_state': emailDeliveryState,
  // a group's dues fee per year, and the amount and day received per member
  // (docs/decisions/0022-dues-amounts.md)
  '2026_11_24_1600_dues_amounts': duesAmounts,
  // renewal reminders sent once per member and reminder day, and the kind members can turn off
  // (docs/decisions/0023-renewal-reminders.md)
  '2026_11_24_1700_renewal_reminders': renewalReminders,
  // RSVP, capacity, waitlist and check-in (docs/decisions/0025-rsvp-and-check-in.md)
  '2026_11_24_1900_rsvp': rsvp,
  // RSVP reminders sent once per member and activity, attachments in the outbox, and the kind
  // members can turn off (docs/decisions/0028-rsvp-reminders.md)
  '2026_11_24_2000_rsvp_reminders': rsvpReminders,
  // shows: exhibits and their photos, shifts and sign-ups, equipment and bookings, the post-show
  // report (docs/decisions/0029-shows.md)
  '2026_11_25_0100_shows': shows,
  // the table plan of a show (docs/decisions/0030-exhibits-and-table-plan.md)
  '2026_11_25_0200_table_plans': tablePlans,
  // a set-password link shown to an administrator does not confirm the address
  // (docs/decisions/0036-one-way-to-change-an-address.md)
  '2026_11_28_0100_reset_links_shown': resetLinksShown,
  // payments towards a member's dues, several per year (docs/decisions/0043-books-that-balance.md)
  '2026_11_28_0300_dues_payments': duesPayments,
  // one key for sorting and searching names, kept by the database (docs/decisions/0045-names-sorted-and-found.md)
  '2026_11_29_0200_name_keys': nameKeys,
  // kiosk sessions: a session scoped to one activity's check-in (docs/decisions/0047-kiosk-sessions.md)
  '2026_11_29_0400_kiosk_sessions': kioskSessions,
  // manual points and the points for a year's registration and dues (issue 30)
  '2026_11_29_0700_points_awards': pointsAwards,
  // the LUGBulk round (docs/decisions/0050-bulk-order-allocation.md)
  '2026_11_29_0710_bulk_orders': bulkOrders,
  '2026_11_29_0600_effort': effort,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export function createMigrator(db: Kysely<Database>) {
  return new Migrator({ db, provider: new StaticMigrationProvider() });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const all = await createMigrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
