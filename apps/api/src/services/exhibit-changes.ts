/**
 * Telling the organiser that a member changed an exhibit (issue 28, decision 0049). The email goes
 * through the outbox to whom the group's emails reach (`services/audience.ts`, decision 0038): the
 * member who last reviewed the exhibit, if they still manage activities; otherwise every member
 * who does. It answers the organiser's own review work, so it cannot be turned off (kind null),
 * like the review email the member gets. The builder is never emailed about their own change.
 */
import { exhibitFieldWord, type ExhibitChangeField } from '@lug/domain/exhibits-helpers';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { reached } from './audience';
import { enqueueMemberEmail } from './outbox';
import { loadSettings } from './settings';
import { memberName } from './users';

/** Reached members whose permission role grants `activities.manage`. */
function managers(trx: DB, organizationId: number) {
  return reached(trx, organizationId, null)
    .select('u.id')
    .where(
      sql<boolean>`exists (select 1 from role_assignments ra join permission_roles pr on pr.id = ra.role_id
        where ra.organization_id = m.organization_id and ra.user_id = m.user_id
          and 'activities.manage' = any(pr.permissions))`,
    );
}

/** Queues the changed-exhibit email(s); returns how many were queued. */
export async function emailChanged(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  activity: { id: number; title: string },
  exhibit: { id: number; user_id: number; title: string; reviewed_by: number | null },
  change: { fields: readonly ExhibitChangeField[]; needsReview: boolean },
): Promise<number> {
  let people = exhibit.reviewed_by === null ? [] : await managers(trx, organizationId).where('m.user_id', '=', exhibit.reviewed_by).execute();
  if (people.length === 0) people = await managers(trx, organizationId).orderBy('u.id').execute();
  people = people.filter((p) => p.id !== exhibit.user_id);
  if (people.length === 0) return 0;
  const settings = await loadSettings(trx, organizationId);
  const builder = await trx
    .selectFrom('users as u')
    .select(memberName.as('name'))
    .where('u.id', '=', exhibit.user_id)
    .executeTakeFirstOrThrow();
  const fields = change.fields.map((f) => exhibitFieldWord(f)).join(', ');
  for (const person of people) {
    await enqueueMemberEmail(trx, organizationId, settings, person, {
      template: 'exhibit-changed',
      data: {
        recipientName: person.name,
        groupName: settings.general.name,
        builderName: builder.name,
        exhibitTitle: exhibit.title,
        activityTitle: activity.title,
        fields,
        needsReview: change.needsReview,
        exhibitsLink: `${deps.config.publicUrl}/platform/activities/${activity.id}/exhibits`,
      },
    });
  }
  return people.length;
}
