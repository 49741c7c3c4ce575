/**
 * Exhibit emails (issue 18): the member learns their exhibit was approved or rejected (with the
 * reviewer's reason). It answers the member's own registration, so it is sent whatever their
 * notification choices. Each sentence is a message of the server's catalog (decision 0033).
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, words } from './words';

const reviewedWords = {
  approvedSubject: words('email.exhibitReviewed.approvedSubject', 'Your exhibit is approved: {exhibit}'),
  rejectedSubject: words('email.exhibitReviewed.rejectedSubject', 'Your exhibit was not accepted: {exhibit}'),
  approvedHeading: words('email.exhibitReviewed.approvedHeading', 'Your exhibit is approved'),
  rejectedHeading: words('email.exhibitReviewed.rejectedHeading', 'Your exhibit was not accepted'),
  approved: words('email.exhibitReviewed.approved', '{group} approved your exhibit "{exhibit}" for {show}.'),
  rejected: words('email.exhibitReviewed.rejected', '{group} did not accept your exhibit "{exhibit}" for {show}.'),
  reasonLine: words('email.exhibitReviewed.reasonLine', 'Reason: {reason}'),
  seeLine: words('email.exhibitReviewed.seeLine', 'See your exhibits: {link}'),
  exhibit: words('email.exhibitReviewed.exhibit', 'Exhibit'),
  show: words('email.exhibitReviewed.show', 'Show'),
  reason: words('email.exhibitReviewed.reason', 'Reason'),
  see: words('email.exhibitReviewed.see', 'See your exhibits'),
  preheader: words('email.exhibitReviewed.preheader', '{group}: {show}'),
  footer: words('email.exhibitReviewed.footer', 'You get this email because you registered an exhibit with {group}.'),
} as const;

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
  const values = {
    exhibit: oneLine(data.exhibitTitle),
    show: oneLine(data.activityTitle),
    group: oneLine(data.groupName),
  };
  const approved = data.status === 'approved';
  const greeting = say(common.greeting, { name: oneLine(data.recipientName) });
  const sentence = say(approved ? reviewedWords.approved : reviewedWords.rejected, values);
  const reason = data.reason ? oneLine(data.reason) : null;
  return {
    subject: say(approved ? reviewedWords.approvedSubject : reviewedWords.rejectedSubject, values),
    text: textBody(
      greeting,
      sentence,
      ...(reason ? [say(reviewedWords.reasonLine, { reason })] : []),
      say(reviewedWords.seeLine, { link }),
    ),
    html: renderLayout({
      heading: say(approved ? reviewedWords.approvedHeading : reviewedWords.rejectedHeading),
      preheader: say(reviewedWords.preheader, values),
      body: markup`${paragraph(greeting)}
${paragraph(sentence)}
${detailsTable([
  [say(reviewedWords.exhibit), values.exhibit],
  [say(reviewedWords.show), values.show],
  ...(reason ? ([[say(reviewedWords.reason), reason]] as const) : []),
])}
${actionButton(say(reviewedWords.see), link)}`,
      footer: say(reviewedWords.footer, values),
    }),
  };
}
