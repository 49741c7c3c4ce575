import { sql, type Database, type Kysely } from '@lug/db';

/** Areas whose writes are serialised per organisation, so read-modify-write never loses an update. */
const lockAreas = { memberStatus: 1, participation: 2 } as const;

/**
 * Takes a transaction-scoped advisory lock for one area of one organisation: concurrent writers of
 * that area in that organisation queue up; readers and other areas are not blocked.
 */
export async function lockArea(trx: Kysely<Database>, area: keyof typeof lockAreas, organizationId: number) {
  await sql`select pg_advisory_xact_lock(${lockAreas[area]}::int, ${organizationId}::int)`.execute(trx);
}
