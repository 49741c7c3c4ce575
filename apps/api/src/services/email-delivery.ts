/**
 * What an organisation's administrators see of its email delivery (docs/product/settings.md#email-delivery):
 * whether the installation can send at all (a provider is configured: RESEND_API_KEY), how many of
 * the organisation's emails wait or failed, the newest error, and a test email to the
 * administrator's own address. Screens that cause an email say what became of it with
 * `emailDeliveryState`: "on its way" when a provider is configured, "waiting" when not; never "sent".
 */
import {
  emailDeliveryMessages,
  testEmailLimit,
  type EmailDeliveryState,
  type EmailDeliveryStatus,
  type SendTestEmailResult,
} from '@lug/domain/email-delivery';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';
import type { OrgScope } from './authorization';
import { enqueueEmail } from './outbox';
import { consume } from './rate-limit';

/** Whether the server sends what the outbox holds: a provider is configured. */
export function emailDeliveryConfigured(deps: Pick<AppDeps, 'config'>): boolean {
  return Boolean(deps.config.email.resendApiKey);
}

/** What became of an email queued just now: on its way, or waiting for a provider. */
export function emailDeliveryState(deps: Pick<AppDeps, 'config'>): EmailDeliveryState {
  return emailDeliveryConfigured(deps) ? 'queued' : 'not_configured';
}

const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** The organisation's delivery state: reads only its own outbox rows. */
export async function readEmailDeliveryStatus(deps: AppDeps, scope: OrgScope): Promise<EmailDeliveryStatus> {
  const { organizationId } = scope;
  const counts = await deps.db
    .selectFrom('email_outbox')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', 'in', ['pending', 'sending']).as('waiting'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'failed').as('failed'),
    ])
    .where('organization_id', '=', organizationId)
    .where('status', '<>', 'sent')
    .executeTakeFirstOrThrow();
  const lastAttempt = await deps.db
    .selectFrom('email_outbox')
    .select(['status', 'last_error'])
    .where('organization_id', '=', organizationId)
    .where('last_attempt_at', 'is not', null)
    .orderBy('last_attempt_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // The newest error: rows tried since the attempt time was kept first, then older ones by id.
  const lastError = await deps.db
    .selectFrom('email_outbox')
    .select(['last_error', 'last_attempt_at'])
    .where('organization_id', '=', organizationId)
    .where('last_error', 'is not', null)
    .where('status', '<>', 'sent')
    .orderBy(
      (eb) => eb.ref('last_attempt_at'),
      (ob) => ob.desc().nullsLast(),
    )
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const lastSent = await deps.db
    .selectFrom('email_outbox')
    .select('last_attempt_at')
    .where('organization_id', '=', organizationId)
    .where('last_attempt_at', 'is not', null)
    .where('status', '=', 'sent')
    .orderBy('last_attempt_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    configured: emailDeliveryConfigured(deps),
    waiting: Number(counts.waiting),
    failed: Number(counts.failed),
    lastError: lastError?.last_error ? { message: lastError.last_error, at: iso(lastError.last_attempt_at) } : null,
    lastSentAt: iso(lastSent?.last_attempt_at),
    failing: lastAttempt !== undefined && lastAttempt.status !== 'sent' && lastAttempt.last_error !== null,
  };
}

/**
 * Queues a test email to the administrator's own address (at most `testEmailLimit` an hour per
 * administrator) and says what became of it. Audited as `email.test`.
 */
export async function sendTestEmail(deps: AppDeps, scope: OrgScope): Promise<SendTestEmailResult> {
  const now = deps.now();
  await consume(
    deps.db,
    'email-test:user',
    String(scope.userId),
    testEmailLimit,
    now,
    emailDeliveryMessages.testLimited,
  );
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', '=', scope.userId)
      .executeTakeFirstOrThrow();
    const organization = await trx
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', scope.organizationId)
      .executeTakeFirstOrThrow();
    const name = `${user.first_name} ${user.last_name}`.trim();
    const emailDelivery = emailDeliveryState(deps);
    const outboxId = await enqueueEmail(trx, {
      organizationId: scope.organizationId,
      to: user.email,
      toUserId: user.id,
      toName: name,
      message: {
        template: 'delivery-test',
        data: { recipientName: name, recipientEmail: user.email, groupName: organization.name },
      },
    });
    await writeAudit(trx, {
      organizationId: scope.organizationId,
      actorUserId: scope.userId,
      action: 'email.test',
      entity: 'email',
      entityId: outboxId,
      details: { to: user.email, delivery: emailDelivery },
    });
    return { to: user.email, emailDelivery };
  });
}
