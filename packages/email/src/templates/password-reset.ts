import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, paragraph, pluralize, productName, renderLayout, textBody, type RenderedEmail } from './layout';

export interface PasswordResetEmailData {
  toEmail: string;
  toName: string;
  resetLink: string;
  /** How long the link works; default 60 minutes. */
  validMinutes?: number;
}

export function renderPasswordResetEmail(data: PasswordResetEmailData): RenderedEmail {
  const link = requireHttpUrl(data.resetLink, 'resetLink');
  const name = oneLine(data.toName);
  const validity = pluralize(data.validMinutes ?? 60, 'minute');
  const subject = `Reset your ${productName} password`;

  const text = textBody(
    `Hi ${name},`,
    `Someone asked to reset the password of the ${productName} account for ${oneLine(data.toEmail)}. Choose a new password with this link (it is valid for ${validity}):\n${link}`,
    `If you did not ask for this, you can ignore this email: your password stays as it is.`,
    `-- \nSent by ${productName}.`,
  );

  const body = markup`${paragraph(`Hi ${name},`)}
${paragraph(markup`Someone asked to reset the password of the ${productName} account for <strong>${data.toEmail}</strong>. The link below is valid for ${validity}.`)}
${actionButton('Choose a new password', link)}
${paragraph('If you did not ask for this, you can ignore this email: your password stays as it is.')}`;

  return {
    subject,
    text,
    html: renderLayout({
      heading: 'Reset your password',
      preheader: `Your password reset link is valid for ${validity}.`,
      body,
      footer: `Sent by ${productName} because a password reset was requested for ${data.toEmail}.`,
    }),
  };
}
