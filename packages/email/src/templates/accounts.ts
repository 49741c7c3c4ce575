/**
 * Emails about an account: confirming its address, the notice that the address changed, and an
 * invitation to join a group (sent to an existing account instead of adding it silently).
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, paragraph, productName, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, words } from './words';

const verifyWords = {
  subject: words('email.verify.subject', 'Confirm your email address for {product}'),
  changeSubject: words('email.verify.changeSubject', 'Confirm your new email address for {product}'),
  preheader: words('email.verify.preheader', 'Confirm {address} with one click.'),
  intro: words('email.verify.intro', 'Confirm that {address} is yours to finish setting up your {product} account.'),
  changeIntro: words(
    'email.verify.changeIntro',
    'You asked to sign in to {product} with {address} from now on. Confirm it is yours and the change takes effect.',
  ),
  validity: words('email.verify.validity', 'The link is valid for {hours, plural, one {# hour} other {# hours}}.'),
  action: words('email.verify.action', 'Confirm my address'),
  changeAction: words('email.verify.changeAction', 'Confirm the new address'),
  outro: words('email.verify.outro', 'If you did not ask for this, ignore this email: nothing changes.'),
  footer: words('email.verify.footer', 'Sent by {product} to {address}.'),
} as const;

const emailChangedWords = {
  subject: words('email.emailChanged.subject', 'Your {product} email address was changed'),
  preheader: words('email.emailChanged.preheader', 'You now sign in with {address}.'),
  intro: words(
    'email.emailChanged.intro',
    'The email address of your {product} account changed from {oldAddress} to {newAddress}. You sign in with the new address from now on.',
  ),
  advice: words(
    'email.emailChanged.advice',
    'If you did not make this change, reset your password with the new address at once and contact your group.',
  ),
  action: words('email.emailChanged.action', 'Sign in'),
  footer: words('email.emailChanged.footer', 'Sent by {product} to the previous address of the account.'),
} as const;

const invitationWords = {
  subject: words('email.invitation.subject', '{group} invites you to join on {product}'),
  preheader: words('email.invitation.preheader', 'Accept or decline the invitation from {group}.'),
  intro: words(
    'email.invitation.intro',
    '{group} invites you to join the group on {product}, with the account you already have.',
  ),
  introBy: words(
    'email.invitation.introBy',
    '{inviter} of {group} invites you to join the group on {product}, with the account you already have.',
  ),
  validity: words(
    'email.invitation.validity',
    'Open the invitation to accept or decline it. It is valid for {days, plural, one {# day} other {# days}}; nothing changes until you answer.',
  ),
  action: words('email.invitation.action', 'Open the invitation'),
  outro: words('email.invitation.outro', 'If you do not know this group, decline or ignore the invitation.'),
  footer: words('email.invitation.footer', 'Sent by {product} on behalf of {group}.'),
} as const;

interface ActionEmail {
  subject: string;
  preheader: string;
  recipientName: string;
  /** The paragraphs before the button (plain text; escaped in HTML). */
  intro: readonly string[];
  action: { label: string; url: string };
  /** The paragraphs after it. */
  outro: readonly string[];
  footer: string;
}

/** One greeting, a few paragraphs, one button: the text and HTML bodies from the same words. */
function actionEmail(email: ActionEmail): RenderedEmail {
  const greeting = say(common.greeting, { name: oneLine(email.recipientName) });
  const url = requireHttpUrl(email.action.url, 'action.url');
  const text = textBody(
    greeting,
    ...email.intro,
    `${email.action.label}: ${url}`,
    ...email.outro,
    `-- \n${email.footer}`,
  );
  const body = markup`${paragraph(greeting)}
${email.intro.map((line) => paragraph(line))}
${actionButton(email.action.label, url)}
${email.outro.map((line) => paragraph(line))}`;
  return {
    subject: email.subject,
    text,
    html: renderLayout({ heading: email.subject, preheader: email.preheader, body, footer: email.footer }),
  };
}

export interface VerifyEmailData {
  recipientName: string;
  /** The address being confirmed (new, when it is a change of address). */
  email: string;
  confirmLink: string;
  /** True when the account changes its address to this one. */
  change: boolean;
  linkValidHours: number;
}

export function renderVerifyEmail(data: VerifyEmailData): RenderedEmail {
  const values = { address: oneLine(data.email), product: productName };
  return actionEmail({
    subject: say(data.change ? verifyWords.changeSubject : verifyWords.subject, values),
    preheader: say(verifyWords.preheader, values),
    recipientName: data.recipientName,
    intro: [
      say(data.change ? verifyWords.changeIntro : verifyWords.intro, values),
      say(verifyWords.validity, { hours: data.linkValidHours }),
    ],
    action: { label: say(data.change ? verifyWords.changeAction : verifyWords.action), url: data.confirmLink },
    outro: [say(verifyWords.outro)],
    footer: say(verifyWords.footer, values),
  });
}

export interface EmailChangedNoticeData {
  recipientName: string;
  oldEmail: string;
  newEmail: string;
  signInLink: string;
}

/** To the old address, once the new one is confirmed. */
export function renderEmailChangedNotice(data: EmailChangedNoticeData): RenderedEmail {
  const product = productName;
  return actionEmail({
    subject: say(emailChangedWords.subject, { product }),
    preheader: say(emailChangedWords.preheader, { address: oneLine(data.newEmail) }),
    recipientName: data.recipientName,
    intro: [
      say(emailChangedWords.intro, { product, oldAddress: oneLine(data.oldEmail), newAddress: oneLine(data.newEmail) }),
      say(emailChangedWords.advice),
    ],
    action: { label: say(emailChangedWords.action), url: data.signInLink },
    outro: [],
    footer: say(emailChangedWords.footer, { product }),
  });
}

export interface InvitationEmailData {
  recipientName: string;
  groupName: string;
  invitedByName: string | null;
  /** Opens the invitation: accept or decline, in the app. */
  invitationLink: string;
  linkValidDays: number;
}

/** An existing account is invited, never added silently: it joins when its owner accepts. */
export function renderInvitationEmail(data: InvitationEmailData): RenderedEmail {
  const values = { group: oneLine(data.groupName), product: productName };
  return actionEmail({
    subject: say(invitationWords.subject, values),
    preheader: say(invitationWords.preheader, values),
    recipientName: data.recipientName,
    intro: [
      data.invitedByName
        ? say(invitationWords.introBy, { ...values, inviter: oneLine(data.invitedByName) })
        : say(invitationWords.intro, values),
      say(invitationWords.validity, { days: data.linkValidDays }),
    ],
    action: { label: say(invitationWords.action), url: data.invitationLink },
    outro: [say(invitationWords.outro)],
    footer: say(invitationWords.footer, values),
  });
}
