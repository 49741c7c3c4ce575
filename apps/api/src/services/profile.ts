/**
 * The signed-in user's own profile (display name, biography, links): every member edits their own,
 * on /platform/profile. Organisation administrators edit names and email through the member form.
 */
import { notFound } from '@lug/domain/errors';
import type { Profile, UpdateProfileInput } from '@lug/domain/members';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';
import { apiMessages } from '../words';

const profileColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'display_name',
  'show_email',
  'biographical_info',
  'website',
  'facebook_url',
  'twitter_handle',
  'instagram_username',
  'tiktok_username',
  'flickr_username',
  'bricklink_store_url',
  'rebrickable_profile_url',
  'lego_ideas_profile_url',
] as const;

export async function getProfile(db: DB, userId: number): Promise<Profile> {
  const row = await db.selectFrom('users').select(profileColumns).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(apiMessages.profileNotFound);
  return row;
}

/** Fields left out stay as they are; an empty text clears a field. */
export async function updateProfile(deps: AppDeps, userId: number, input: UpdateProfileInput): Promise<Profile> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<
    Record<keyof UpdateProfileInput, string | boolean | null>
  >;
  return deps.db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('users')
        .set({ ...(changes as UpdateProfileInput), updated_at: deps.now() })
        .where('id', '=', userId)
        .execute();
    }
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: userId,
      action: 'profile.update',
      entity: 'user',
      entityId: userId,
      details: { fields: Object.keys(changes) },
    });
    return getProfile(trx, userId);
  });
}
