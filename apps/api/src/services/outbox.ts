/**
 * The email outbox, as the services write to it: `enqueueEmail` renders a message and stores it as
 * pending in the caller's transaction, so the email exists exactly when the change that caused it
 * commits. The worker that delivers it is jobs/outbox.ts.
 */
import type { DB } from '@lug/db';
import type { OrganizationSettings } from '@lug/domain/settings';
import { renderEmail, type EmailAttachment, type EmailMessage } from '@lug/email';

export interface EnqueueEmailInput {
  organizationId?: number | null;
  message: EmailMessage;
  to: string;
  /**
   * The account the email is written to; null for an address that is no account's (the beta inbox).
   * Erasure and data export find a person's emails by this, never by the address.
   */
  toUserId: number | null;
  toName?: string | null;
  /** Overrides the worker's default sender for this email. */
  from?: string | null;
  replyTo?: string | null;
  /** Files the email carries (an activity's `.ics`), stored with the row until it is delivered. */
  attachments?: readonly EmailAttachment[];
}

/** Renders the message and stores it as pending in the caller's transaction; returns the row id. */
export async function enqueueEmail(executor: DB, input: EnqueueEmailInput): Promise<number> {
  const rendered = renderEmail(input.message);
  const { id } = await executor
    .insertInto('email_outbox')
    .values({
      organization_id: input.organizationId ?? null,
      template: input.message.template,
      to_email: input.to,
      to_user_id: input.toUserId,
      to_name: input.toName ?? null,
      from_email: input.from ?? null,
      reply_to: input.replyTo ?? null,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      attachments:
        input.attachments && input.attachments.length > 0
          ? JSON.stringify(
              input.attachments.map((a) => ({
                filename: a.filename,
                content_type: a.contentType,
                content: a.content,
                ...(a.contentId ? { content_id: a.contentId } : {}),
              })),
            )
          : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The group's email to one of its members, from the group's sender with its reply-to address
 * (settings -> notifications, else the group's contact address). Whom to write to is the caller's
 * (the one audience, services/audience.ts).
 */
export function enqueueMemberEmail(
  executor: DB,
  organizationId: number,
  settings: OrganizationSettings,
  member: { id: number; email: string; name: string },
  message: EmailMessage,
  attachments?: readonly EmailAttachment[],
): Promise<number> {
  return enqueueEmail(executor, {
    organizationId,
    to: member.email,
    toUserId: member.id,
    toName: member.name,
    from: settings.notifications.from_email,
    replyTo: settings.notifications.reply_to_email ?? settings.general.contact_email,
    message,
    ...(attachments ? { attachments } : {}),
  });
}
