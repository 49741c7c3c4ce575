/**
 * Reading the emails the server sent, as a person reads their inbox: the local Resend stand-in
 * keeps every message the outbox worker delivered.
 */
import type { ResendStandIn } from '@lug/email/testing/resend-stand-in';

/**
 * The first capture group of `pattern` in the newest email to `email` (whose subject matches
 * `subject`, when given) that has it, once the outbox has delivered one.
 */
export async function fromNewestEmail(mail: ResendStandIn, email: string, pattern: RegExp, subject?: RegExp): Promise<string> {
  const found = () =>
    mail.received
      .filter((message) => message.to.some((to) => to.includes(`<${email}>`) || to === email))
      .filter((message) => subject === undefined || subject.test(message.subject))
      .map((message) => pattern.exec(message.text ?? '')?.[1])
      .filter((value): value is string => value !== undefined);
  // Polled by hand, not with expect.poll: seeding in beforeAll reads emails too.
  for (const deadline = Date.now() + 20_000; found().length === 0; ) {
    if (Date.now() > deadline) throw new Error(`no email to ${email} matching ${pattern} arrived within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found().at(-1)!;
}

/** The secret of the newest invitation emailed to `email`. */
export async function invitationToken(mail: ResendStandIn, email: string): Promise<string> {
  return decodeURIComponent(await fromNewestEmail(mail, email, /\/invitations\/([^\s"<>/?#]+)/));
}
