/**
 * Names unique in their organisation whatever their case: permission roles and participation roles
 * (each table's `<table>_name_key` index is on `(organization_id, lower(name))`).
 */
import { conflict } from '@lug/domain/errors';
import { sql, type DB } from '@lug/db';

type NamedTable = 'participation_roles' | 'permission_roles';

/** Refuses (409, on the `name` field) a name another row of the organisation has, in any case. */
export async function requireNameFree(
  trx: DB,
  table: NamedTable,
  organizationId: number,
  name: string,
  takenMessage: string,
  exceptId?: number,
): Promise<void> {
  let query = trx
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(takenMessage, { fields: { name: takenMessage } });
}
