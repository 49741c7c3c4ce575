/**
 * RSVP emails (issue 17): the member the waitlist promoted learns they have a seat. It answers the
 * member's own request for a seat, so it is sent whatever their notification choices.
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, whenWhereRows, whenWhereText, words } from './words';

const promotedWords = {
  subject: words('email.rsvpPromoted.subject', 'You have a seat: {title}'),
  seat: words(
    'email.rsvpPromoted.seat',
    "A seat came free at {group}'s {title}: you were next on the waitlist, so you are now going.",
  ),
  cancelWithLink: words(
    'email.rsvpPromoted.cancelWithLink',
    'If you cannot come after all, answer "not going" so the next person gets the seat: {link}',
  ),
  cancel: words(
    'email.rsvpPromoted.cancel',
    'If you cannot come after all, answer "not going" so the next person gets the seat.',
  ),
  heading: words('email.rsvpPromoted.heading', 'You have a seat'),
  preheader: words('email.rsvpPromoted.preheader', '{group}: {title}, {when}'),
  footer: words('email.rsvpPromoted.footer', 'You get this email because you asked {group} for a seat.'),
} as const;

export interface RsvpPromotedEmailData {
  recipientName: string;
  groupName: string;
  title: string;
  /** Already formatted in the organisation's date format. */
  when: string;
  location: string | null;
  activityLink: string;
}

export function renderRsvpPromotedEmail(data: RsvpPromotedEmailData): RenderedEmail {
  const link = requireHttpUrl(data.activityLink, 'activityLink');
  const values = { title: oneLine(data.title), group: oneLine(data.groupName), when: data.when };
  const greeting = say(common.greeting, { name: oneLine(data.recipientName) });
  const seat = say(promotedWords.seat, values);
  return {
    subject: say(promotedWords.subject, values),
    text: textBody(
      greeting,
      seat,
      whenWhereText(data.when, data.location ? oneLine(data.location) : null),
      say(promotedWords.cancelWithLink, { link }),
    ),
    html: renderLayout({
      heading: say(promotedWords.heading),
      preheader: say(promotedWords.preheader, values),
      body: markup`${paragraph(greeting)}
${paragraph(seat)}
${detailsTable(whenWhereRows(data.when, data.location))}
${paragraph(say(promotedWords.cancel))}
${actionButton(say(common.seeActivity), link)}`,
      footer: say(promotedWords.footer, values),
    }),
  };
}
