/**
 * Shift emails (docs/decisions/0039-show-day-rules.md): a member signed up for a shift learns that
 * the activity's new dates moved the shift or cancelled it. It answers the member's own sign-up,
 * so it is sent whatever their notification choices.
 */
import { markup, oneLine, requireHttpUrl } from './html';
import { actionButton, detailsTable, paragraph, renderLayout, textBody, type RenderedEmail } from './layout';
import { common, say, words } from './words';

const shiftWords = {
  movedSubject: words('email.shiftChanged.movedSubject', 'Your shift moved: {shift}, {title}'),
  cancelledSubject: words('email.shiftChanged.cancelledSubject', 'Your shift is cancelled: {shift}, {title}'),
  moved: words(
    'email.shiftChanged.moved',
    "{group}'s {title} has new dates, and your shift {shift} moved with it: it is now on {when} (it was on {before}). You are still signed up; if you cannot make the new day, cancel your sign-up.",
  ),
  cancelled: words(
    'email.shiftChanged.cancelled',
    "{group}'s {title} has new dates, and your shift {shift} on {before} is no longer part of it: the shift and your sign-up are cancelled.",
  ),
  movedHeading: words('email.shiftChanged.movedHeading', 'Your shift moved'),
  cancelledHeading: words('email.shiftChanged.cancelledHeading', 'Your shift is cancelled'),
  preheader: words('email.shiftChanged.preheader', '{group}: {title}, {shift}'),
  footer: words('email.shiftChanged.footer', 'You get this email because you signed up for a shift at {group}.'),
} as const;

export interface ShiftChangedEmailData {
  recipientName: string;
  groupName: string;
  title: string;
  shiftTitle: string;
  change: 'moved' | 'cancelled';
  /** The shift's day and times before the change, formatted in the organisation's date format. */
  before: string;
  /** Its day and times after a move (null when cancelled). */
  when: string | null;
  activityLink: string;
}

export function renderShiftChangedEmail(data: ShiftChangedEmailData): RenderedEmail {
  const link = requireHttpUrl(data.activityLink, 'activityLink');
  const values = {
    title: oneLine(data.title),
    group: oneLine(data.groupName),
    shift: oneLine(data.shiftTitle),
    before: data.before,
    when: data.when ?? data.before,
  };
  const moved = data.change === 'moved';
  const greeting = say(common.greeting, { name: oneLine(data.recipientName) });
  const news = say(moved ? shiftWords.moved : shiftWords.cancelled, values);
  return {
    subject: say(moved ? shiftWords.movedSubject : shiftWords.cancelledSubject, values),
    text: textBody(greeting, news, `${say(common.seeActivity)}: ${link}`),
    html: renderLayout({
      heading: say(moved ? shiftWords.movedHeading : shiftWords.cancelledHeading),
      preheader: say(shiftWords.preheader, values),
      body: markup`${paragraph(greeting)}
${paragraph(news)}
${moved && data.when ? detailsTable([[say(common.when), data.when]]) : markup``}
${actionButton(say(common.seeActivity), link)}`,
      footer: say(shiftWords.footer, values),
    }),
  };
}

const promotedWords = {
  subject: words('email.shiftPromoted.subject', 'You have a place on the shift: {shift}, {title}'),
  heading: words('email.shiftPromoted.heading', 'You have a place on the shift'),
  place: words(
    'email.shiftPromoted.place',
    "A place came free on the shift {shift} at {group}'s {title} on {when}: you were next on the waitlist, so you are now signed up.",
  ),
  cancel: words(
    'email.shiftPromoted.cancel',
    'If you cannot make it after all, cancel your sign-up so the next person gets the place.',
  ),
  seeLine: words('email.shiftPromoted.seeLine', 'See the shifts: {link}'),
  footer: words('email.shiftPromoted.footer', 'You get this email because you joined a shift’s waitlist at {group}.'),
} as const;

export interface ShiftPromotedEmailData {
  recipientName: string;
  groupName: string;
  title: string;
  shiftTitle: string;
  /** The shift's day and times, formatted in the organisation's date format. */
  when: string;
  shiftsLink: string;
}

/** A member the shift's waitlist promoted learns they are signed up (decision 0049). */
export function renderShiftPromotedEmail(data: ShiftPromotedEmailData): RenderedEmail {
  const link = requireHttpUrl(data.shiftsLink, 'shiftsLink');
  const values = { title: oneLine(data.title), group: oneLine(data.groupName), shift: oneLine(data.shiftTitle), when: oneLine(data.when) };
  const greeting = say(common.greeting, { name: oneLine(data.recipientName) });
  const place = say(promotedWords.place, values);
  return {
    subject: say(promotedWords.subject, values),
    text: textBody(greeting, place, say(promotedWords.cancel), say(promotedWords.seeLine, { link })),
    html: renderLayout({
      heading: say(promotedWords.heading),
      preheader: say(shiftWords.preheader, values),
      body: markup`${paragraph(greeting)}
${paragraph(place)}
${paragraph(say(promotedWords.cancel))}
${actionButton(say(common.seeActivity), link)}`,
      footer: say(promotedWords.footer, values),
    }),
  };
}
