import { rateLimits } from '@lug/domain/auth';
import type { BetaApplicationInput } from '@lug/domain/beta';
import type { AppDeps } from '../context';
import { addressKey } from '../auth/client-address';
import { enqueueEmail } from './outbox';
import { consume } from './rate-limit';

/**
 * Stores the application and, when BETA_INBOX is set, queues it to the product's inbox. One
 * address may send a few an hour (429 with `Retry-After` past that).
 */
export async function submitBetaApplication(deps: AppDeps, input: BetaApplicationInput, client: { ip: string }) {
  await consume(deps.db, 'beta-application:ip', addressKey(client.ip), rateLimits.betaApplicationsPerIp, deps.now());
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('beta_applications')
      .values({
        lug_name: input.lugName,
        contact_name: input.contactName,
        email: input.email,
        website: input.website,
        about: input.about ?? null,
      })
      .returning(['id', 'lug_name', 'contact_name', 'email', 'website', 'about', 'created_at'])
      .executeTakeFirstOrThrow();
    const inbox = deps.config.email.betaInbox;
    if (inbox) {
      await enqueueEmail(trx, {
        to: inbox,
        toUserId: null,
        replyTo: input.email,
        message: {
          template: 'beta-application',
          data: {
            lugName: input.lugName,
            contactName: input.contactName,
            email: input.email,
            website: input.website,
            about: input.about ?? null,
          },
        },
      });
    }
    return {
      id: row.id,
      lugName: row.lug_name,
      contactName: row.contact_name,
      email: row.email,
      website: row.website,
      about: row.about,
    };
  });
}
