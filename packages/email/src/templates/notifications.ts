/**
 * The organisation's notifications to its members. Each carries an unsubscribe link that works
 * without signing in, for that kind of notification from that organisation.
 */
import { markup, multilineHtml, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, sayHtml, whenWhereRows, whenWhereText, words } from './words';

/** The kinds of notification, as the footer and the unsubscribe line name them. */
type NotificationKind = 'newActivity' | 'points' | 'membership' | 'renewal' | 'rsvpReminder';
const kindNames =
  '{kind, select, newActivity {new activity announcements} points {points notifications} membership {membership status updates} renewal {renewal reminders} other {RSVP reminders}}';

const notificationWords = {
  footer: words(
    'email.notification.footer',
    `You get this email because {group} sends ${kindNames} to its members. Unsubscribe with the link in this email.`,
  ),
  unsubscribeText: words(
    'email.notification.unsubscribeText',
    `To stop receiving ${kindNames} from this group: {link}`,
  ),
  unsubscribeLink: words('email.notification.unsubscribeLink', `Unsubscribe from ${kindNames}`),
} as const;

const newActivityWords = {
  subject: words('email.newActivity.subject', 'New activity at {group}: {title}'),
  announcementText: words('email.newActivity.announcementText', '{group} has a new activity: {title}'),
  announcement: words('email.newActivity.announcement', '{group} has a new activity.'),
  details: words('email.newActivity.details', 'Details: {link}'),
  preheader: words('email.newActivity.preheader', '{group}: {when}'),
} as const;

const pointsWords = {
  subject: words('email.points.subject', 'You earned {earned, plural, one {# point} other {# points}} at {group}'),
  earned: words('email.points.earned', 'You earned {earned, plural, one {# point} other {# points}}:'),
  heading: words('email.points.heading', 'You earned {earned, plural, one {# point} other {# points}}'),
  awardLine: words('email.points.awardLine', '- {date} {activity} ({role}): {points}'),
  awardLabel: words('email.points.awardLabel', '{date} {activity}'),
  awardValue: words('email.points.awardValue', '{role}: {points, plural, one {# point} other {# points}}'),
  totalText: words('email.points.totalText', 'Your total this year: {total, plural, one {# point} other {# points}}.'),
  preheader: words('email.points.preheader', 'Your total this year: {total, plural, one {# point} other {# points}}'),
  total: words(
    'email.points.total',
    'Your total this year at {group}: {total, plural, one {# point} other {# points}}.',
  ),
} as const;

const membershipWords = {
  subject: words('email.membership.subject', 'Your membership at {group} was updated'),
  heading: words('email.membership.heading', 'Your membership was updated'),
} as const;

const renewalWords = {
  missing: words(
    'email.renewal.missing',
    'It is time to renew your membership of {group}: {missing, select, both {your registration and your dues for {year} are not recorded yet} dues {your dues for {year} are not recorded yet} other {your registration for {year} is not recorded yet}}.',
  ),
  contact: words(
    'email.renewal.contact',
    'If you have already renewed, thank you: the group will record it soon, and you can ignore this email.',
  ),
  subject: words('email.renewal.subject', 'Renew your membership of {group} for {year}'),
  yourGroup: words('email.renewal.yourGroup', 'Your group: {link}'),
  heading: words('email.renewal.heading', 'Renew your membership for {year}'),
  action: words('email.renewal.action', 'Open {group}'),
  payHeading: words('email.renewal.payHeading', 'How to pay'),
  amountDue: words('email.renewal.amountDue', 'Amount due for {year}'),
  reference: words('email.renewal.reference', 'Reference'),
  iban: words('email.renewal.iban', 'IBAN'),
  accountHolder: words('email.renewal.accountHolder', 'Account holder'),
  line: words('email.renewal.line', '{label}: {value}'),
  referenceHint: words('email.renewal.referenceHint', 'Please give the reference with your payment.'),
  qrHint: words(
    'email.renewal.qrHint',
    'Or scan this code with your banking app: it fills in the transfer (amount, IBAN and reference) for you.',
  ),
  qrAlt: words('email.renewal.qrAlt', 'Payment QR code (EPC) for {amount} to {iban}'),
} as const;

const rsvpReminderWords = {
  going: words('email.rsvpReminder.going', "You said you are going to {group}'s {title}."),
  calendar: words('email.rsvpReminder.calendar', 'The event is attached ({file}): open it to add it to your calendar.'),
  cancel: words(
    'email.rsvpReminder.cancel',
    'If you cannot come after all, answer "not going" on the activity\'s page so someone else can have your seat.',
  ),
  subject: words('email.rsvpReminder.subject', 'Reminder: {title}, {when}'),
  heading: words('email.rsvpReminder.heading', 'See you at {title}'),
  preheader: words('email.rsvpReminder.preheader', '{group}: {title}, {when}'),
} as const;

interface NotificationBase {
  recipientName: string;
  groupName: string;
  unsubscribeLink: string;
}

function footer(group: string, kind: NotificationKind): string {
  return say(notificationWords.footer, { group, kind });
}

function unsubscribeText(link: string, kind: NotificationKind): string {
  return say(notificationWords.unsubscribeText, { link, kind });
}

function unsubscribeHtml(link: string, kind: NotificationKind) {
  return markup`<p style="margin:24px 0 0;font-size:13px;color:#52525b;"><a href="${link}" style="color:#52525b;">${sayHtml(notificationWords.unsubscribeLink, { kind })}</a></p>`;
}

function greeting(data: NotificationBase): string {
  return say(common.greeting, { name: oneLine(data.recipientName) });
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
  const kind = 'newActivity';
  return {
    subject: say(newActivityWords.subject, { group, title }),
    text: textBody(
      greeting(data),
      say(newActivityWords.announcementText, { group, title }),
      whenWhereText(data.when, data.location ? oneLine(data.location) : null),
      data.description,
      say(newActivityWords.details, { link }),
      unsubscribeText(unsubscribe, kind),
    ),
    html: renderLayout({
      heading: title,
      preheader: say(newActivityWords.preheader, { group, when: data.when }),
      body: markup`${paragraph(greeting(data))}
${paragraph(say(newActivityWords.announcement, { group }))}
${detailsTable(whenWhereRows(data.when, data.location))}
${data.description ? paragraph(data.description) : null}
${actionButton(say(common.seeActivity), link)}
${unsubscribeHtml(unsubscribe, kind)}`,
      footer: footer(group, kind),
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
  const total = data.totalThisYear;
  const kind = 'points';
  return {
    subject: say(pointsWords.subject, { earned, group }),
    text: textBody(
      greeting(data),
      say(pointsWords.earned, { earned }),
      data.awards
        .map((a) =>
          say(pointsWords.awardLine, {
            date: a.date,
            activity: oneLine(a.activity),
            role: oneLine(a.role),
            points: String(a.points),
          }),
        )
        .join('\n'),
      say(pointsWords.totalText, { total }),
      unsubscribeText(unsubscribe, kind),
    ),
    html: renderLayout({
      heading: say(pointsWords.heading, { earned }),
      preheader: say(pointsWords.preheader, { total }),
      body: markup`${paragraph(greeting(data))}
${detailsTable(
  data.awards.map(
    (a) =>
      [
        say(pointsWords.awardLabel, { date: a.date, activity: a.activity }),
        say(pointsWords.awardValue, { role: a.role, points: a.points }),
      ] as const,
  ),
)}
${paragraph(say(pointsWords.total, { group, total }))}
${unsubscribeHtml(unsubscribe, kind)}`,
      footer: footer(group, kind),
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
  const kind = 'membership';
  return {
    subject: say(membershipWords.subject, { group }),
    text: textBody(greeting(data), ...data.changes, unsubscribeText(unsubscribe, kind)),
    html: renderLayout({
      heading: say(membershipWords.heading),
      preheader: data.changes[0] ?? '',
      body: markup`${paragraph(greeting(data))}
${data.changes.map((c) => paragraph(c))}
${unsubscribeHtml(unsubscribe, kind)}`,
      footer: footer(group, kind),
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
  /**
   * How to pay (decision 46): the member's own amount due (formatted, null when nothing is owed or
   * the year has no fee), the reference, the group's instructions and account, and the `cid` of
   * the attached EPC QR code (null for none: no IBAN, or a fee not in euros).
   */
  payment?: {
    amountDue: string | null;
    reference: string;
    instructions: string | null;
    iban: string | null;
    accountHolder: string | null;
    qrContentId: string | null;
  } | null;
}

function paymentRows(payment: NonNullable<RenewalReminderEmailData['payment']>, year: string) {
  return [
    ...(payment.amountDue ? [[say(renewalWords.amountDue, { year }), payment.amountDue] as const] : []),
    [say(renewalWords.reference), payment.reference] as const,
    ...(payment.iban ? [[say(renewalWords.iban), payment.iban] as const] : []),
    ...(payment.accountHolder ? [[say(renewalWords.accountHolder), oneLine(payment.accountHolder)] as const] : []),
  ];
}

function paymentText(payment: RenewalReminderEmailData['payment'], year: string): string | null {
  if (!payment) return null;
  const lines = paymentRows(payment, year).map(([label, value]) => say(renewalWords.line, { label, value }));
  return [say(renewalWords.payHeading), ...lines, payment.instructions, say(renewalWords.referenceHint)]
    .filter((l): l is string => Boolean(l))
    .join('\n');
}

function paymentHtml(payment: RenewalReminderEmailData['payment'], year: string) {
  if (!payment) return null;
  const alt = say(renewalWords.qrAlt, { amount: payment.amountDue ?? '', iban: payment.iban ?? '' });
  return markup`<h2 style="margin:24px 0 12px;font-size:18px;">${say(renewalWords.payHeading)}</h2>
${detailsTable(paymentRows(payment, year))}
${payment.instructions ? paragraph(multilineHtml(payment.instructions)) : null}
${paragraph(say(renewalWords.referenceHint))}
${
  payment.qrContentId
    ? markup`${paragraph(say(renewalWords.qrHint))}
<p style="margin:0 0 16px;"><img src="cid:${payment.qrContentId}" width="240" height="240" alt="${alt}" style="display:block;"></p>`
    : null
}`;
}

export function renderRenewalReminderEmail(data: RenewalReminderEmailData): RenderedEmail {
  const unsubscribe = requireHttpUrl(data.unsubscribeLink, 'unsubscribeLink');
  const link = requireHttpUrl(data.platformLink, 'platformLink');
  const group = oneLine(data.groupName);
  const year = String(data.year);
  const kind = 'renewal';
  const missing = data.missing.length === 2 ? 'both' : data.missing[0] === 'dues' ? 'dues' : 'registration';
  const sentence = say(renewalWords.missing, { group, year, missing });
  const contact = say(renewalWords.contact);
  return {
    subject: say(renewalWords.subject, { group, year }),
    text: textBody(
      greeting(data),
      sentence,
      paymentText(data.payment, year),
      contact,
      say(renewalWords.yourGroup, { link }),
      unsubscribeText(unsubscribe, kind),
    ),
    html: renderLayout({
      heading: say(renewalWords.heading, { year }),
      preheader: sentence,
      body: markup`${paragraph(greeting(data))}
${paragraph(sentence)}
${paymentHtml(data.payment, year)}
${paragraph(contact)}
${actionButton(say(renewalWords.action, { group }), link)}
${unsubscribeHtml(unsubscribe, kind)}`,
      footer: footer(group, kind),
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
  const kind = 'rsvpReminder';
  const sentence = say(rsvpReminderWords.going, { group, title });
  const calendar = say(rsvpReminderWords.calendar, { file: oneLine(data.icsFileName) });
  const cancel = say(rsvpReminderWords.cancel);
  return {
    subject: say(rsvpReminderWords.subject, { title, when: data.when }),
    text: textBody(
      greeting(data),
      sentence,
      whenWhereText(data.when, data.location ? oneLine(data.location) : null),
      calendar,
      `${cancel} ${link}`,
      unsubscribeText(unsubscribe, kind),
    ),
    html: renderLayout({
      heading: say(rsvpReminderWords.heading, { title }),
      preheader: say(rsvpReminderWords.preheader, { group, title, when: data.when }),
      body: markup`${paragraph(greeting(data))}
${paragraph(sentence)}
${detailsTable(whenWhereRows(data.when, data.location))}
${paragraph(calendar)}
${paragraph(cancel)}
${actionButton(say(common.seeActivity), link)}
${unsubscribeHtml(unsubscribe, kind)}`,
      footer: footer(group, kind),
    }),
  };
}
