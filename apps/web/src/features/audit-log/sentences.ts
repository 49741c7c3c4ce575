/**
 * The audit log in sentences: "Alex Stud marked 3 members paid for 2026" instead of
 * `member_status.bulk_update` and a JSON blob. One sentence per action the API writes
 * (`auditActionKeys`, packages/domain/src/audit-actions.ts): the `Record` below does not compile
 * without one, and sentences.test.ts fails on a key that has none. Details are read defensively: an
 * old entry, or one whose personal data was removed (`{ redacted }`), still reads as a sentence.
 * Each sentence is a Lingui message (decision 0027) with its values named and its counts as plurals;
 * an optional part (a date, a count that is zero) makes a second message rather than a fragment.
 */
import { plural, t } from '@lingui/core/macro';
import type { AuditAction } from '@lug/domain/audit-actions';
import { formatMoney, isCurrencyCode } from '@lug/domain/dues-helpers';

export interface AuditSentenceEntry {
  action: string;
  entity_id: string | null;
  actor: { name: string } | null;
  details: Record<string, unknown>;
  /** The member the entry is about, as the server names them now (absent: "member #7"). */
  subject?: { id: number; name: string } | null;
}

export interface AuditSentenceOptions {
  /** Formats a `yyyy-mm-dd` day (the organisation's date format); as it is by default. */
  formatDate?: (isoDate: string) => string;
}

interface Context {
  who: string;
  id: string | null;
  d: Record<string, unknown>;
  formatDate: (isoDate: string) => string;
  /** A member by the id the entry holds: their name when the server gave it, else "member #7". */
  person: (id: unknown) => string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "a", "a and b", "a, b and c". */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  const first = words.slice(0, -1).join(', ');
  const last = words.at(-1) ?? '';
  return t`${first} and ${last}`;
}

type Kind = 'activity' | 'api_token' | 'category' | 'group' | 'participation_role' | 'permission_role';

/** `the activity “Name”` when the details name it, else the kind and its number ("activity #12"). */
function named(kind: Kind, rawName: unknown, id: string | null): string {
  const name = text(rawName);
  switch (kind) {
    case 'activity':
      return name ? t`the activity “${name}”` : id ? t`activity #${id}` : t`an activity`;
    case 'api_token':
      return name ? t`the API token “${name}”` : id ? t`API token #${id}` : t`an API token`;
    case 'category':
      return name ? t`the category “${name}”` : id ? t`category #${id}` : t`a category`;
    case 'group':
      return name ? t`the group “${name}”` : id ? t`group #${id}` : t`a group`;
    case 'participation_role':
      return name ? t`the participation role “${name}”` : id ? t`participation role #${id}` : t`a participation role`;
    case 'permission_role':
      return name ? t`the permission role “${name}”` : id ? t`permission role #${id}` : t`a permission role`;
  }
}

function memberRef(id: unknown, subject: AuditSentenceEntry['subject']): string {
  const memberId = num(id) !== null || text(id) ? String(id) : null;
  if (subject && memberId === String(subject.id)) return subject.name;
  return memberId ? t`member #${memberId}` : t`a member`;
}

/** An activity's number as the log line holds it, or "?" when it does not. */
const activityNumber = (id: unknown): string => (num(id) !== null || text(id) ? String(id) : '?');

/** Field keys in words: `start_date` -> "start date", `general.time_zone` -> "time zone". */
function fieldWords(keys: string[]): string {
  return joinWords(keys.map((key) => key.slice(key.lastIndexOf('.') + 1).replace(/_/g, ' ')));
}

/** A registration or dues status (`member_status.bulk_update`) in words. */
function statusWord(status: string): string {
  switch (status) {
    case 'registered':
      return t`registered`;
    case 'unregistered':
      return t`not registered`;
    case 'paid':
      return t`paid`;
    case 'gift_in_lieu':
      return t`gift-in-lieu`;
    case 'unpaid':
      return t`unpaid`;
    default:
      return status;
  }
}

/** A dues type (`member_status.update`) in words. */
function duesWord(dues: string): string {
  switch (dues) {
    case 'paid':
      return t`paid`;
    case 'gift_in_lieu':
      return t`gift-in-lieu`;
    case 'none':
      return t`unpaid`;
    default:
      return dues;
  }
}

/** An RSVP answer in words. */
function rsvpWord(answer: string): string {
  switch (answer) {
    case 'going':
      return t`going`;
    case 'waitlisted':
      return t`on the waitlist`;
    case 'not_going':
      return t`not going`;
    default:
      return answer;
  }
}

/** The day a log line names, in the group's format, or null. */
const dayOf = (date: unknown, formatDate: Context['formatDate']): string | null => {
  const day = text(date);
  return day ? formatDate(day) : null;
};

function activityUpdate({ who, id, d }: Context): string {
  const changes = record(d.changes);
  const title = text(changes.title);
  const fields = Object.keys(changes);
  const activityId = id ?? '?';
  let sentence = title
    ? t`${who} edited the activity “${title}” (#${activityId})`
    : t`${who} edited activity #${activityId}`;
  if (fields.length > 0) {
    const changed = fieldWords(fields);
    sentence = t`${sentence}: ${changed}`;
  }
  const participation = record(d.participation);
  const removed = num(participation.removed) ?? 0;
  const converted = num(participation.converted) ?? 0;
  if (participation.mode === 'convert') {
    sentence = t`${sentence}; ${plural(converted, { one: '# participation record', other: '# participation records' })} converted, ${removed} removed`;
  } else if (participation.mode === 'remove') {
    sentence = t`${sentence}; ${plural(removed, { one: '# participation record removed', other: '# participation records removed' })}`;
  }
  return sentence;
}

function memberUpdate({ who, id, d, person }: Context): string {
  const name = record(d.name);
  const email = record(d.email);
  const parts: string[] = [];
  const from = text(name.from);
  const newName = text(name.to);
  const newEmail = text(email.to);
  if (from && newName) parts.push(t`renamed from ${from}`);
  if (newEmail) parts.push(t`email changed to ${newEmail}`);
  if (d.status === 'active') parts.push(t`made active`);
  if (d.status === 'inactive') parts.push(t`made inactive`);
  if (Object.keys(record(d.role)).length > 0) parts.push(t`moved to another permission role`);
  const subject = newName ?? person(id);
  if (parts.length === 0) return t`${who} updated ${subject}`;
  const changes = parts.join(', ');
  return t`${who} updated ${subject}: ${changes}`;
}

function memberStatusUpdate({ who, id, d, person }: Context): string {
  const before = record(d.before);
  const after = record(d.after);
  const year = num(after.year) ?? num(before.year);
  const subject = person(after.user_id ?? id);
  const changes: string[] = [];
  if (
    typeof after.registration_complete === 'boolean' &&
    after.registration_complete !== before.registration_complete
  ) {
    changes.push(after.registration_complete ? t`registered` : t`not registered`);
  }
  const dues = text(after.dues_type);
  if (dues && dues !== before.dues_type) changes.push(duesWord(dues));
  if (changes.length === 0) {
    return year === null
      ? t`${who} saved the registration and dues of ${subject}, unchanged`
      : t`${who} saved the registration and dues of ${subject} for ${year}, unchanged`;
  }
  const status = joinWords(changes);
  return year === null ? t`${who} marked ${subject} ${status}` : t`${who} marked ${subject} ${status} for ${year}`;
}

function memberStatusBulk({ who, d }: Context): string {
  const members = num(d.members) ?? (list(d.user_ids).length || num(d.count) || 0);
  const statuses = list(d.statuses)
    .map((s) => statusWord(String(s)))
    .filter(Boolean);
  const status = statuses.length > 0 ? joinWords(statuses) : t`with a new status`;
  const years = list(d.years).map(String);
  if (years.length === 0) {
    return t`${who} marked ${plural(members, { one: '# member', other: '# members' })} ${status}`;
  }
  const forYears = joinWords(years);
  return t`${who} marked ${plural(members, { one: '# member', other: '# members' })} ${status} for ${forYears}`;
}

function activityRsvp({ who, id, d, person }: Context): string {
  const after = text(d.after);
  const answer = after ? rsvpWord(after) : t`answered`;
  const promoted = list(d.promoted).length;
  const member = person(d.user_id);
  const activityId = id ?? '?';
  if (promoted === 0) return t`${who} marked ${member} ${answer} for activity #${activityId}`;
  return t`${who} marked ${member} ${answer} for activity #${activityId}; ${plural(promoted, { one: '# member moved up from the waitlist', other: '# members moved up from the waitlist' })}`;
}

/** "€25.00" from a stored fee `{ amount_minor, currency }`, or null when the details lack it. */
function fee(value: unknown): string | null {
  const { amount_minor, currency } = record(value);
  const amount = num(amount_minor);
  const code = text(currency);
  return amount !== null && code && isCurrencyCode(code) ? formatMoney(amount, code, 'en') : null;
}

function duesFee({ who, id, d }: Context): string {
  const after = fee(d.after);
  const before = fee(d.before);
  const year = id ?? t`a year`;
  if (!after) return t`${who} changed the dues for ${year}`;
  return before
    ? t`${who} changed the dues for ${year} from ${before} to ${after}`
    : t`${who} set the dues for ${year} to ${after}`;
}

/** "Alex recorded CHF 20.00 (cash, 2026-03-01) from member #7 for 2026" (decision 43). */
function duesPayment({ who, d, person }: Context, kind: 'record' | 'remove'): string {
  const payment = record(d.payment);
  const amount = fee({ amount_minor: payment.amount_minor, currency: d.currency }) ?? t`a payment`;
  const subject = person(payment.user_id);
  const day = text(payment.received_on) ?? '?';
  const year = num(payment.year) ?? '?';
  return kind === 'record'
    ? t`${who} recorded ${amount} received on ${day} from ${subject} for ${year}`
    : t`${who} removed a payment of ${amount} received on ${day} from ${subject} for ${year}`;
}

function settingsUpdate({ who, d }: Context): string {
  const changed = Object.keys(record(d.changed));
  if (changed.length > 0) {
    const fields = fieldWords(changed);
    return t`${who} changed the settings: ${fields}`;
  }
  const sections = list(d.sections).map(String);
  if (sections.length === 0) return t`${who} saved the settings without a change`;
  const saved = joinWords(sections);
  return t`${who} saved the settings (${saved}) without a change`;
}

function emailTest({ who, d }: Context): string {
  const to = text(d.to) ?? t`their own address`;
  // Tell the truth: the email was queued, or it waits because delivery is not configured.
  if (d.delivery === 'not_configured') {
    return t`${who} asked for a test email to ${to}; it is waiting, as email delivery is not configured`;
  }
  return t`${who} queued a test email to ${to}`;
}

/** A field list after a colon when there is one: "edited the category “Builds”: name, colour". */
function withFields(sentence: string, fields: string[]): string {
  if (fields.length === 0) return sentence;
  const changed = fieldWords(fields);
  return t`${sentence}: ${changed}`;
}

const sentences: Record<AuditAction, (c: Context) => string> = {
  'activity.create': ({ who, id, d, formatDate }) => {
    const activity = named('activity', d.title, id);
    const day = dayOf(d.start_date, formatDate);
    return day ? t`${who} created ${activity} on ${day}` : t`${who} created ${activity}`;
  },
  'activity.update': activityUpdate,
  'activity.delete': ({ who, id, d }) => {
    const records = num(d.participationsRemoved) ?? 0;
    const activity = named('activity', d.title, id);
    if (records === 0) return t`${who} deleted ${activity}`;
    return t`${who} deleted ${activity} and its ${plural(records, { one: '# participation record', other: '# participation records' })}`;
  },
  'activity.rsvp': activityRsvp,
  'show_report.update': ({ who, id }) => {
    const activityId = id ?? '?';
    return t`${who} updated the post-show report of activity #${activityId}`;
  },
  'activity.check_in_code': ({ who, id }) => {
    const activityId = id ?? '?';
    return t`${who} made a new check-in code for activity #${activityId}; the old QR code stopped working`;
  },
  'activity.kiosk_open': ({ who, id }) => {
    const activityId = id ?? '?';
    return t`${who} opened a check-in kiosk for activity #${activityId}`;
  },
  'activity.kiosk_close': ({ who, id }) => {
    const activityId = id ?? '?';
    return t`${who} closed a check-in kiosk of activity #${activityId}`;
  },
  'api_token.create': ({ who, id, d }) => {
    const token = named('api_token', d.name, id);
    if (d.scope === 'read') return t`${who} made ${token} (read only)`;
    if (d.scope === 'write') return t`${who} made ${token} (read and write)`;
    return t`${who} made ${token}`;
  },
  'api_token.revoke': ({ who, id, d }) => {
    const token = named('api_token', d.name, id);
    return t`${who} revoked ${token}`;
  },
  'exhibit.register': ({ who, id, d }) => {
    const exhibitId = id ?? '?';
    const title = text(d.title) ?? t`exhibit #${exhibitId}`;
    return t`${who} registered the exhibit “${title}”`;
  },
  'exhibit.update': ({ who, id, d }) => {
    const exhibitId = id ?? '?';
    const title = text(d.title) ?? t`exhibit #${exhibitId}`;
    return t`${who} changed the exhibit “${title}”; it went back to review`;
  },
  'exhibit.withdraw': ({ who, id, d }) => {
    const exhibitId = id ?? '?';
    const title = text(d.title) ?? t`exhibit #${exhibitId}`;
    return t`${who} withdrew the exhibit “${title}”`;
  },
  'exhibit.photo': ({ who, id, d }) => {
    const exhibitId = id ?? '?';
    const title = text(d.title) ?? t`exhibit #${exhibitId}`;
    return d.removed === true
      ? t`${who} removed the photo of the exhibit “${title}”`
      : t`${who} set the photo of the exhibit “${title}”`;
  },
  'exhibit.review': ({ who, id, d }) => {
    const exhibitId = id ?? '?';
    const title = text(d.title) ?? t`exhibit #${exhibitId}`;
    const reason = text(d.reason);
    if (d.status === 'approved') return t`${who} approved the exhibit “${title}”`;
    return reason ? t`${who} rejected the exhibit “${title}”: ${reason}` : t`${who} rejected the exhibit “${title}”`;
  },
  'exhibit.table_plan': ({ who, id }) => {
    const activityId = id ?? '?';
    return t`${who} saved the table plan of activity #${activityId}`;
  },
  'calendar_feed.create': ({ who }) => t`${who} made a personal calendar link`,
  'calendar_feed.regenerate': ({ who }) => t`${who} replaced their personal calendar link; the old one stopped working`,
  'calendar_feed.remove': ({ who }) => t`${who} turned off their personal calendar link`,
  'catalogue.demo_seed': ({ who, d }) => {
    const categories = num(d.categories) ?? 0;
    const roles = num(d.participationRoles) ?? 0;
    const activities = num(d.activities) ?? 0;
    const records = num(d.participations) ?? 0;
    return t`${who} added demo data: ${plural(categories, { one: '# category', other: '# categories' })}, ${plural(roles, { one: '# participation role', other: '# participation roles' })}, ${plural(activities, { one: '# activity', other: '# activities' })} and ${plural(records, { one: '# participation record', other: '# participation records' })}`;
  },
  'category.create': ({ who, id, d }) => {
    const category = named('category', d.name, id);
    return t`${who} created ${category}`;
  },
  'category.update': ({ who, id, d }) => {
    const changes = record(d.changes);
    const category = named('category', changes.name, id);
    return withFields(t`${who} edited ${category}`, Object.keys(changes));
  },
  'category.delete': ({ who, id, d }) => {
    const activities = num(d.activitiesUncategorised) ?? 0;
    const category = named('category', d.name, id);
    if (activities === 0) return t`${who} deleted ${category}`;
    return t`${who} deleted ${category}; ${plural(activities, { one: '# activity left without a category', other: '# activities left without a category' })}`;
  },
  'demo.members': ({ who, d }) => {
    const members = num(d.members) ?? 0;
    return t`${who} added ${plural(members, { one: '# demo member', other: '# demo members' })}`;
  },
  'demo.shows': ({ who, d }) => {
    const shows = Array.isArray(d.shows) ? d.shows.length : 0;
    const exhibits = num(d.exhibits) ?? 0;
    return t`${who} added ${plural(shows, { one: '# demo show', other: '# demo shows' })} with ${plural(exhibits, { one: '# exhibit', other: '# exhibits' })}, shifts and equipment`;
  },
  'dues_fee.create': duesFee,
  'dues_fee.update': duesFee,
  'dues_fee.delete': ({ who, id, d }) => {
    const was = fee(d.before);
    const year = id ?? t`a year`;
    return was ? t`${who} removed the dues for ${year} (${was})` : t`${who} removed the dues for ${year}`;
  },
  'dues_payment.record': (context) => duesPayment(context, 'record'),
  'dues_payment.remove': (context) => duesPayment(context, 'remove'),
  'equipment.create': ({ who, d }) => {
    const name = text(d.name) ?? t`equipment`;
    const quantity = num(d.quantity) ?? 0;
    return t`${who} added ${quantity} × “${name}” to the group’s equipment`;
  },
  'equipment.update': ({ who, id, d }) => {
    const number = id ?? '?';
    const name = text(record(d.after).name) ?? t`equipment #${number}`;
    return t`${who} edited the equipment “${name}”`;
  },
  'equipment.delete': ({ who, id, d }) => {
    const number = id ?? '?';
    const name = text(d.name) ?? t`equipment #${number}`;
    return t`${who} deleted the equipment “${name}”`;
  },
  'equipment.book': ({ who, id, d }) => {
    const name = text(d.name) ?? t`equipment`;
    const quantity = num(d.quantity) ?? 0;
    const activityId = id ?? '?';
    return t`${who} booked ${quantity} × “${name}” for activity #${activityId}`;
  },
  'equipment.unbook': ({ who, id }) => {
    const activityId = id ?? '?';
    return t`${who} cancelled an equipment booking of activity #${activityId}`;
  },
  'email.change': ({ who, d }) => {
    const address = text(d.to);
    return address ? t`${who} changed their email address to ${address}` : t`${who} changed their email address`;
  },
  'email.test': emailTest,
  'invitation.create': ({ who, d }) => {
    const email = text(d.email) ?? t`someone`;
    return t`${who} invited ${email} to join`;
  },
  'invitation.revoke': ({ who, d }) => {
    const email = text(d.email) ?? t`someone`;
    return t`${who} withdrew the invitation to ${email}`;
  },
  'invitation.accept': ({ who }) => t`${who} accepted an invitation and joined`,
  'invitation.decline': ({ who }) => t`${who} declined an invitation`,
  'member.create': ({ who, id, d, person }) => {
    const member = text(d.email) ?? person(id);
    return t`${who} added ${member} as a member`;
  },
  'member.update': memberUpdate,
  'member.delete': ({ who, id, d, person }) => {
    const member = text(d.name) ?? text(d.email) ?? person(id);
    return t`${who} removed ${member} from the group`;
  },
  'member.import': ({ who, d }) => {
    const created = num(d.created) ?? 0;
    const invited = num(d.invited) ?? 0;
    const skipped = num(d.skipped) ?? 0;
    const failed = num(d.failed) ?? 0;
    return t`${who} imported members: ${created} added, ${invited} invited, ${skipped} skipped, ${failed} failed`;
  },
  'member.password_reset': ({ who, id, d, person }) => {
    const email = text(d.email) ?? person(id);
    return t`${who} asked for a password reset email to ${email}`;
  },
  'member.welcome_resend': ({ who, d }) => {
    const members = num(d.members) ?? 0;
    return t`${who} sent the welcome email again to ${plural(members, { one: '# member who never signed in', other: '# members who never signed in' })}`;
  },
  'member.anonymize': ({ who, id, person }) => {
    const member = person(id);
    return t`${who} removed the personal data of ${member}`;
  },
  'member.auto_deactivate': ({ who, id, d, person }) => {
    const member = person(id);
    const reason = text(d.reason);
    return reason
      ? t`${who} made ${member} inactive automatically: ${reason}`
      : t`${who} made ${member} inactive automatically`;
  },
  'member_status.update': memberStatusUpdate,
  'member_status.bulk_update': memberStatusBulk,
  'notifications.subscribe': ({ who, d }) => {
    const kind = text(d.description) ?? t`an email kind`;
    return t`${who} turned on ${kind}`;
  },
  'notifications.unsubscribe': ({ who, d }) => {
    const kind = text(d.description) ?? t`an email kind`;
    return t`${who} turned off ${kind}`;
  },
  'organization.create': ({ who, id, d }) => {
    const group = named('group', d.name, id);
    return t`${who} created ${group}`;
  },
  'participation.assign': ({ who, id, d, formatDate }) => {
    const members = num(d.user_count) ?? 0;
    const records = num(d.count) ?? 0;
    const activityId = id ?? '?';
    const day = dayOf(d.date, formatDate);
    return day
      ? t`${who} assigned ${plural(members, { one: '# member', other: '# members' })} to activity #${activityId} on ${day} (${plural(records, { one: '# participation record', other: '# participation records' })} added)`
      : t`${who} assigned ${plural(members, { one: '# member', other: '# members' })} to activity #${activityId} (${plural(records, { one: '# participation record', other: '# participation records' })} added)`;
  },
  'participation.check_in': ({ who, d, formatDate, person }) => {
    const activityId = String(num(d.activity_id) ?? '?');
    const day = dayOf(d.participation_date, formatDate);
    if (d.by === 'code') {
      return day
        ? t`${who} checked in with the activity's code at activity #${activityId} on ${day}`
        : t`${who} checked in with the activity's code at activity #${activityId}`;
    }
    const member = person(d.user_id);
    return day
      ? t`${who} checked in ${member} at activity #${activityId} on ${day}`
      : t`${who} checked in ${member} at activity #${activityId}`;
  },
  'participation.check_in_undo': ({ who, d, formatDate, person }) => {
    const activityId = String(num(d.activity_id) ?? '?');
    const day = dayOf(d.participation_date, formatDate);
    const member = person(d.user_id);
    return day
      ? t`${who} undid the check-in of ${member} at activity #${activityId} on ${day}`
      : t`${who} undid the check-in of ${member} at activity #${activityId}`;
  },
  'participation.remove': ({ who, id, d, formatDate }) => {
    const records = num(d.count) ?? 0;
    const members = num(d.user_count) ?? 0;
    const activityId = id ?? '?';
    const day = dayOf(d.date, formatDate);
    return day
      ? t`${who} removed ${plural(records, { one: '# participation record', other: '# participation records' })} of ${plural(members, { one: '# member', other: '# members' })} from activity #${activityId} on ${day}`
      : t`${who} removed ${plural(records, { one: '# participation record', other: '# participation records' })} of ${plural(members, { one: '# member', other: '# members' })} from activity #${activityId}`;
  },
  'participation.create': ({ who, d, formatDate, person }) => {
    const member = person(d.user_id);
    const activityId = activityNumber(d.activity_id);
    const day = dayOf(d.participation_date, formatDate);
    return day
      ? t`${who} added a participation record for ${member} to activity #${activityId} on ${day}`
      : t`${who} added a participation record for ${member} to activity #${activityId}`;
  },
  'participation.update': ({ who, id }) => {
    const recordId = id ?? '?';
    return t`${who} changed participation record #${recordId}`;
  },
  'participation.delete': ({ who, d, formatDate, person }) => {
    const member = person(d.user_id);
    const activityId = activityNumber(d.activity_id);
    const day = dayOf(d.participation_date, formatDate);
    return day
      ? t`${who} deleted the participation record of ${member} at activity #${activityId} on ${day}`
      : t`${who} deleted the participation record of ${member} at activity #${activityId}`;
  },
  'participation_role.create': ({ who, id, d }) => {
    const role = named('participation_role', d.name, id);
    const points = num(d.points);
    if (points === null) return t`${who} created ${role}`;
    return t`${who} created ${role} worth ${plural(points, { one: '# point', other: '# points' })}`;
  },
  'participation_role.update': ({ who, id, d }) => {
    const changes = record(d.changes);
    const role = named('participation_role', changes.name, id);
    return withFields(t`${who} edited ${role}`, Object.keys(changes));
  },
  'participation_role.delete': ({ who, id, d }) => {
    const role = named('participation_role', d.name, id);
    return t`${who} deleted ${role}`;
  },
  'password.reset': ({ who, d }) => {
    const tokens = num(d.api_tokens_revoked) ?? 0;
    if (tokens === 0) return t`${who} set a new password with a reset link; every session ended`;
    return t`${who} set a new password with a reset link; every session ended and ${plural(tokens, { one: '# API token', other: '# API tokens' })} revoked`;
  },
  'permission_role.create': ({ who, id, d }) => {
    const role = named('permission_role', d.name, id);
    const permissions = list(d.permissions).length;
    return t`${who} created ${role} with ${plural(permissions, { one: '# permission', other: '# permissions' })}`;
  },
  'permission_role.update': ({ who, id, d }) => {
    const previousName = text(d.previousName);
    const renamed = previousName && text(d.name) && previousName !== d.name;
    const parts: string[] = [];
    if (renamed) parts.push(t`renamed from “${previousName}”`);
    if (Array.isArray(d.permissions)) {
      const permissions = d.permissions.length;
      parts.push(t`now ${plural(permissions, { one: '# permission', other: '# permissions' })}`);
    }
    const role = named('permission_role', d.name, id);
    if (parts.length === 0) return t`${who} edited ${role}`;
    const changes = parts.join(', ');
    return t`${who} edited ${role}: ${changes}`;
  },
  'permission_role.delete': ({ who, id, d }) => {
    const moved = list(d.movedToDefaultRole).length;
    const role = named('permission_role', d.name, id);
    if (moved === 0) return t`${who} deleted ${role}`;
    return t`${who} deleted ${role}; ${plural(moved, { one: '# member moved to the default role', other: '# members moved to the default role' })}`;
  },
  'permission_role.assign_users': ({ who, id, d }) => {
    const members = list(d.userIds).length;
    const roleId = id ?? '?';
    return t`${who} gave ${plural(members, { one: '# member', other: '# members' })} permission role #${roleId}`;
  },
  'permission_role.remove_users': ({ who, id, d }) => {
    const members = list(d.userIds).length;
    const roleId = id ?? '?';
    return t`${who} took ${plural(members, { one: '# member', other: '# members' })} out of permission role #${roleId}; they now have the default role`;
  },
  'permission_role.remove_users_from_current': ({ who, d }) => {
    const members = list(d.userIds).length;
    return t`${who} took ${plural(members, { one: '# member', other: '# members' })} out of their permission roles; they now have the default role`;
  },
  'permission_role.set_default': ({ who, id }) => {
    const roleId = id ?? '?';
    return t`${who} made permission role #${roleId} the default role`;
  },
  'renewal_reminders.send': ({ who, d, formatDate }) => {
    const yearNumber = num(d.year);
    const year = yearNumber === null ? t`the coming year` : String(yearNumber);
    const members = num(d.members) ?? 0;
    const day = dayOf(d.date, formatDate);
    return day
      ? t`${who} queued renewal reminders for ${year} to ${plural(members, { one: '# member', other: '# members' })} on ${day}`
      : t`${who} queued renewal reminders for ${year} to ${plural(members, { one: '# member', other: '# members' })}`;
  },
  'rsvp_reminders.send': ({ who, d, formatDate }) => {
    const members = num(d.members) ?? 0;
    const activities = list(d.activities).length;
    const day = dayOf(d.start_date, formatDate);
    return day
      ? t`${who} queued RSVP reminders to ${plural(members, { one: '# member', other: '# members' })} going to ${plural(activities, { one: '# activity', other: '# activities' })} on ${day}`
      : t`${who} queued RSVP reminders to ${plural(members, { one: '# member', other: '# members' })} going to ${plural(activities, { one: '# activity', other: '# activities' })}`;
  },
  'bulk_order.create': ({ who, id, d }) => {
    const round = id ?? '?';
    const title = text(d.title) ?? '?';
    return t`${who} started bulk order #${round} (${title})`;
  },
  'bulk_order.update': ({ who, id }) => {
    const round = id ?? '?';
    return t`${who} changed bulk order #${round}`;
  },
  'bulk_order.catalogue': ({ who, id, d }) => {
    const round = id ?? '?';
    const count = num(d.imported) ?? 0;
    return t`${who} imported ${plural(count, { one: '# element', other: '# elements' })} into bulk order #${round}`;
  },
  'bulk_order.selection': ({ who, id, d }) => {
    const round = id ?? '?';
    const count = num(d.selected) ?? 0;
    return t`${who} selected ${plural(count, { one: '# element', other: '# elements' })} for bulk order #${round}`;
  },
  'bulk_order.allocate': ({ who, id }) => {
    const round = id ?? '?';
    return t`${who} allocated bulk order #${round}`;
  },
  'bulk_order.payment': ({ who, id, d, person }) => {
    const round = id ?? '?';
    const member = person(d.user_id);
    return t`${who} recorded a payment from ${member} for bulk order #${round}`;
  },
  'bulk_order.collected': ({ who, id, d, person }) => {
    const round = id ?? '?';
    const member = person(d.user_id);
    return d.collected === false
      ? t`${who} marked the share of ${member} in bulk order #${round} as not collected`
      : t`${who} marked the share of ${member} in bulk order #${round} as collected`;
  },
  'points.award': ({ who, id, d, formatDate, person }) => {
    const points = num(d.points) ?? 0;
    const member = person(id);
    const day = dayOf(d.date, formatDate) ?? '?';
    const reason = text(d.reason) ?? '';
    return points >= 0
      ? t`${who} awarded ${plural(points, { one: '# point', other: '# points' })} to ${member} on ${day}: ${reason}`
      : t`${who} removed ${plural(-points, { one: '# point', other: '# points' })} from ${member} on ${day}: ${reason}`;
  },
  'profile.update': ({ who, d }) => withFields(t`${who} updated their profile`, list(d.fields).map(String)),
  'session.revoke': ({ who }) => t`${who} signed out one of their sessions`,
  'shift.create': ({ who, id, d }) => {
    const number = id ?? '?';
    const title = text(d.title) ?? t`shift #${number}`;
    const activityId = activityNumber(d.activity_id);
    return t`${who} added the shift “${title}” to activity #${activityId}`;
  },
  'shift.update': ({ who, id, d }) => {
    const number = id ?? '?';
    const title = text(record(d.after).title) ?? t`shift #${number}`;
    return t`${who} edited the shift “${title}”`;
  },
  'shift.delete': ({ who, id, d }) => {
    const number = id ?? '?';
    const title = text(d.title) ?? t`shift #${number}`;
    return t`${who} deleted the shift “${title}”`;
  },
  'shift.signup': ({ who, id }) => {
    const shiftId = id ?? '?';
    return t`${who} signed up for shift #${shiftId}`;
  },
  'shift.cancel': ({ who, id }) => {
    const shiftId = id ?? '?';
    return t`${who} cancelled their sign-up for shift #${shiftId}`;
  },
  'shift.confirm': ({ who, id, d, person }) => {
    const member = person(d.user_id);
    const shiftId = id ?? '?';
    return t`${who} confirmed that ${member} worked shift #${shiftId}`;
  },
  'settings.update': settingsUpdate,
  'two_factor.enable': ({ who }) => t`${who} turned on two-factor sign-in`,
  'two_factor.disable': ({ who }) => t`${who} turned off two-factor sign-in`,
  'two_factor.recovery_code_used': ({ who }) => t`${who} signed in with a recovery code`,
};

/** The actions that have a sentence (every key of `auditActionKeys`; the unit test checks it). */
export const actionsWithSentences = Object.keys(sentences);

/**
 * One audit log entry as a sentence. An action this version does not know (an entry written by a
 * newer server) still reads: "Alex Stud: badge award".
 */
export function auditSentence(entry: AuditSentenceEntry, options: AuditSentenceOptions = {}): string {
  const context: Context = {
    who: entry.actor?.name ?? t`The system`,
    id: entry.entity_id,
    d: entry.details,
    formatDate: options.formatDate ?? ((isoDate) => isoDate),
    person: (id) => memberRef(id, entry.subject),
  };
  const who = context.who;
  const sentence = (sentences as Record<string, ((c: Context) => string) | undefined>)[entry.action];
  if (sentence) {
    const said = sentence(context);
    return t`${said}.`;
  }
  const action = entry.action.replace(/[._]+/g, ' ');
  return t`${who}: ${action}.`;
}
