/**
 * The audit log in sentences: "Alex Stud marked 3 members paid for 2026" instead of
 * `member_status.bulk_update` and a JSON blob. One sentence per action the API writes
 * (`auditActionKeys`, packages/domain/src/audit-actions.ts): the `Record` below does not compile
 * without one, and sentences.test.ts fails on a key that has none. Details are read defensively: an
 * old entry, or one whose personal data was removed (`{ redacted }`), still reads as a sentence.
 */
import type { AuditAction } from '@lug/domain/audit-actions';
import { formatMoney, isCurrencyCode } from '@lug/domain/dues-helpers';

export interface AuditSentenceEntry {
  action: string;
  entity_id: string | null;
  actor: { name: string } | null;
  details: Record<string, unknown>;
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
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** "1 member", "3 members". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** `“Name”` when the details name it, else the kind and its number ("activity #12"). */
function named(name: unknown, kind: string, id: string | null): string {
  const value = text(name);
  if (value) return `the ${kind} “${value}”`;
  return id ? `${kind} #${id}` : `a ${kind}`;
}

const memberRef = (id: unknown) => (num(id) !== null || text(id) ? `member #${String(id)}` : 'a member');

/** Field keys in words: `start_date` -> "start date", `general.time_zone` -> "time zone". */
function fieldWords(keys: string[]): string {
  return joinWords(keys.map((key) => key.slice(key.lastIndexOf('.') + 1).replace(/_/g, ' ')));
}

const statusWords: Record<string, string> = {
  registered: 'registered',
  unregistered: 'not registered',
  paid: 'paid',
  gift_in_lieu: 'gift-in-lieu',
  unpaid: 'unpaid',
};
const duesWords: Record<string, string> = { paid: 'paid', gift_in_lieu: 'gift-in-lieu', none: 'unpaid' };

const on = (date: unknown, formatDate: Context['formatDate']) => {
  const day = text(date);
  return day ? ` on ${formatDate(day)}` : '';
};

function activityUpdate({ who, id, d }: Context): string {
  const changes = record(d.changes);
  const title = text(changes.title);
  const fields = Object.keys(changes);
  let sentence = `${who} edited activity #${id ?? '?'}`;
  if (title) sentence = `${who} edited the activity “${title}” (#${id ?? '?'})`;
  if (fields.length > 0) sentence += `: ${fieldWords(fields)}`;
  const participation = record(d.participation);
  const removed = num(participation.removed) ?? 0;
  const converted = num(participation.converted) ?? 0;
  if (participation.mode === 'convert') {
    sentence += `; ${plural(converted, 'participation record')} converted, ${removed} removed`;
  } else if (participation.mode === 'remove') {
    sentence += `; ${plural(removed, 'participation record')} removed`;
  }
  return sentence;
}

function memberUpdate({ who, id, d }: Context): string {
  const name = record(d.name);
  const email = record(d.email);
  const parts: string[] = [];
  if (text(name.from) && text(name.to)) parts.push(`renamed from ${String(name.from)}`);
  if (text(email.to)) parts.push(`email changed to ${String(email.to)}`);
  if (d.status === 'active' || d.status === 'inactive') parts.push(`made ${d.status}`);
  if (Object.keys(record(d.role)).length > 0) parts.push('moved to another permission role');
  const subject = text(name.to) ?? memberRef(id);
  return `${who} updated ${subject}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

function memberStatusUpdate({ who, id, d }: Context): string {
  const before = record(d.before);
  const after = record(d.after);
  const year = num(after.year) ?? num(before.year);
  const subject = memberRef(after.user_id ?? id);
  const changes: string[] = [];
  if (
    typeof after.registration_complete === 'boolean' &&
    after.registration_complete !== before.registration_complete
  ) {
    changes.push(after.registration_complete ? 'registered' : 'not registered');
  }
  const dues = text(after.dues_type);
  if (dues && dues !== before.dues_type) changes.push(duesWords[dues] ?? dues);
  const forYear = year === null ? '' : ` for ${year}`;
  if (changes.length === 0) return `${who} saved the registration and dues of ${subject}${forYear}, unchanged`;
  return `${who} marked ${subject} ${joinWords(changes)}${forYear}`;
}

function memberStatusBulk({ who, d }: Context): string {
  const members = num(d.members) ?? (list(d.user_ids).length || num(d.count) || 0);
  const statuses = list(d.statuses)
    .map((s) => statusWords[String(s)] ?? String(s))
    .filter(Boolean);
  const years = list(d.years).map(String);
  const forYears = years.length > 0 ? ` for ${joinWords(years)}` : '';
  return `${who} marked ${plural(members, 'member')} ${statuses.length > 0 ? joinWords(statuses) : 'with a new status'}${forYears}`;
}

const rsvpWords: Record<string, string> = { going: 'going', waitlisted: 'on the waitlist', not_going: 'not going' };

function activityRsvp({ who, id, d }: Context): string {
  const after = text(d.after);
  const answer = after ? (rsvpWords[after] ?? after) : 'answered';
  const promoted = list(d.promoted).length;
  const seated = promoted > 0 ? `; ${plural(promoted, 'member')} moved up from the waitlist` : '';
  return `${who} marked ${memberRef(d.user_id)} ${answer} for activity #${id ?? '?'}${seated}`;
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
  const year = id ?? 'a year';
  if (!after) return `${who} changed the dues for ${year}`;
  return before
    ? `${who} changed the dues for ${year} from ${before} to ${after}`
    : `${who} set the dues for ${year} to ${after}`;
}

function settingsUpdate({ who, d }: Context): string {
  const changed = Object.keys(record(d.changed));
  if (changed.length > 0) return `${who} changed the settings: ${fieldWords(changed)}`;
  const sections = list(d.sections).map(String);
  return `${who} saved the settings${sections.length > 0 ? ` (${joinWords(sections)})` : ''} without a change`;
}

function emailTest({ who, d }: Context): string {
  const to = text(d.to) ?? 'their own address';
  // Tell the truth: the email was queued, or it waits because delivery is not configured.
  if (d.delivery === 'not_configured') {
    return `${who} asked for a test email to ${to}; it is waiting, as email delivery is not configured`;
  }
  return `${who} queued a test email to ${to}`;
}

const sentences: Record<AuditAction, (c: Context) => string> = {
  'activity.create': ({ who, id, d, formatDate }) =>
    `${who} created ${named(d.title, 'activity', id)}${on(d.start_date, formatDate)}`,
  'activity.update': activityUpdate,
  'activity.delete': ({ who, id, d }) => {
    const records = num(d.participationsRemoved) ?? 0;
    return `${who} deleted ${named(d.title, 'activity', id)}${records > 0 ? ` and its ${plural(records, 'participation record')}` : ''}`;
  },
  'activity.rsvp': activityRsvp,
  'activity.check_in_code': ({ who, id }) =>
    `${who} made a new check-in code for activity #${id ?? '?'}; the old QR code stopped working`,
  'api_token.create': ({ who, id, d }) =>
    `${who} made ${named(d.name, 'API token', id)}${d.scope === 'read' ? ' (read only)' : d.scope === 'write' ? ' (read and write)' : ''}`,
  'api_token.revoke': ({ who, id, d }) => `${who} revoked ${named(d.name, 'API token', id)}`,
  'calendar_feed.create': ({ who }) => `${who} made a personal calendar link`,
  'calendar_feed.regenerate': ({ who }) => `${who} replaced their personal calendar link; the old one stopped working`,
  'calendar_feed.remove': ({ who }) => `${who} turned off their personal calendar link`,
  'catalogue.demo_seed': ({ who, d }) =>
    `${who} added demo data: ${plural(num(d.categories) ?? 0, 'category', 'categories')}, ${plural(num(d.participationRoles) ?? 0, 'participation role')}, ${plural(num(d.activities) ?? 0, 'activity', 'activities')} and ${plural(num(d.participations) ?? 0, 'participation record')}`,
  'category.create': ({ who, id, d }) => `${who} created ${named(d.name, 'category', id)}`,
  'category.update': ({ who, id, d }) => {
    const changes = record(d.changes);
    const fields = Object.keys(changes);
    return `${who} edited ${named(changes.name, 'category', id)}${fields.length > 0 ? `: ${fieldWords(fields)}` : ''}`;
  },
  'category.delete': ({ who, id, d }) => {
    const activities = num(d.activitiesUncategorised) ?? 0;
    return `${who} deleted ${named(d.name, 'category', id)}${activities > 0 ? `; ${plural(activities, 'activity', 'activities')} left without a category` : ''}`;
  },
  'demo.members': ({ who, d }) => `${who} added ${plural(num(d.members) ?? 0, 'demo member')}`,
  'dues_fee.create': duesFee,
  'dues_fee.update': duesFee,
  'dues_fee.delete': ({ who, id, d }) => {
    const was = fee(d.before);
    return `${who} removed the dues for ${id ?? 'a year'}${was ? ` (${was})` : ''}`;
  },
  'email.change': ({ who, d }) =>
    text(d.to) ? `${who} changed their email address to ${String(d.to)}` : `${who} changed their email address`,
  'email.test': emailTest,
  'invitation.create': ({ who, d }) => `${who} invited ${text(d.email) ?? 'someone'} to join`,
  'invitation.revoke': ({ who, d }) => `${who} withdrew the invitation to ${text(d.email) ?? 'someone'}`,
  'invitation.accept': ({ who }) => `${who} accepted an invitation and joined`,
  'invitation.decline': ({ who }) => `${who} declined an invitation`,
  'member.create': ({ who, id, d }) => `${who} added ${text(d.email) ?? memberRef(id)} as a member`,
  'member.update': memberUpdate,
  'member.delete': ({ who, id, d }) =>
    `${who} removed ${text(d.name) ?? text(d.email) ?? memberRef(id)} from the group`,
  'member.import': ({ who, d }) =>
    `${who} imported members: ${num(d.created) ?? 0} added, ${num(d.invited) ?? 0} invited, ${num(d.skipped) ?? 0} skipped, ${num(d.failed) ?? 0} failed`,
  'member.password_reset': ({ who, id, d }) =>
    `${who} asked for a password reset email to ${text(d.email) ?? memberRef(id)}`,
  'member.anonymize': ({ who, id }) => `${who} removed the personal data of ${memberRef(id)}`,
  'member.auto_deactivate': ({ who, id, d }) =>
    `${who} made ${memberRef(id)} inactive automatically${text(d.reason) ? `: ${String(d.reason)}` : ''}`,
  'member_status.update': memberStatusUpdate,
  'member_status.bulk_update': memberStatusBulk,
  'notifications.subscribe': ({ who, d }) => `${who} turned on ${text(d.description) ?? 'an email kind'}`,
  'notifications.unsubscribe': ({ who, d }) => `${who} turned off ${text(d.description) ?? 'an email kind'}`,
  'organization.create': ({ who, id, d }) => `${who} created ${named(d.name, 'group', id)}`,
  'participation.assign': ({ who, id, d, formatDate }) =>
    `${who} assigned ${plural(num(d.user_count) ?? 0, 'member')} to activity #${id ?? '?'}${on(d.date, formatDate)} (${plural(num(d.count) ?? 0, 'participation record')} added)`,
  'participation.check_in': ({ who, d, formatDate }) =>
    `${d.by === 'code' ? `${who} checked in with the activity's code` : `${who} checked in ${memberRef(d.user_id)}`} at activity #${String(num(d.activity_id) ?? '?')}${on(d.participation_date, formatDate)}`,
  'participation.remove': ({ who, id, d, formatDate }) =>
    `${who} removed ${plural(num(d.count) ?? 0, 'participation record')} of ${plural(num(d.user_count) ?? 0, 'member')} from activity #${id ?? '?'}${on(d.date, formatDate)}`,
  'participation.create': ({ who, d, formatDate }) =>
    `${who} added a participation record for ${memberRef(d.user_id)} to activity #${String(d.activity_id ?? '?')}${on(d.participation_date, formatDate)}`,
  'participation.update': ({ who, id }) => `${who} changed participation record #${id ?? '?'}`,
  'participation.delete': ({ who, d, formatDate }) =>
    `${who} deleted the participation record of ${memberRef(d.user_id)} at activity #${String(d.activity_id ?? '?')}${on(d.participation_date, formatDate)}`,
  'participation_role.create': ({ who, id, d }) =>
    `${who} created ${named(d.name, 'participation role', id)}${num(d.points) !== null ? ` worth ${plural(num(d.points)!, 'point')}` : ''}`,
  'participation_role.update': ({ who, id, d }) => {
    const changes = record(d.changes);
    const fields = Object.keys(changes);
    return `${who} edited ${named(changes.name, 'participation role', id)}${fields.length > 0 ? `: ${fieldWords(fields)}` : ''}`;
  },
  'participation_role.delete': ({ who, id, d }) => `${who} deleted ${named(d.name, 'participation role', id)}`,
  'password.reset': ({ who, d }) => {
    const tokens = num(d.api_tokens_revoked) ?? 0;
    return `${who} set a new password with a reset link; every session ended${tokens > 0 ? ` and ${plural(tokens, 'API token')} revoked` : ''}`;
  },
  'permission_role.create': ({ who, id, d }) =>
    `${who} created ${named(d.name, 'permission role', id)} with ${plural(list(d.permissions).length, 'permission')}`,
  'permission_role.update': ({ who, id, d }) => {
    const renamed = text(d.previousName) && text(d.name) && d.previousName !== d.name;
    const parts = [
      renamed ? `renamed from “${String(d.previousName)}”` : null,
      Array.isArray(d.permissions) ? `now ${plural(d.permissions.length, 'permission')}` : null,
    ].filter((part): part is string => part !== null);
    return `${who} edited ${named(d.name, 'permission role', id)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
  },
  'permission_role.delete': ({ who, id, d }) => {
    const moved = list(d.movedToDefaultRole).length;
    return `${who} deleted ${named(d.name, 'permission role', id)}${moved > 0 ? `; ${plural(moved, 'member')} moved to the default role` : ''}`;
  },
  'permission_role.assign_users': ({ who, id, d }) =>
    `${who} gave ${plural(list(d.userIds).length, 'member')} permission role #${id ?? '?'}`,
  'permission_role.remove_users': ({ who, id, d }) =>
    `${who} took ${plural(list(d.userIds).length, 'member')} out of permission role #${id ?? '?'}; they now have the default role`,
  'permission_role.remove_users_from_current': ({ who, d }) =>
    `${who} took ${plural(list(d.userIds).length, 'member')} out of their permission roles; they now have the default role`,
  'permission_role.set_default': ({ who, id }) => `${who} made permission role #${id ?? '?'} the default role`,
  'renewal_reminders.send': ({ who, d, formatDate }) =>
    `${who} queued renewal reminders for ${String(num(d.year) ?? 'the coming year')} to ${plural(num(d.members) ?? 0, 'member')}${on(d.date, formatDate)}`,
  'rsvp_reminders.send': ({ who, d, formatDate }) =>
    `${who} queued RSVP reminders to ${plural(num(d.members) ?? 0, 'member')} going to ${plural(list(d.activities).length, 'activity', 'activities')}${on(d.start_date, formatDate)}`,
  'profile.update': ({ who, d }) => {
    const fields = list(d.fields).map(String);
    return `${who} updated their profile${fields.length > 0 ? `: ${fieldWords(fields)}` : ''}`;
  },
  'session.revoke': ({ who }) => `${who} signed out one of their sessions`,
  'settings.update': settingsUpdate,
  'two_factor.enable': ({ who }) => `${who} turned on two-factor sign-in`,
  'two_factor.disable': ({ who }) => `${who} turned off two-factor sign-in`,
  'two_factor.recovery_code_used': ({ who }) => `${who} signed in with a recovery code`,
};

/** The actions that have a sentence (every key of `auditActionKeys`; the unit test checks it). */
export const actionsWithSentences = Object.keys(sentences);

/**
 * One audit log entry as a sentence. An action this version does not know (an entry written by a
 * newer server) still reads: "Alex Stud: badge award".
 */
export function auditSentence(entry: AuditSentenceEntry, options: AuditSentenceOptions = {}): string {
  const context: Context = {
    who: entry.actor?.name ?? 'The system',
    id: entry.entity_id,
    d: entry.details,
    formatDate: options.formatDate ?? ((isoDate) => isoDate),
  };
  const sentence = (sentences as Record<string, ((c: Context) => string) | undefined>)[entry.action];
  if (sentence) return `${sentence(context)}.`;
  return `${context.who}: ${entry.action.replace(/[._]+/g, ' ')}.`;
}
