import { markup, oneLine, requireHttpUrl } from './html';
import {
  actionButton,
  mailtoLink,
  paragraph,
  pluralize,
  productName,
  renderLayout,
  textBody,
  type RenderedEmail,
} from './layout';

export interface WelcomeEmailData {
  recipientEmail: string;
  recipientName: string;
  /** Where the new member sets their password (a password-reset link). */
  passwordResetLink: string;
  groupName: string;
  groupContactEmail: string;
  /** How long the link works; default 1 hour. */
  linkValidHours?: number;
}

/**
 * Sent when an administrator adds someone who has no account yet: welcome to the group, set a
 * password with the link. (An existing account gets an invitation instead: ./accounts.ts.)
 */
export function renderWelcomeEmail(data: WelcomeEmailData): RenderedEmail {
  const link = requireHttpUrl(data.passwordResetLink, 'passwordResetLink');
  const name = oneLine(data.recipientName);
  const group = oneLine(data.groupName);
  const validity = pluralize(data.linkValidHours ?? 1, 'hour');
  const subject = `Welcome to ${group}`;

  const text = textBody(
    `Hi ${name},`,
    `Welcome to ${group}! An account has been created for you on ${productName}. You sign in with this email address: ${oneLine(data.recipientEmail)}`,
    `To get started, set your password with this link (it is valid for ${validity}):\n${link}`,
    `If the link has expired, use "Forgot password" on the sign-in page to get a new one.`,
    `Questions? Contact ${group} at ${oneLine(data.groupContactEmail)}.`,
    `-- \nSent by ${productName} on behalf of ${group}.`,
  );

  const body = markup`${paragraph(`Hi ${name},`)}
${paragraph(markup`Welcome to <strong>${group}</strong>! An account has been created for you on ${productName}. You sign in with this email address: <strong>${data.recipientEmail}</strong>`)}
${paragraph(`To get started, set your password. The link is valid for ${validity}.`)}
${actionButton('Set your password', link)}
${paragraph('If the link has expired, use "Forgot password" on the sign-in page to get a new one.')}
${paragraph(markup`Questions? Contact ${group} at ${mailtoLink(data.groupContactEmail)}.`)}`;

  return {
    subject,
    text,
    html: renderLayout({
      heading: subject,
      preheader: `Set your password to start using ${productName}.`,
      body,
      footer: `Sent by ${productName} on behalf of ${group} because an administrator added you as a member.`,
    }),
  };
}
