import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, sayHtml, words } from './words';

const resetWords = {
  subject: words('email.passwordReset.subject', 'Reset your {product} password'),
  request: words(
    'email.passwordReset.request',
    'Someone asked to reset the password of the {product} account for {address}. Choose a new password with this link (it is valid for {minutes, plural, one {# minute} other {# minutes}}):',
  ),
  requestHtml: words(
    'email.passwordReset.requestHtml',
    'Someone asked to reset the password of the {product} account for {address}. The link below is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  ),
  action: words('email.passwordReset.action', 'Choose a new password'),
  ignore: words(
    'email.passwordReset.ignore',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ),
  heading: words('email.passwordReset.heading', 'Reset your password'),
  preheader: words(
    'email.passwordReset.preheader',
    'Your password reset link is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  ),
  footer: words(
    'email.passwordReset.footer',
    'Sent by {product} because a password reset was requested for {address}.',
  ),
} as const;

export interface PasswordResetEmailData {
  toEmail: string;
  toName: string;
  resetLink: string;
  /** How long the link works; default 60 minutes. */
  validMinutes?: number;
}

export function renderPasswordResetEmail(data: PasswordResetEmailData): RenderedEmail {
  const link = requireHttpUrl(data.resetLink, 'resetLink');
  const greeting = say(common.greeting, { name: oneLine(data.toName) });
  const minutes = data.validMinutes ?? 60;
  const product = productName;
  const ignore = say(resetWords.ignore);

  const text = textBody(
    greeting,
    `${say(resetWords.request, { product, address: oneLine(data.toEmail), minutes })}\n${link}`,
    ignore,
    `-- \n${say(common.signature, { product })}`,
  );

  const body = markup`${paragraph(greeting)}
${paragraph(sayHtml(resetWords.requestHtml, { product, address: markup`<strong>${data.toEmail}</strong>`, minutes }))}
${actionButton(say(resetWords.action), link)}
${paragraph(ignore)}`;

  return {
    subject: say(resetWords.subject, { product }),
    text,
    html: renderLayout({
      heading: say(resetWords.heading),
      preheader: say(resetWords.preheader, { minutes }),
      body,
      footer: say(resetWords.footer, { product, address: data.toEmail }),
    }),
  };
}
