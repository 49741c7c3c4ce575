/**
 * Emails about an account: confirming its address, the notice that the address changed, and an
 * invitation to join a group (sent to an existing account instead of adding it silently).
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, paragraph, pluralize, productName, renderLayout, textBody, type RenderedEmail } from './layout';

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
  const name = oneLine(email.recipientName);
  const url = requireHttpUrl(email.action.url, 'action.url');
  const text = textBody(`Hi ${name},`, ...email.intro, `${email.action.label}: ${url}`, ...email.outro, `-- \n${email.footer}`);
  const body = markup`${paragraph(`Hi ${name},`)}
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
  const address = oneLine(data.email);
  return actionEmail({
    subject: data.change ? `Confirm your new email address for ${productName}` : `Confirm your email address for ${productName}`,
    preheader: `Confirm ${address} with one click.`,
    recipientName: data.recipientName,
    intro: [
      data.change
        ? `You asked to sign in to ${productName} with ${address} from now on. Confirm it is yours and the change takes effect.`
        : `Confirm that ${address} is yours to finish setting up your ${productName} account.`,
      `The link is valid for ${pluralize(data.linkValidHours, 'hour')}.`,
    ],
    action: { label: data.change ? 'Confirm the new address' : 'Confirm my address', url: data.confirmLink },
    outro: ["If you did not ask for this, ignore this email: nothing changes."],
    footer: `Sent by ${productName} to ${address}.`,
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
  return actionEmail({
    subject: `Your ${productName} email address was changed`,
    preheader: `You now sign in with ${oneLine(data.newEmail)}.`,
    recipientName: data.recipientName,
    intro: [
      `The email address of your ${productName} account changed from ${oneLine(data.oldEmail)} to ${oneLine(data.newEmail)}. You sign in with the new address from now on.`,
      'If you did not make this change, reset your password with the new address at once and contact your group.',
    ],
    action: { label: 'Sign in', url: data.signInLink },
    outro: [],
    footer: `Sent by ${productName} to the previous address of the account.`,
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
  const group = oneLine(data.groupName);
  return actionEmail({
    subject: `${group} invites you to join on ${productName}`,
    preheader: `Accept or decline the invitation from ${group}.`,
    recipientName: data.recipientName,
    intro: [
      `${data.invitedByName ? `${oneLine(data.invitedByName)} of ${group}` : group} invites you to join the group on ${productName}, with the account you already have.`,
      `Open the invitation to accept or decline it. It is valid for ${pluralize(data.linkValidDays, 'day')}; nothing changes until you answer.`,
    ],
    action: { label: 'Open the invitation', url: data.invitationLink },
    outro: ['If you do not know this group, decline or ignore the invitation.'],
    footer: `Sent by ${productName} on behalf of ${group}.`,
  });
}
