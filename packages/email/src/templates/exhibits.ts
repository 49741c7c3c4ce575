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

const changedWords = {
  subject: words('email.exhibitChanged.subject', '{builder} changed their exhibit: {exhibit}'),
  heading: words('email.exhibitChanged.heading', 'An exhibit changed'),
  keptApproved: words(
    'email.exhibitChanged.keptApproved',
    '{builder} changed the words of their exhibit "{exhibit}" for {show}. It stays approved.',
  ),
  needsReview: words(
    'email.exhibitChanged.needsReview',
    '{builder} changed the size or power of their exhibit "{exhibit}" for {show}. It needs your review again.',
  ),
  changedLine: words('email.exhibitChanged.changedLine', 'Changed: {fields}'),
  seeLine: words('email.exhibitChanged.seeLine', 'See the exhibits: {link}'),
  changed: words('email.exhibitChanged.changed', 'Changed'),
  see: words('email.exhibitChanged.see', 'See the exhibits'),
  footer: words('email.exhibitChanged.footer', 'You get this email because you review exhibits for {group}.'),
} as const;

export interface ExhibitChangedEmailData {
  recipientName: string;
  groupName: string;
  builderName: string;
  exhibitTitle: string;
  activityTitle: string;
  /** The fields changed, in the reader's words (e.g. "Title, Width"). */
  fields: string;
  /** Whether the exhibit went back to review (size or power changed). */
  needsReview: boolean;
  exhibitsLink: string;
}

/** An organiser learns that a member changed an exhibit they reviewed (decision 0049). */
export function renderExhibitChangedEmail(data: ExhibitChangedEmailData): RenderedEmail {
  const link = requireHttpUrl(data.exhibitsLink, 'exhibitsLink');
  const values = {
    exhibit: oneLine(data.exhibitTitle),
    show: oneLine(data.activityTitle),
    group: oneLine(data.groupName),
    builder: oneLine(data.builderName),
  };
  const fields = oneLine(data.fields);
  const greeting = say(common.greeting, { name: oneLine(data.recipientName) });
  const sentence = say(data.needsReview ? changedWords.needsReview : changedWords.keptApproved, values);
  return {
    subject: say(changedWords.subject, values),
    text: textBody(greeting, sentence, say(changedWords.changedLine, { fields }), say(changedWords.seeLine, { link })),
    html: renderLayout({
      heading: say(changedWords.heading),
      preheader: say(reviewedWords.preheader, values),
      body: markup`${paragraph(greeting)}
${paragraph(sentence)}
${detailsTable([
  [say(reviewedWords.exhibit), values.exhibit],
  [say(reviewedWords.show), values.show],
  [say(changedWords.changed), fields],
])}
${actionButton(say(changedWords.see), link)}`,
      footer: say(changedWords.footer, values),
    }),
  };
}
