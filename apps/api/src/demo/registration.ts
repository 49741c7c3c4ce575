/**
 * `lug demo`: three years of registration and dues. Most members register early in the year and
 * pay; a few settle with a gift in lieu; this year is still in progress.
 */
import type { AppDeps } from '../context';
import { activeMemberIds } from '../services/memberships';

export async function seedRegistrationDemo(deps: AppDeps, organizationId: number): Promise<{ statuses: number }> {
  const today = deps.now().toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  return deps.db.transaction().execute(async (trx) => {
    const members = await activeMemberIds(trx, organizationId);
    const rows = [];
    for (const year of [thisYear - 2, thisYear - 1, thisYear]) {
      for (const [index, { user_id }] of members.entries()) {
        const roll = (index * 53 + year * 17) % 100;
        const registered = year === thisYear ? roll < 60 : roll < 88;
        if (!registered && roll > 95) continue; // nothing recorded at all
        const dues = !registered ? 'none' : roll < 8 ? 'gift_in_lieu' : roll < (year === thisYear ? 50 : 80) ? 'paid' : 'none';
        const month = String(1 + (roll % 3)).padStart(2, '0');
        const day = String(1 + ((roll * 7) % 28)).padStart(2, '0');
        const date = `${year}-${month}-${day}`;
        rows.push({
          organization_id: organizationId,
          user_id,
          year,
          registration_complete: registered,
          registration_date: registered ? (date > today ? today : date) : null,
          dues_type: dues as 'paid' | 'gift_in_lieu' | 'none',
          updated_by: null,
        });
      }
    }
    if (rows.length > 0) await trx.insertInto('member_statuses').values(rows).execute();
    return { statuses: rows.length };
  });
}
