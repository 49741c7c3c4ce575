/**
 * Exhibit emails (issue 18): the member learns their exhibit was approved or rejected (with the
 * reviewer's reason). It answers the member's own registration, so it is sent whatever their
 * notification choices.
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, renderLayout, textBody, type RenderedEmail } from './layout';

export interface ExhibitReviewedEmailData {
  recipientName: string;
  groupName: string;
  exhibitTitle: string;
  activityTitle: string;
  status: 'approved' | 'rejected';
  /** The reviewer's reason (always given for a rejection). */
  reason: string | null;
  exhibitsLink: string;
}

export function renderExhibitReviewedEmail(data: ExhibitReviewedEmailData): RenderedEmail {
  const link = requireHttpUrl(data.exhibitsLink, 'exhibitsLink');
  const exhibit = oneLine(data.exhibitTitle);
  const show = oneLine(data.activityTitle);
  const group = oneLine(data.groupName);
  const approved = data.status === 'approved';
  const headline = approved ? 'Your exhibit is approved' : 'Your exhibit was not accepted';
  const sentence = approved
    ? `${group} approved your exhibit "${exhibit}" for ${show}.`
    : `${group} did not accept your exhibit "${exhibit}" for ${show}.`;
  const reason = data.reason ? oneLine(data.reason) : null;
  return {
    subject: `${headline}: ${exhibit}`,
    text: textBody(
      `Hi ${oneLine(data.recipientName)},`,
      sentence,
      ...(reason ? [`Reason: ${reason}`] : []),
      `See your exhibits: ${link}`,
    ),
    html: renderLayout({
      heading: headline,
      preheader: `${group}: ${show}`,
      body: markup`${paragraph(`Hi ${oneLine(data.recipientName)},`)}
${paragraph(sentence)}
${detailsTable([['Exhibit', exhibit], ['Show', show], ...(reason ? ([['Reason', reason]] as const) : [])])}
${actionButton('See your exhibits', link)}`,
      footer: `You get this email because you registered an exhibit with ${group}.`,
    }),
  };
}
