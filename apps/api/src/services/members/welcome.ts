/**
 * "Resend welcome" (docs/product/members.md#resend-welcome, decision 38): a fresh welcome email,
 * with a set-password link valid for 7 days, for each chosen member who never signed in, in one
 * transaction under the organisation's lock, audited once. The answer says how many were queued
 * and, by reason, how many were not; the links go to the members' inboxes only, never to the caller.
 */
import { holdsAll } from '@lug/domain/rights';
import type { ResendWelcomeInput, ResendWelcomeResult, WelcomeSkipReason } from '@lug/domain/members';
import { welcomeSkipReasons } from '@lug/domain/members';
import { sql } from '@lug/db';
import type { AppDeps } from '../../context';
import { lockAccessState } from '../access';
import { audience } from '../audience';
import { auditMemberChange } from '../audit';
import type { OrgScope, Unscoped } from '../authorization';
import { emailDeliveryState } from '../email-delivery';
import { sendWelcomeEmail } from './write';

/** A welcome (or any set-password link) issued this recently is not sent again. */
const resendAfterMs = 60 * 60 * 1000;

export async function resendWelcome(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<ResendWelcomeInput>,
): Promise<ResendWelcomeResult> {
  const { organizationId } = actor;
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const organization = await trx
      .selectFrom('organizations')
      .select(['id', 'name', 'contact_email'])
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const chosen = [...new Set(input.user_ids)];
    const members = await trx
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .where('m.organization_id', '=', organizationId)
      .where('m.user_id', 'in', chosen)
      .select([
        'm.user_id',
        'm.status',
        sql<boolean>`u.signed_in_at is not null or u.password_hash is not null`.as('signed_in'),
        sql<boolean>`exists (select 1 from password_reset_tokens t where t.user_id = u.id and t.used_at is null and t.created_at > ${new Date(now.getTime() - resendAfterMs)})`.as(
          'sent_recently',
        ),
      ])
      .orderBy('m.user_id')
      .execute();
    // Whether the group holds an address: the one rule every email to members follows.
    const withoutAddress = new Set(
      (await audience(trx, organizationId, null).where('m.user_id', 'in', chosen).execute())
        .filter((a) => a.unreachable === 'no_address')
        .map((a) => a.user_id),
    );
    const skipped = Object.fromEntries(welcomeSkipReasons.map((r) => [r, 0])) as Record<WelcomeSkipReason, number>;
    skipped.not_member = chosen.length - members.length;
    const queuedIds: number[] = [];
    for (const member of members) {
      const held = loaded.state.roles.find(
        (r) => r.id === loaded.state.members.find((m) => m.userId === member.user_id)?.roleId,
      )?.permissions;
      const reason: WelcomeSkipReason | null = member.signed_in
        ? 'signed_in'
        : member.status !== 'active'
          ? 'inactive'
          : withoutAddress.has(member.user_id)
            ? 'no_address'
            : !holdsAll(actor.permissions, held ?? [])
              ? 'beyond_rights'
              : member.sent_recently
                ? 'sent_recently'
                : null;
      if (reason) {
        skipped[reason] += 1;
        continue;
      }
      const user = await trx.selectFrom('users').selectAll().where('id', '=', member.user_id).executeTakeFirstOrThrow();
      await sendWelcomeEmail(trx, deps, { organization, user });
      queuedIds.push(member.user_id);
    }
    await auditMemberChange(trx, actor, {
      action: 'member.welcome_resend',
      entity: 'organization',
      entityId: organizationId,
      details: { members: queuedIds.length, user_ids: queuedIds, skipped },
    });
    return { queued: queuedIds.length, skipped, emailDelivery: emailDeliveryState(deps) };
  });
}
