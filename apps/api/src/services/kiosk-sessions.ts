/**
 * Kiosk devices (issue 28, docs/decisions/0047-kiosk-sessions.md). A manager opens a kiosk for an
 * activity on a device: the device's session becomes a kiosk session, a session row that names the
 * activity. The one tRPC middleware (`trpc/init.ts`, `kioskProcedures`) lets it call only the
 * kiosk's procedures, and the scope resolver (`trpc/scope.ts`) only for its activity. It ends by the
 * manager's password ("Close kiosk") or when the activity has ended.
 */
import { kioskMessages, type KioskSessionInfo } from '@lug/domain/kiosk';
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { conflict, DomainError, invalidField, notFound, unauthorized } from '@lug/domain/errors';
import type { DB } from '@lug/db';
import type { AppDeps, Auth, RequestContext } from '../context';
import { clearedSessionCookie, sessionCookie } from '../auth/cookies';
import { verifyPassword } from '../auth/passwords';
import { createKioskSession, invalidateSession } from '../auth/sessions';
import { activityVisible } from './activity-visibility';
import { writeAudit } from './audit';
import type { OrgScope } from './authorization';
import { groupNow } from './settings';
import { beginSignInAttempt } from './sign-in-throttle';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When a kiosk session ends at the latest: two days after the activity's last day begins in UTC,
 * past that day's end in every time zone. The exact end (the group's own calendar) is checked on
 * every call (`kioskActivityEnded`), so a changed end date counts too.
 */
export function kioskUntil(endDate: string): Date {
  return new Date(Date.parse(`${endDate}T00:00:00Z`) + 2 * dayMs);
}

/** Whether the activity's last day is over on the group's calendar (or the activity is gone). */
export async function kioskActivityEnded(db: DB, deps: AppDeps, activityId: number): Promise<boolean> {
  const activity = await db
    .selectFrom('activities')
    .select(['organization_id', 'end_date'])
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (!activity) return true;
  const now = await groupNow(db, deps, activity.organization_id);
  return now.date > activity.end_date;
}

/** A kiosk whose activity has ended: its session ends, and the call is answered as signed out. */
export async function endKioskIfOver(ctx: RequestContext & { auth: Auth }): Promise<void> {
  const session = ctx.auth.session;
  if (!session?.kiosk) return;
  if (await kioskActivityEnded(ctx.db, ctx, session.kiosk.activityId)) {
    await invalidateSession(ctx.db, session.id);
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
    throw unauthorized(kioskMessages.ended);
  }
}

async function infoOf(db: DB, activityId: number, until: Date): Promise<KioskSessionInfo> {
  const activity = await db
    .selectFrom('activities')
    .select(['id', 'title', 'organization_id'])
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  return {
    organization_id: activity.organization_id,
    activity: { id: activity.id, title: activity.title },
    until: until.toISOString(),
  };
}

/**
 * `POST /activities/{id}/kiosk` (`participation.manage`): this device becomes a kiosk of the
 * activity. The session the request came with ends (the door tablet no longer holds the manager's
 * own session); the new kiosk session is the browser's cookie, and its token is in the answer for
 * a script.
 */
export async function openKiosk(
  ctx: RequestContext & { auth: Auth },
  scope: OrgScope,
  activityId: number,
): Promise<KioskSessionInfo & { token: string }> {
  const activity = await ctx.db
    .selectFrom('activities')
    .select(['id', 'end_date'])
    .where('organization_id', '=', scope.organizationId)
    .where('id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  const now = await groupNow(ctx.db, ctx, scope.organizationId);
  if (now.date > activity.end_date) throw conflict(kioskMessages.activityEnded);
  const until = kioskUntil(activity.end_date);
  const { token, session } = await createKioskSession(
    ctx.db,
    scope.userId,
    { activityId: activity.id, until },
    { userAgent: ctx.userAgent, ip: ctx.ip },
    ctx.now(),
  );
  if (ctx.auth.session) await invalidateSession(ctx.db, ctx.auth.session.id);
  ctx.responseHeaders.append('Set-Cookie', sessionCookie(token, until, ctx.config.secureCookies));
  await writeAudit(ctx.db, {
    organizationId: scope.organizationId,
    actorUserId: scope.userId,
    action: 'activity.kiosk_open',
    entity: 'activity',
    entityId: activity.id,
    details: { session: session.publicId },
  });
  return { ...(await infoOf(ctx.db, activity.id, until)), token };
}

/** `GET /kiosk`: the kiosk this device is, or null (not a kiosk, or its activity has ended). */
export async function currentKiosk(ctx: RequestContext): Promise<KioskSessionInfo | null> {
  const session = ctx.auth?.session;
  if (!session?.kiosk) return null;
  if (await kioskActivityEnded(ctx.db, ctx, session.kiosk.activityId)) {
    await invalidateSession(ctx.db, session.id);
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
    return null;
  }
  return infoOf(ctx.db, session.kiosk.activityId, session.kiosk.until);
}

/**
 * `POST /kiosk/close`: ends the kiosk with the password of the manager who opened it (slowed down
 * as a sign-in is, so a visitor cannot guess it at the door). The device is then signed out.
 */
export async function closeKiosk(ctx: RequestContext & { auth: Auth }, password: string): Promise<void> {
  const session = ctx.auth.session;
  if (!session?.kiosk) throw new DomainError('BAD_REQUEST', kioskMessages.notKiosk);
  const user = ctx.auth.user;
  const attempt = await beginSignInAttempt(ctx.db, user.email, ctx.ip, ctx.now());
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
    throw invalidField('password', kioskMessages.wrongPassword);
  }
  await attempt.succeeded();
  await invalidateSession(ctx.db, session.id);
  ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
  const activity = await ctx.db
    .selectFrom('activities')
    .select('organization_id')
    .where('id', '=', session.kiosk.activityId)
    .executeTakeFirst();
  if (activity) {
    await writeAudit(ctx.db, {
      organizationId: activity.organization_id,
      actorUserId: user.id,
      action: 'activity.kiosk_close',
      entity: 'activity',
      entityId: session.kiosk.activityId,
      details: { session: session.publicId },
    });
  }
}
