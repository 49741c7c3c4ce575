import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, mailtoLink, paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, sayHtml, words } from './words';

const welcomeWords = {
  subject: words('email.welcome.subject', 'Welcome to {group}'),
  account: words(
    'email.welcome.account',
    'Welcome to {group}! An account has been created for you on {product}. You sign in with this email address: {address}',
  ),
  setPasswordWithLink: words(
    'email.welcome.setPasswordWithLink',
    'To get started, set your password with this link (it is valid for {hours, plural, one {# hour} other {# hours}}):',
  ),
  setPassword: words(
    'email.welcome.setPassword',
    'To get started, set your password. The link is valid for {hours, plural, one {# hour} other {# hours}}.',
  ),
  setPasswordWithLinkDays: words(
    'email.welcome.setPasswordWithLinkDays',
    'To get started, set your password with this link (it is valid for {days, plural, one {# day} other {# days}}):',
  ),
  setPasswordDays: words(
    'email.welcome.setPasswordDays',
    'To get started, set your password. The link is valid for {days, plural, one {# day} other {# days}}.',
  ),
  action: words('email.welcome.action', 'Set your password'),
  expired: words(
    'email.welcome.expired',
    'If the link has expired, use "Forgot password" on the sign-in page to get a new one.',
  ),
  questions: words('email.welcome.questions', 'Questions? Contact {group} at {address}.'),
  signature: words('email.welcome.signature', 'Sent by {product} on behalf of {group}.'),
  preheader: words('email.welcome.preheader', 'Set your password to start using {product}.'),
  footer: words(
    'email.welcome.footer',
    'Sent by {product} on behalf of {group} because an administrator added you as a member.',
  ),
} as const;

export interface WelcomeEmailData {
  recipientEmail: string;
  recipientName: string;
  /** Where the new member sets their password (a password-reset link). */
  passwordResetLink: string;
  groupName: string;
  groupContactEmail: string;
  /** How long the link works in hours; default 1 hour. */
  linkValidHours?: number;
  /** How long the link works in days (the welcome link: 7, decision 38); said instead of hours. */
  linkValidDays?: number;
}

/**
 * Sent when an administrator adds someone who has no account yet: welcome to the group, set a
 * password with the link. (An existing account gets an invitation instead: ./accounts.ts.)
 */
export function renderWelcomeEmail(data: WelcomeEmailData): RenderedEmail {
  const link = requireHttpUrl(data.passwordResetLink, 'passwordResetLink');
  const greeting = say(common.greeting, { name: oneLine(data.recipientName) });
  const group = oneLine(data.groupName);
  const hours = data.linkValidHours ?? 1;
  const days = data.linkValidDays;
  const product = productName;
  const subject = say(welcomeWords.subject, { group });
  const expired = say(welcomeWords.expired);

  const text = textBody(
    greeting,
    say(welcomeWords.account, { group, product, address: oneLine(data.recipientEmail) }),
    `${days === undefined ? say(welcomeWords.setPasswordWithLink, { hours }) : say(welcomeWords.setPasswordWithLinkDays, { days })}\n${link}`,
    expired,
    say(welcomeWords.questions, { group, address: oneLine(data.groupContactEmail) }),
    `-- \n${say(welcomeWords.signature, { product, group })}`,
  );

  const body = markup`${paragraph(greeting)}
${paragraph(sayHtml(welcomeWords.account, { group: markup`<strong>${group}</strong>`, product, address: markup`<strong>${data.recipientEmail}</strong>` }))}
${paragraph(days === undefined ? say(welcomeWords.setPassword, { hours }) : say(welcomeWords.setPasswordDays, { days }))}
${actionButton(say(welcomeWords.action), link)}
${paragraph(expired)}
${paragraph(sayHtml(welcomeWords.questions, { group, address: mailtoLink(data.groupContactEmail) }))}`;

  return {
    subject,
    text,
    html: renderLayout({
      heading: subject,
      preheader: say(welcomeWords.preheader, { product }),
      body,
      footer: say(welcomeWords.footer, { product, group }),
    }),
  };
}
