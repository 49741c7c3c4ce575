/**
 * Calendar feeds (RFC 5545, written by `calendar-text.ts`):
 * - an organisation's public feed: every non-private activity, past and future, no sign-in;
 * - a member's personal feed behind a secret link: the activities of every organisation they are
 *   an active member of, including the private ones the one visibility rule lets them see there
 *   (services/activity-visibility.ts: their ties, or activities.manage among their effective
 *   permissions: none while the group's two-factor requirement is unmet), and the shifts they
 *   signed up for as events of their own. The secret is stored as a SHA-256 hash only, so
 *   its URL is shown once, when it is made; regenerating it replaces it.
 *
 * - one activity as a file of its own (the RSVP reminder's attachment), with the feeds' UID;
 * - My signups as a download (`GET /me/signups.ics`): the activities the member said they go to or
 *   shows an exhibit at, with the feeds' UIDs, and each shift as an event with its own times.
 *
 * Times are the organisation's wall-clock times (settings → general → time_zone, default UTC):
 * events carry TZID with a VTIMEZONE for each zone used; activities without a start time are
 * all-day events whose DTEND is the day after the end date (exclusive).
 */
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { calendarMessages, calendarSecretPattern, type PersonalFeedLink, type PersonalFeedStatus } from '@lug/domain/calendar';
import { conflict, notFound } from '@lug/domain/errors';
import { isTimeZone } from '@lug/domain/settings';
import { prepared, sql, type DB, type RawBuilder } from '@lug/db';
import type { AppDeps } from '../context';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { activitiesWithCategory, activityEventColumns } from './activities';
import { activityPublic, activityVisibleInAny, viewersOf } from './activity-visibility';
import { writeAudit } from './audit';
import { calendarText, renderEvent, renderedCalendarText, type CalendarEvent, type CalendarMoment, type RenderedEvent } from './calendar-text';

/** How often calendar apps are asked to refresh. */
const refreshInterval = 60 * 60; // seconds

/** A feed link's use is recorded at most this often. */
const lastUsedGranularityMs = 60_000;

interface FeedActivity {
  id: number;
  organization_id: number;
  organization_name: string;
  time_zone: string | null;
  title: string;
  description: string | null;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  location: string | null;
  organizer: string | null;
  external_url: string | null;
  category_name: string | null;
  updated_at: Date;
}

function selectFeedActivities(db: DB) {
  return activitiesWithCategory(db)
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .select([
      'a.id',
      'a.organization_id',
      'o.name as organization_name',
      sql<string | null>`o.settings -> 'general' ->> 'time_zone'`.as('time_zone'),
      ...activityEventColumns,
      'c.name as category_name',
      'a.updated_at',
    ])
    .orderBy('a.start_date')
    .orderBy(sql`a.start_time nulls first`)
    .orderBy('a.id');
}

/** The organisation's zone when it is one the runtime knows, else UTC. */
function zoneOf(timeZone: string | null): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
}

function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** `yyyy-mm-dd` plus one day, for an all-day event's exclusive DTEND. */
function nextDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * A wall-clock time in `zone` an hour later. Clocks change between 22:00 and 04:00 local time in
 * every zone of the time-zone database today; there luxon works it out as the zone has it (an hour
 * across a change of clocks). Elsewhere the hour is added to the wall clock directly: luxon's zone
 * arithmetic costs tens of microseconds, and a big group's feed asks thousands of times.
 */
export function hourLater(at: Required<CalendarMoment>, zone: string): Required<CalendarMoment> {
  const hour = Number(at.time.slice(0, 2));
  if (hour >= 4 && hour < 21) return { date: at.date, time: `${String(hour + 1).padStart(2, '0')}${at.time.slice(2, 5)}` };
  const later = DateTime.fromISO(`${at.date}T${at.time}`, { zone }).plus({ hours: 1 });
  return { date: later.toISODate()!, time: later.toFormat('HH:mm') };
}

function activityLink(deps: AppDeps, activity: FeedActivity): string {
  return activity.external_url ?? `${deps.config.publicUrl}/platform/activities/${activity.id}`;
}

/** The host part of every UID, parsed once per public URL (a feed writes thousands of UIDs). */
const uidHosts = new Map<string, string>();

function uidHost(publicUrl: string): string {
  let host = uidHosts.get(publicUrl);
  if (host === undefined) {
    try {
      host = new URL(publicUrl).hostname || 'lug-platform';
    } catch {
      host = 'lug-platform';
    }
    uidHosts.set(publicUrl, host);
  }
  return host;
}

/**
 * An activity as an event. No calendar-wide zone: each event names its organisation's zone (TZID),
 * the file carries a VTIMEZONE for every zone used, and DTSTAMP stays in UTC as RFC 5545 requires.
 */
function activityEvent(deps: AppDeps, activity: FeedActivity, withOrganization: boolean): CalendarEvent {
  const zone = zoneOf(activity.time_zone);
  const link = activityLink(deps, activity);
  const descriptionLines = [
    activity.description?.trim() || null,
    activity.organizer ? `Organizer: ${activity.organizer}` : null,
    withOrganization ? `Organization: ${activity.organization_name}` : null,
    link,
  ].filter((line): line is string => Boolean(line));

  const common = {
    uid: `activity-${activity.id}@${uidHost(deps.config.publicUrl)}`,
    zone: zone === 'UTC' ? null : zone,
    summary: withOrganization ? `${activity.title} (${activity.organization_name})` : activity.title,
    description: descriptionLines.join('\n\n'),
    location: activity.location ?? null,
    url: link,
    stamp: activity.updated_at,
    lastModified: activity.updated_at,
    categories: activity.category_name ? [activity.category_name] : [],
  };

  if (!activity.start_time) {
    return { ...common, start: { date: activity.start_date }, end: { date: nextDay(activity.end_date) } };
  }
  const start = { date: activity.start_date, time: hhmm(activity.start_time) };
  // Without an end time, the event lasts an hour on its last day.
  let end = activity.end_time
    ? { date: activity.end_date, time: hhmm(activity.end_time) }
    : hourLater({ date: activity.end_date, time: start.time }, zone);
  // Wall-clock times of one zone compare as text.
  if (`${end.date}T${end.time}` <= `${start.date}T${start.time}`) end = hourLater(start, zone);
  return { ...common, start, end };
}

/**
 * What the organisation's public feed is made of, as a validator: a strong ETag and, once it is
 * more than a second old, the Last-Modified time (a change within the same second as an earlier
 * answer would otherwise share its Last-Modified). One index lookup: the version the triggers of
 * migration 2026_11_24_0900 keep. The ETag also covers what the feed takes from the server (its
 * public URL, in links and UIDs) and `feedFormat`, so a release that writes the feed differently
 * is fetched again. Null: no such organisation.
 */
export interface FeedVersion {
  etag: string;
  lastModified: Date | null;
}

/** Raise it when the feed is written differently for the same data (calendar apps fetch it again). */
const feedFormat = 2;

export async function organizationFeedVersion(deps: AppDeps, organizationId: number): Promise<FeedVersion | null> {
  const { rows } = await sql<{ version: string; changed_at: Date; settled: boolean }>`
    select coalesce(v.version, 0)::text as version, coalesce(v.changed_at, o.created_at) as changed_at,
      clock_timestamp() - coalesce(v.changed_at, o.created_at) > interval '1 second' as settled
    from organizations o left join organization_calendar_versions v on v.organization_id = o.id
    where o.id = ${organizationId} ${prepared('feed-version')}`.execute(deps.db);
  const row = rows[0];
  if (!row) return null;
  const changedAt = new Date(row.changed_at);
  const identity = [feedFormat, deps.config.publicUrl, organizationId, row.version, changedAt.toISOString()].join('\n');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { etag, lastModified: row.settled ? new Date(Math.floor(changedAt.getTime() / 1000) * 1000) : null };
}

/**
 * The last feeds built, by organisation, with the ETag they were built at: a calendar app whose
 * copy is old gets the current one without it being built again, until something in it changes.
 * A few organisations per database (a feed of a big group is ~1 MB), the least recently asked
 * for leaving first.
 */
const feedCacheSize = 4;

interface KeptFeed {
  etag: string;
  body: string;
  /** Each activity's event as written, with what it was written from (`eventSource`). */
  events: Map<number, { source: string; event: RenderedEvent }>;
}
const feedCaches = new WeakMap<DB, Map<number, KeptFeed>>();

function feedCache(db: DB): Map<number, KeptFeed> {
  let cache = feedCaches.get(db);
  if (!cache) feedCaches.set(db, (cache = new Map()));
  return cache;
}

/** The feed kept for `etag`, when the last one built for the organisation is that version. */
export function keptOrganizationCalendar(db: DB, organizationId: number, etag: string): string | undefined {
  const kept = feedCache(db).get(organizationId);
  return kept?.etag === etag ? kept.body : undefined;
}

/**
 * The public feed of one organisation. Its version is read first, so the feed kept with an ETag is
 * never older than that ETag says (a change made meanwhile only makes the next request build it again).
 */
export async function organizationCalendar(deps: AppDeps, organizationId: number): Promise<string> {
  const version = await organizationFeedVersion(deps, organizationId);
  if (!version) throw notFound(calendarMessages.organizationNotFound);
  const cache = feedCache(deps.db);
  const cached = cache.get(organizationId);
  if (cached?.etag === version.etag) {
    cache.delete(organizationId);
    cache.set(organizationId, cached);
    return cached.body;
  }
  const { body, events } = await buildOrganizationCalendar(deps, organizationId, cached?.events);
  cache.delete(organizationId);
  cache.set(organizationId, { etag: version.etag, body, events });
  while (cache.size > feedCacheSize) cache.delete(cache.keys().next().value!);
  return body;
}

/** Everything an activity's event in the public feed is written from, as one string. */
function eventSource(deps: AppDeps, activity: FeedActivity): string {
  return [
    deps.config.publicUrl,
    activity.title,
    activity.description,
    activity.start_date,
    activity.end_date,
    activity.start_time,
    activity.end_time,
    activity.location,
    activity.organizer,
    activity.external_url,
    activity.category_name,
    activity.time_zone,
    activity.updated_at.getTime(),
  ].join('\u0000');
}

/**
 * Builds the feed, writing again only the events whose activity changed since the feed kept before
 * (`previous`): after one change, a big group's feed costs its query and the join, not 3,000
 * events written and folded on the event loop (issue 33).
 */
async function buildOrganizationCalendar(
  deps: AppDeps,
  organizationId: number,
  previous: KeptFeed['events'] | undefined,
): Promise<Pick<KeptFeed, 'body' | 'events'>> {
  const organization = await deps.db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound(calendarMessages.organizationNotFound);
  const activities = await selectFeedActivities(deps.db)
    .where('a.organization_id', '=', organizationId)
    .where(activityPublic())
    .execute();
  const events: KeptFeed['events'] = new Map();
  for (const activity of activities) {
    const source = eventSource(deps, activity);
    const kept = previous?.get(activity.id);
    events.set(activity.id, kept?.source === source ? kept : { source, event: renderEvent(activityEvent(deps, activity, false)) });
  }
  const body = renderedCalendarText({
    name: organization.name,
    description: `Activities of ${organization.name}`,
    refreshSeconds: refreshInterval,
    events: [...events.values()].map((kept) => kept.event),
  });
  return { body, events };
}

/**
 * One activity of the organisation as an iCalendar file (METHOD:PUBLISH, one VEVENT): the same event
 * as in the feeds, with the same UID, so a calendar app that subscribed to the feed keeps one copy.
 * Null when the organisation has no such activity.
 */
export async function activityCalendar(
  db: DB,
  deps: AppDeps,
  organizationId: number,
  activityId: number,
): Promise<string | null> {
  const activity = await selectFeedActivities(db)
    .where('a.organization_id', '=', organizationId)
    .where('a.id', '=', activityId)
    .executeTakeFirst();
  if (!activity) return null;
  return calendarText({
    name: activity.title,
    description: `${activity.title} (${activity.organization_name})`,
    method: 'PUBLISH',
    refreshSeconds: refreshInterval,
    events: [activityEvent(deps, activity, false)],
  });
}

/** The personal feed behind a secret link, or 404 when the link is unknown (or was regenerated). */
export async function personalCalendar(deps: AppDeps, secret: string): Promise<string> {
  if (!calendarSecretPattern.test(secret)) throw notFound(calendarMessages.feedNotFound);
  const feed = await deps.db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.user_id', 'f.last_used_at', 'u.first_name', 'u.last_name', 'u.display_name'])
    .where('f.secret_hash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!feed) throw notFound(calendarMessages.feedNotFound);
  const now = deps.now();
  if (!feed.last_used_at || now.getTime() - feed.last_used_at.getTime() >= lastUsedGranularityMs) {
    await deps.db.updateTable('calendar_feeds').set({ last_used_at: now }).where('user_id', '=', feed.user_id).execute();
  }
  const userId = feed.user_id;
  // In each group where they are active, what the one rule lets them see there: their effective
  // permissions (none while the group's two-factor requirement is unmet) and their ties.
  const visible = activityVisibleInAny(await viewersOf(deps.db, userId));
  const activities = await selectFeedActivities(deps.db)
    .where(visible)
    .execute();
  // A volunteer's shifts are events of their own, with their own times (issue 27).
  const shifts = await memberShifts(deps, userId, visible, null);
  const name = feed.display_name?.trim() || `${feed.first_name} ${feed.last_name}`.trim();
  const organizations = new Set(activities.map((a) => a.organization_id));
  const events = activities.map((activity) => activityEvent(deps, activity, organizations.size > 1));
  for (const shift of shifts) events.push(shiftEvent(deps, shift));
  return calendarText({
    name: `LUG activities: ${name}`,
    description: `The activities ${name} can see`,
    refreshSeconds: refreshInterval,
    events,
  });
}

export async function personalFeedStatus(db: DB, userId: number): Promise<PersonalFeedStatus | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { created_at: row.created_at.toISOString(), last_used_at: row.last_used_at?.toISOString() ?? null } : null;
}

function feedUrl(deps: AppDeps, secret: string): string {
  return `${deps.config.publicUrl}/api/calendar/${secret}.ics`;
}

/**
 * Makes the member's secret link. `replace` false: only when they have none (409 otherwise, since
 * the old one cannot be shown again); true: a new secret replaces the old, which stops working.
 */
export async function createPersonalLink(deps: AppDeps, userId: number, replace: boolean): Promise<PersonalFeedLink> {
  const secret = generateSecretToken();
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('calendar_feeds').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (existing && !replace) throw conflict(calendarMessages.linkExists);
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await trx
      .insertInto('calendar_feeds')
      .values({ user_id: userId, secret_hash: hashToken(secret), created_at: now })
      .execute();
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: userId,
      action: existing ? 'calendar_feed.regenerate' : 'calendar_feed.create',
      entity: 'calendar_feed',
      entityId: userId,
    });
    return { url: feedUrl(deps, secret), created_at: now.toISOString() };
  });
}

/** Turns the personal feed off: the link stops working. */
export async function removePersonalLink(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
    if (!removed) throw notFound(calendarMessages.feedNotFound);
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: userId,
      action: 'calendar_feed.remove',
      entity: 'calendar_feed',
      entityId: userId,
    });
  });
}

/**
 * The shifts a member signed up for, on the activities `visible` lets them see (the groups where
 * they are an active member: a sign-up is a tie), each an event of its own with the shift's day and times in the group's zone: in My signups (from `since`) and in
 * the personal feed (all of them, as the feed has every activity).
 */
async function memberShifts(deps: AppDeps, userId: number, visible: RawBuilder<boolean>, since: string | null) {
  let query = deps.db
    .selectFrom('shift_signups as g')
    .innerJoin('shifts as s', (join) =>
      join.onRef('s.organization_id', '=', 'g.organization_id').onRef('s.id', '=', 'g.shift_id'),
    )
    .innerJoin('activities as a', (join) =>
      join.onRef('a.organization_id', '=', 's.organization_id').onRef('a.id', '=', 's.activity_id'),
    )
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .select([
      's.id',
      's.title',
      's.date',
      's.start_time',
      's.end_time',
      'g.at',
      'a.id as activity_id',
      'a.title as activity_title',
      'a.location',
      'o.id as organization_id',
      'o.name as organization_name',
      sql<string | null>`o.settings -> 'general' ->> 'time_zone'`.as('time_zone'),
    ])
    .where('g.user_id', '=', userId)
    // Waiting for a place is not going (decision 0049): the shift joins the calendar once promoted.
    .where('g.waitlisted', '=', false)
    .where(visible);
  if (since !== null) query = query.where('s.date', '>=', since);
  return query.orderBy('s.date').orderBy('s.start_time').orderBy('s.id').execute();
}

function shiftEvent(deps: AppDeps, shift: Awaited<ReturnType<typeof memberShifts>>[number]): CalendarEvent {
  const zone = zoneOf(shift.time_zone);
  const link = `${deps.config.publicUrl}/platform/activities/${shift.activity_id}/shifts`;
  const stamp = new Date(shift.at);
  return {
    uid: `shift-${shift.id}@${uidHost(deps.config.publicUrl)}`,
    zone: zone === 'UTC' ? null : zone,
    summary: `${shift.title} (${shift.activity_title})`,
    description: [`Shift at ${shift.activity_title}`, `Organization: ${shift.organization_name}`, link].join('\n\n'),
    location: shift.location ?? null,
    url: link,
    stamp,
    lastModified: stamp,
    categories: [],
    start: { date: shift.date, time: hhmm(shift.start_time) },
    end: { date: shift.date, time: hhmm(shift.end_time) },
  };
}

/**
 * My signups as one calendar (`GET /me/signups.ics`, issue 18): the activities the member answered
 * `going` (or is waitlisted for) or has an exhibit at that is not rejected, as the feeds write them
 * (same UIDs), and each shift they signed up for as an event of its own, with the shift's day and
 * times in the group's zone. Upcoming only, like the screen.
 */
export async function mySignupsCalendar(deps: AppDeps, userId: number, since: string): Promise<string> {
  // Only groups where they are an active member, and what the one rule lets them see, like the feeds.
  const visible = activityVisibleInAny(await viewersOf(deps.db, userId));
  const activities = await selectFeedActivities(deps.db)
    .where('a.end_date', '>=', since)
    .where((eb) =>
      eb.and([
        eb(visible, '=', true),
        eb.or([
          eb.exists(
            eb
              .selectFrom('activity_rsvps as r')
              .select(sql`1`.as('one'))
              .whereRef('r.organization_id', '=', 'a.organization_id')
              .whereRef('r.activity_id', '=', 'a.id')
              .where('r.user_id', '=', userId)
              .where('r.status', 'in', ['going', 'waitlisted']),
          ),
          eb.exists(
            eb
              .selectFrom('exhibits as e')
              .select(sql`1`.as('one'))
              .whereRef('e.organization_id', '=', 'a.organization_id')
              .whereRef('e.activity_id', '=', 'a.id')
              .where('e.user_id', '=', userId)
              .where('e.status', '<>', 'rejected'),
          ),
        ]),
      ]),
    )
    .execute();
  const shifts = await memberShifts(deps, userId, visible, since);
  const organizations = new Set([...activities.map((a) => a.organization_id), ...shifts.map((s) => s.organization_id)]);
  const events = activities.map((activity) => activityEvent(deps, activity, organizations.size > 1));
  for (const shift of shifts) events.push(shiftEvent(deps, shift));
  return calendarText({
    name: 'My signups',
    description: 'The activities, exhibits and shifts you signed up for',
    refreshSeconds: refreshInterval,
    events,
  });
}
