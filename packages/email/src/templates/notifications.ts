/**
 * The organisation's notifications to its members. Each carries an unsubscribe link that works
 * without signing in, for that kind of notification from that organisation.
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, pluralize, renderLayout, textBody, type RenderedEmail } from './layout';

interface NotificationBase {
  recipientName: string;
  groupName: string;
  unsubscribeLink: string;
}

function footer(groupName: string, what: string): string {
  return `You get this email because ${groupName} sends ${what} to its members. Unsubscribe with the link in this email.`;
}

function unsubscribeText(link: string, what: string): string {
  return `To stop receiving ${what} from this group: ${link}`;
}

function unsubscribeHtml(link: string, what: string) {
  return markup`<p style="margin:24px 0 0;font-size:13px;color:#52525b;"><a href="${link}" style="color:#52525b;">Unsubscribe from ${what}</a></p>`;
}

export interface NewActivityEmailData extends NotificationBase {
  title: string;
  /** Already formatted in the organisation's date format. */
  when: string;
  location: string | null;
  description: string | null;
  activityLink: string;
}

export function renderNewActivityEmail(data: NewActivityEmailData): RenderedEmail {
  const unsubscribe = requireHttpUrl(data.unsubscribeLink, 'unsubscribeLink');
  const link = requireHttpUrl(data.activityLink, 'activityLink');
  const title = oneLine(data.title);
  const group = oneLine(data.groupName);
  const what = 'new activity announcements';
  return {
    subject: `New activity at ${group}: ${title}`,
    text: textBody(
      `Hi ${oneLine(data.recipientName)},`,
      `${group} has a new activity: ${title}`,
      `When: ${data.when}${data.location ? `\nWhere: ${oneLine(data.location)}` : ''}`,
      data.description,
      `Details: ${link}`,
      unsubscribeText(unsubscribe, what),
    ),
    html: renderLayout({
      heading: title,
      preheader: `${group}: ${data.when}`,
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${paragraph(`${group} has a new activity.`)}
${detailsTable([['When', data.when], ...(data.location ? ([['Where', data.location]] as const) : [])])}
${data.description ? paragraph(data.description) : null}
${actionButton('See the activity', link)}
${unsubscribeHtml(unsubscribe, what)}`,
      footer: footer(group, what),
    }),
  };
}

export interface PointsDigestEmailData extends NotificationBase {
  awards: ReadonlyArray<{ activity: string; role: string; points: number; date: string }>;
  totalThisYear: number;
}

export function renderPointsDigestEmail(data: PointsDigestEmailData): RenderedEmail {
  const unsubscribe = requireHttpUrl(data.unsubscribeLink, 'unsubscribeLink');
  const group = oneLine(data.groupName);
  const earned = data.awards.reduce((sum, a) => sum + a.points, 0);
  const what = 'points notifications';
  return {
    subject: `You earned ${pluralize(earned, 'point')} at ${group}`,
    text: textBody(
      `Hi ${oneLine(data.recipientName)},`,
      `You earned ${pluralize(earned, 'point')}:`,
      data.awards.map((a) => `- ${a.date} ${oneLine(a.activity)} (${oneLine(a.role)}): ${a.points}`).join('\n'),
      `Your total this year: ${pluralize(data.totalThisYear, 'point')}.`,
      unsubscribeText(unsubscribe, what),
    ),
    html: renderLayout({
      heading: `You earned ${pluralize(earned, 'point')}`,
      preheader: `Your total this year: ${pluralize(data.totalThisYear, 'point')}`,
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${detailsTable(data.awards.map((a) => [`${a.date} ${a.activity}`, `${a.role}: ${pluralize(a.points, 'point')}`] as const))}
${paragraph(`Your total this year at ${group}: ${pluralize(data.totalThisYear, 'point')}.`)}
${unsubscribeHtml(unsubscribe, what)}`,
      footer: footer(group, what),
    }),
  };
}

export interface MembershipStatusEmailData extends NotificationBase {
  /** Sentences saying what changed, e.g. "Your registration for 2026 is complete." */
  changes: readonly string[];
}

export function renderMembershipStatusEmail(data: MembershipStatusEmailData): RenderedEmail {
  const unsubscribe = requireHttpUrl(data.unsubscribeLink, 'unsubscribeLink');
  const group = oneLine(data.groupName);
  const what = 'membership status updates';
  return {
    subject: `Your membership at ${group} was updated`,
    text: textBody(`Hi ${oneLine(data.recipientName)},`, ...data.changes, unsubscribeText(unsubscribe, what)),
    html: renderLayout({
      heading: 'Your membership was updated',
      preheader: data.changes[0] ?? '',
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${data.changes.map((c) => paragraph(c))}
${unsubscribeHtml(unsubscribe, what)}`,
      footer: footer(group, what),
    }),
  };
}

export interface RenewalReminderEmailData extends NotificationBase {
  /** The registration year the reminder is about. */
  year: number;
  /** What is missing for that year, e.g. ["registration", "dues"]. */
  missing: ReadonlyArray<'registration' | 'dues'>;
  /** Where the member sees their membership (the group's platform). */
  platformLink: string;
}

export function renderRenewalReminderEmail(data: RenewalReminderEmailData): RenderedEmail {
  const unsubscribe = requireHttpUrl(data.unsubscribeLink, 'unsubscribeLink');
  const link = requireHttpUrl(data.platformLink, 'platformLink');
  const group = oneLine(data.groupName);
  const what = 'renewal reminders';
  const missing =
    data.missing.length === 2
      ? `your registration and your dues for ${data.year} are not recorded yet`
      : data.missing[0] === 'dues'
        ? `your dues for ${data.year} are not recorded yet`
        : `your registration for ${data.year} is not recorded yet`;
  const sentence = `It is time to renew your membership of ${group}: ${missing}.`;
  const contact =
    'If you have already renewed, thank you: the group will record it soon, and you can ignore this email.';
  return {
    subject: `Renew your membership of ${group} for ${data.year}`,
    text: textBody(
      `Hi ${oneLine(data.recipientName)},`,
      sentence,
      contact,
      `Your group: ${link}`,
      unsubscribeText(unsubscribe, what),
    ),
    html: renderLayout({
      heading: `Renew your membership for ${data.year}`,
      preheader: sentence,
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${paragraph(sentence)}
${paragraph(contact)}
${actionButton(`Open ${group}`, link)}
${unsubscribeHtml(unsubscribe, what)}`,
      footer: footer(group, what),
    }),
  };
}

export interface RsvpReminderEmailData extends NotificationBase {
  title: string;
  /** Already formatted in the organisation's date format, with the start time when there is one. */
  when: string;
  location: string | null;
  activityLink: string;
  /** The attached calendar file's name, e.g. `brick-show.ics`. */
  icsFileName: string;
}

export function renderRsvpReminderEmail(data: RsvpReminderEmailData): RenderedEmail {
  const unsubscribe = requireHttpUrl(data.unsubscribeLink, 'unsubscribeLink');
  const link = requireHttpUrl(data.activityLink, 'activityLink');
  const title = oneLine(data.title);
  const group = oneLine(data.groupName);
  const file = oneLine(data.icsFileName);
  const what = 'RSVP reminders';
  const sentence = `You said you are going to ${group}'s ${title}.`;
  const calendar = `The event is attached (${file}): open it to add it to your calendar.`;
  const cancel =
    'If you cannot come after all, answer "not going" on the activity\'s page so someone else can have your seat.';
  return {
    subject: `Reminder: ${title}, ${data.when}`,
    text: textBody(
      `Hi ${oneLine(data.recipientName)},`,
      sentence,
      `When: ${data.when}${data.location ? `\nWhere: ${oneLine(data.location)}` : ''}`,
      calendar,
      `${cancel} ${link}`,
      unsubscribeText(unsubscribe, what),
    ),
    html: renderLayout({
      heading: `See you at ${title}`,
      preheader: `${group}: ${title}, ${data.when}`,
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${paragraph(sentence)}
${detailsTable([['When', data.when], ...(data.location ? ([['Where', data.location]] as const) : [])])}
${paragraph(calendar)}
${paragraph(cancel)}
${actionButton('See the activity', link)}
${unsubscribeHtml(unsubscribe, what)}`,
      footer: footer(group, what),
    }),
  };
}
