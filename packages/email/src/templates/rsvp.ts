/**
 * RSVP emails (issue 17): the member the waitlist promoted learns they have a seat. It answers the
 * member's own request for a seat, so it is sent whatever their notification choices.
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, renderLayout, textBody, type RenderedEmail } from './layout';

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
  const title = oneLine(data.title);
  const group = oneLine(data.groupName);
  return {
    subject: `You have a seat: ${title}`,
    text: textBody(
      `Hi ${oneLine(data.recipientName)},`,
      `A seat came free at ${group}'s ${title}: you were next on the waitlist, so you are now going.`,
      `When: ${data.when}${data.location ? `\nWhere: ${oneLine(data.location)}` : ''}`,
      `If you cannot come after all, answer "not going" so the next person gets the seat: ${link}`,
    ),
    html: renderLayout({
      heading: 'You have a seat',
      preheader: `${group}: ${title}, ${data.when}`,
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${paragraph(`A seat came free at ${group}'s ${title}: you were next on the waitlist, so you are now going.`)}
${detailsTable([['When', data.when], ...(data.location ? ([['Where', data.location]] as const) : [])])}
${paragraph('If you cannot come after all, answer "not going" so the next person gets the seat.')}
${actionButton('See the activity', link)}`,
      footer: `You get this email because you asked ${group} for a seat.`,
    }),
  };
}
