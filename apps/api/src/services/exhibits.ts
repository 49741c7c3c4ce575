/**
 * Exhibits (MOC registration), their review, photos, MOC cards and the table plan (issue 18,
 * docs/decisions/0030-exhibits-and-table-plan.md).
 *
 * The rules are the pure functions of `@lug/domain/exhibits`; every write that a limit guards
 * (registering: the per-member limit; approving: the area limit; the owner's edit and withdrawal;
 * the table plan) takes `lockActivityExhibits` first, then reads the activity's exhibits, applies
 * the rule and writes, in one transaction. So parallel requests never pass a limit.
 *
 * Who sees what: a member sees their own exhibits and the approved ones; `activities.manage` sees
 * all. The totals are computed over the rows the reader sees, so a member never learns about
 * other members' pending or rejected exhibits, not even their number.
 */
import {
  approvalProblem,
  exhibitChange,
  mergeChangedFields,
  exhibitArea,
  exhibitMessages,
  exhibitTotals,
  imageTypeOf,
  exhibitLimits,
  exhibitList,
  ownerChangeProblem,
  registrationProblem,
  showStarted,
  studsToCm,
  tablePlanProblems,
  type Exhibit,
  type ExhibitCardsPdf,
  type ExhibitList,
  type ExhibitPhoto,
  type ExhibitPhotoInput,
  type ExhibitSize,
  type PublicExhibit,
  type RegisterExhibitInput,
  type ReviewExhibitInput,
  type TablePlan,
  type TablePlanView,
} from '@lug/domain/exhibits';
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { conflict, DomainError, forbidden, invalidField, notFound } from '@lug/domain/errors';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import { mocCardWords, renderCards } from './exhibit-cards';
import { isPublicActivity } from '@lug/domain/activity-visibility';
import { activityPublic, requireActivityVisible } from './activity-visibility';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { lockActivityExhibits, lockArea } from './locks';
import { syncExhibitorRecords } from './exhibitor-records';
import { reached } from './audience';
import { enqueueMemberEmail } from './outbox';
import { processPhoto } from './photos';
import { emailChanged } from './exhibit-changes';
import { groupNow, loadSettings } from './settings';
import { memberName } from './users';

type ActivityRow = Awaited<ReturnType<typeof lockActivityExhibits>>;


function selectExhibits(trx: DB, organizationId: number) {
  return trx
    .selectFrom('exhibits as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.activity_id',
      'e.user_id',
      memberName.as('builder'),
      'e.title',
      'e.width_studs',
      'e.depth_studs',
      'e.height_studs',
      'e.needs_power',
      'e.sockets',
      'e.notes',
      'e.description',
      'e.changed_fields',
      'e.status',
      'e.review_reason',
      'e.reviewed_at',
      'e.created_at',
      'e.updated_at',
      sql<boolean>`exists (select 1 from exhibit_photos p where p.exhibit_id = e.id)`.as('has_photo'),
    ])
    .where('e.organization_id', '=', organizationId);
}

type ExhibitRow = Awaited<ReturnType<ReturnType<typeof selectExhibits>['executeTakeFirstOrThrow']>>;

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

function toExhibit(row: ExhibitRow, scope: OrgScope): Exhibit {
  const userId = scope.userId;
  const changed = Array.isArray(row.changed_fields) ? row.changed_fields.filter((f): f is string => typeof f === 'string') : null;
  return {
    id: row.id,
    activity_id: row.activity_id,
    user_id: row.user_id,
    builder: row.builder,
    title: row.title,
    width_studs: row.width_studs,
    depth_studs: row.depth_studs,
    height_studs: row.height_studs,
    needs_power: row.needs_power,
    sockets: row.sockets,
    notes: row.notes,
    description: row.description,
    status: row.status,
    review_reason: row.review_reason,
    reviewed_at: row.reviewed_at === null ? null : iso(row.reviewed_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    has_photo: Boolean(row.has_photo),
    mine: row.user_id === userId,
    changed_fields: hasPermission(scope, 'activities.manage') && changed && changed.length > 0 ? changed : null,
  };
}

/** The facts the rules need about every exhibit of an activity (all of them, whoever asks). */
async function factsOf(trx: DB, organizationId: number, activityId: number) {
  return trx
    .selectFrom('exhibits')
    .select(['id', 'user_id', 'status', 'width_studs', 'depth_studs', 'sockets'])
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activityId)
    .orderBy('id')
    .execute();
}

async function findActivity(trx: DB, organizationId: number, activityId: number) {
  const activity = await trx
    .selectFrom('activities')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  return activity;
}

async function isActiveMember(trx: DB, organizationId: number, userId: number) {
  const row = await trx
    .selectFrom('memberships')
    .select('status')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status === 'active';
}

/** An exhibit's row with its activity id; 404 when missing (the resolver already put it in this organisation). */
async function exhibitRow(trx: DB, organizationId: number, exhibitId: number) {
  const row = await trx
    .selectFrom('exhibits')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', exhibitId)
    .executeTakeFirst();
  if (!row) throw notFound(exhibitMessages.notFound);
  return row;
}

/** Whether the caller may see the exhibit: their own, an approved one, or any with `activities.manage`. */
function maySee(scope: OrgScope, row: { user_id: number; status: string }) {
  return row.user_id === scope.userId || row.status === 'approved' || hasPermission(scope, 'activities.manage');
}

/**
 * Refuses an exhibit the caller may not see exactly as a missing one: not theirs, approved nor
 * reviewable by them, or on an activity the one visibility rule hides from them (decision 0035).
 */
async function requireSeen(db: DB, scope: OrgScope, row: { user_id: number; status: string; activity_id: number }) {
  if (!maySee(scope, row)) throw notFound(exhibitMessages.notFound);
  await requireActivityVisible(db, scope, row.activity_id, exhibitMessages.notFound);
}

async function readExhibit(trx: DB, scope: OrgScope, exhibitId: number): Promise<Exhibit> {
  const row = await selectExhibits(trx, scope.organizationId).where('e.id', '=', exhibitId).executeTakeFirst();
  if (!row) throw notFound(exhibitMessages.notFound);
  return toExhibit(row, scope);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** `GET /activities/{id}/exhibits`. */
export async function listExhibits(deps: AppDeps, scope: OrgScope, activityId: number): Promise<ExhibitList> {
  const organizationId = scope.organizationId;
  const manager = hasPermission(scope, 'activities.manage');
  const activity = await findActivity(deps.db, organizationId, activityId);
  await requireActivityVisible(deps.db, scope, activity.id, activityRuleMessages.notFound);
  let query = selectExhibits(deps.db, organizationId).where('e.activity_id', '=', activity.id);
  if (!manager) {
    query = query.where((eb) => eb.or([eb('e.user_id', '=', scope.userId), eb('e.status', '=', 'approved')]));
  }
  const rows = await query.orderBy('e.created_at').orderBy('e.id').execute();
  const exhibits = rows.map((row) => toExhibit(row, scope));
  const now = await groupNow(deps.db, deps, organizationId);
  const all = await factsOf(deps.db, organizationId, activity.id);
  return {
    exhibits,
    totals: exhibitTotals(exhibits),
    // The schema's fields of the activity's row (zod leaves the others out).
    activity: exhibitList.shape.activity.parse({ ...activity, started: showStarted(activity, now) }),
    register_problem: registrationProblem(activity, all, scope.userId, now),
    can_review: manager,
  };
}

// ---------------------------------------------------------------------------------------------
// The member's own exhibit

/** `POST /activities/{id}/exhibits`: the signed-in member registers their own exhibit (pending). */
export async function register(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<RegisterExhibitInput>,
): Promise<Exhibit> {
  const organizationId = scope.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityExhibits(trx, organizationId, input.id);
    await requireActivityVisible(trx, scope, activity.id, activityRuleMessages.notFound);
    if (!(await isActiveMember(trx, organizationId, scope.userId))) throw conflict(exhibitMessages.inactive);
    const now = await groupNow(trx, deps, organizationId);
    const problem = registrationProblem(activity, await factsOf(trx, organizationId, activity.id), scope.userId, now);
    if (problem) throw conflict(problem);
    const at = deps.now();
    const { id } = await trx
      .insertInto('exhibits')
      .values({
        organization_id: organizationId,
        activity_id: activity.id,
        user_id: scope.userId,
        title: input.title,
        width_studs: input.width_studs,
        depth_studs: input.depth_studs,
        height_studs: input.height_studs,
        needs_power: input.needs_power,
        sockets: input.sockets,
        notes: input.notes,
        description: input.description,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, scope, {
      action: 'exhibit.register',
      entity: 'exhibit',
      entityId: id,
      details: {
        title: input.title,
        activity_id: activity.id,
        width_studs: input.width_studs,
        depth_studs: input.depth_studs,
      },
    });
    return readExhibit(trx, scope, id);
  });
}

/** The exhibit the owner changes, under its activity's exhibits lock; refused after the show started. */
async function ownExhibitLocked(trx: DB, deps: AppDeps, scope: OrgScope, exhibitId: number) {
  // The organisation's participation lock first (the order every participation writer keeps): an
  // exhibit that leaves its approval takes the exhibitor's records with it (decision 0049).
  await lockArea(trx, 'participation', scope.organizationId);
  const first = await exhibitRow(trx, scope.organizationId, exhibitId);
  const activity = await lockActivityExhibits(trx, scope.organizationId, first.activity_id);
  const row = await exhibitRow(trx, scope.organizationId, exhibitId);
  if (row.user_id !== scope.userId) {
    // Another member's pending or rejected exhibit, or any on an activity they may not see, does
    // not exist for them: the 404 of a missing exhibit.
    await requireSeen(trx, scope, row);
    throw forbidden(exhibitMessages.notOwner);
  }
  const problem = ownerChangeProblem(activity, await groupNow(trx, deps, scope.organizationId));
  if (problem) throw conflict(problem);
  return { row, activity };
}

/**
 * `PUT /exhibits/{id}`: the owner replaces the fields (decision 0049, amending 0030). A change of
 * words only (title, description, notes) keeps the review as it is; a change of size or power sends
 * it back to `pending` (an approval given for a smaller model must not hold for a larger one), and
 * the exhibitor's records go with the approval. Either way the changed fields are marked for the
 * organiser until the next review, and an exhibit that had been reviewed tells its reviewer (or,
 * when there is none, every member who manages activities) by email.
 */
export async function update(deps: AppDeps, scope: OrgScope, input: Unscoped<RegisterExhibitInput>): Promise<Exhibit> {
  return deps.db.transaction().execute(async (trx) => {
    const { row, activity } = await ownExhibitLocked(trx, deps, scope, input.id);
    const change = exhibitChange(row, input);
    if (change.fields.length === 0) return readExhibit(trx, scope, row.id);
    const marked = Array.isArray(row.changed_fields) ? row.changed_fields.filter((f): f is string => typeof f === 'string') : null;
    // Marked once the exhibit has been looked at: a new registration's edits are not news.
    const wasReviewed = row.reviewed_by !== null || row.status !== 'pending' || marked !== null;
    const changedFields = wasReviewed ? mergeChangedFields(marked, change.fields) : null;
    const backToReview = change.needsReview && row.status !== 'pending';
    await trx
      .updateTable('exhibits')
      .set({
        title: input.title,
        width_studs: input.width_studs,
        depth_studs: input.depth_studs,
        height_studs: input.height_studs,
        needs_power: input.needs_power,
        sockets: input.sockets,
        notes: input.notes,
        description: input.description,
        changed_fields: changedFields === null ? null : JSON.stringify(changedFields),
        ...(change.needsReview ? { status: 'pending' as const, review_reason: null } : {}),
        updated_at: deps.now(),
      })
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', row.id)
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'exhibit.update',
      entity: 'exhibit',
      entityId: row.id,
      details: { title: input.title, activity_id: row.activity_id, before: row.status, changed: change.fields, review_again: backToReview },
    });
    if (backToReview && row.status === 'approved') await syncExhibitorRecords(trx, deps, scope, activity, [row.user_id]);
    if (wasReviewed) await emailChanged(trx, deps, scope.organizationId, activity, { ...row, title: input.title }, change);
    return readExhibit(trx, scope, row.id);
  });
}

/** `DELETE /exhibits/{id}`: the owner withdraws their exhibit until the show starts. */
export async function withdraw(deps: AppDeps, scope: OrgScope, exhibitId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { row, activity } = await ownExhibitLocked(trx, deps, scope, exhibitId);
    await trx
      .deleteFrom('exhibits')
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', row.id)
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'exhibit.withdraw',
      entity: 'exhibit',
      entityId: row.id,
      details: { title: row.title, activity_id: row.activity_id, status: row.status },
    });
    await syncExhibitorRecords(trx, deps, scope, activity, [row.user_id]);
  });
}

// ---------------------------------------------------------------------------------------------
// Review

/**
 * `PUT /exhibits/{id}/review` (`activities.manage`): approve (refused 409 past the area limit) or
 * reject (with a reason). The member is emailed through the outbox; the answer says whether an
 * email was queued (`email: "queued"`) or there was nobody to send it to (`"none"`).
 */
export async function review(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<ReviewExhibitInput>,
): Promise<Exhibit & { email: 'queued' | 'none' }> {
  const organizationId = scope.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'participation', organizationId);
    const first = await exhibitRow(trx, organizationId, input.id);
    const activity = await lockActivityExhibits(trx, organizationId, first.activity_id);
    const row = await exhibitRow(trx, organizationId, input.id);
    if (input.status === 'approved') {
      const problem = approvalProblem(activity, await factsOf(trx, organizationId, activity.id), row.id);
      if (problem) throw conflict(problem);
    }
    // Reviewing again what a member changed clears the "changed" mark, even with the same answer.
    const unchanged = row.status === input.status && row.review_reason === input.reason && row.changed_fields === null;
    let email: 'queued' | 'none' = 'none';
    if (!unchanged) {
      await trx
        .updateTable('exhibits')
        .set({ status: input.status, review_reason: input.reason, reviewed_by: scope.userId, reviewed_at: deps.now(), changed_fields: null })
        .where('organization_id', '=', organizationId)
        .where('id', '=', row.id)
        .execute();
      await auditMemberChange(trx, scope, {
        action: 'exhibit.review',
        entity: 'exhibit',
        entityId: row.id,
        details: {
          title: row.title,
          activity_id: activity.id,
          user_id: row.user_id,
          status: input.status,
          reason: input.reason,
        },
      });
      // The member hears when the answer changes, not when an organiser acknowledges a change.
      if (row.status !== input.status || row.review_reason !== input.reason) {
        email = await emailReviewed(trx, deps, organizationId, activity, row, input);
      }
      await syncExhibitorRecords(trx, deps, scope, activity, [row.user_id]);
    }
    return { ...(await readExhibit(trx, scope, row.id)), email };
  });
}

async function emailReviewed(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  activity: ActivityRow,
  row: { user_id: number; title: string },
  input: Unscoped<ReviewExhibitInput>,
): Promise<'queued' | 'none'> {
  // Whom the group's emails reach (decision 38): active, with an address; signed in or not.
  const person = await reached(trx, organizationId, null).select('u.id').where('m.user_id', '=', row.user_id).executeTakeFirst();
  if (!person) return 'none';
  const settings = await loadSettings(trx, organizationId);
  await enqueueMemberEmail(trx, organizationId, settings, person, {
      template: 'exhibit-reviewed',
      data: {
        recipientName: person.name,
        groupName: settings.general.name,
        exhibitTitle: row.title,
        activityTitle: activity.title,
        status: input.status,
        reason: input.reason,
        exhibitsLink: `${deps.config.publicUrl}/platform/activities/${activity.id}/exhibits`,
      },
  });
  return 'queued';
}

// ---------------------------------------------------------------------------------------------
// Photos

/** Decodes and checks a photo: base64, 12 MB at most, JPEG/PNG/WebP by its magic bytes (and as declared). */
export function decodePhoto(input: Pick<ExhibitPhotoInput, 'data' | 'content_type'>) {
  const text = input.data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0)
    throw invalidField('data', exhibitMessages.photoEncoding);
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length === 0) throw invalidField('data', exhibitMessages.photoEmpty);
  if (bytes.length > exhibitLimits.photoBytesMax) throw invalidField('data', exhibitMessages.photoTooLarge);
  const type = imageTypeOf(bytes);
  if (!type) throw invalidField('data', exhibitMessages.photoType);
  if (input.content_type !== undefined && input.content_type !== type) {
    throw invalidField('content_type', exhibitMessages.photoTypeMismatch);
  }
  return { bytes, type };
}

/**
 * `PUT /exhibits/{id}/photo`: the owner sets (or replaces) the photo; it does not change the review.
 * What is stored is the photo re-encoded without metadata (services/photos.ts), made before the
 * transaction so the exhibit's lock is not held while the image is processed.
 */
export async function setPhoto(deps: AppDeps, scope: OrgScope, input: Unscoped<ExhibitPhotoInput>): Promise<Exhibit> {
  const sent = decodePhoto(input);
  const { bytes, content_type: type } = await processPhoto(sent.bytes);
  return deps.db.transaction().execute(async (trx) => {
    const { row } = await ownExhibitLocked(trx, deps, scope, input.id);
    await trx
      .deleteFrom('exhibit_photos')
      .where('organization_id', '=', scope.organizationId)
      .where('exhibit_id', '=', row.id)
      .execute();
    await trx
      .insertInto('exhibit_photos')
      .values({ organization_id: scope.organizationId, exhibit_id: row.id, content_type: type, bytes })
      .execute();
    // A new `updated_at` gives the photo's address a new version: screens show the new photo.
    await trx
      .updateTable('exhibits')
      .set({ updated_at: deps.now() })
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', row.id)
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'exhibit.photo',
      entity: 'exhibit',
      entityId: row.id,
      details: { title: row.title, content_type: type, bytes: bytes.length, sent_bytes: sent.bytes.length },
    });
    return readExhibit(trx, scope, row.id);
  });
}

/** `DELETE /exhibits/{id}/photo`: the owner removes the photo. */
export async function removePhoto(deps: AppDeps, scope: OrgScope, exhibitId: number): Promise<Exhibit> {
  return deps.db.transaction().execute(async (trx) => {
    const { row } = await ownExhibitLocked(trx, deps, scope, exhibitId);
    await trx
      .deleteFrom('exhibit_photos')
      .where('organization_id', '=', scope.organizationId)
      .where('exhibit_id', '=', row.id)
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'exhibit.photo',
      entity: 'exhibit',
      entityId: row.id,
      details: { title: row.title, removed: true },
    });
    return readExhibit(trx, scope, row.id);
  });
}

async function photoOf(db: DB, organizationId: number, exhibitId: number): Promise<ExhibitPhoto> {
  const photo = await db
    .selectFrom('exhibit_photos')
    .select(['content_type', 'bytes'])
    .where('organization_id', '=', organizationId)
    .where('exhibit_id', '=', exhibitId)
    .executeTakeFirst();
  if (!photo) throw notFound(exhibitMessages.noPhoto);
  return { content_type: photo.content_type, data: Buffer.from(photo.bytes).toString('base64') };
}

/** `GET /exhibits/{id}/photo`: for whoever may see the exhibit. */
export async function getPhoto(deps: AppDeps, scope: OrgScope, exhibitId: number): Promise<ExhibitPhoto> {
  const row = await exhibitRow(deps.db, scope.organizationId, exhibitId);
  await requireSeen(deps.db, scope, row);
  return photoOf(deps.db, scope.organizationId, row.id);
}

// ---------------------------------------------------------------------------------------------
// Public

/** An approved exhibit of a public activity; anything else is the same 404. */
async function publicRow(db: DB, exhibitId: number) {
  const row = await db
    .selectFrom('exhibits as e')
    .innerJoin('activities as a', (join) =>
      join.onRef('a.id', '=', 'e.activity_id').onRef('a.organization_id', '=', 'e.organization_id'),
    )
    .innerJoin('organizations as o', 'o.id', 'e.organization_id')
    .select([
      'e.id',
      'e.organization_id',
      'e.title',
      'e.width_studs',
      'e.depth_studs',
      'e.height_studs',
      'a.title as activity_title',
      'a.start_date',
      'a.end_date',
      'a.location',
      'o.name as organization_name',
      sql<boolean>`exists (select 1 from exhibit_photos p where p.exhibit_id = e.id)`.as('has_photo'),
    ])
    .where('e.id', '=', exhibitId)
    .where('e.status', '=', 'approved')
    .where(activityPublic())
    .executeTakeFirst();
  if (!row) throw notFound(exhibitMessages.notFound);
  return row;
}

/** `GET /public/exhibits/{id}`: the exhibit's public page. The builder is not named (decision 0030). */
export async function publicExhibit(deps: AppDeps, exhibitId: number): Promise<PublicExhibit> {
  const row = await publicRow(deps.db, exhibitId);
  return {
    id: row.id,
    title: row.title,
    width_studs: row.width_studs,
    depth_studs: row.depth_studs,
    height_studs: row.height_studs,
    has_photo: Boolean(row.has_photo),
    activity: { title: row.activity_title, start_date: row.start_date, end_date: row.end_date, location: row.location },
    organization_name: row.organization_name,
  };
}

/** `GET /public/exhibits/{id}/photo`. */
export async function publicPhoto(deps: AppDeps, exhibitId: number): Promise<ExhibitPhoto> {
  const row = await publicRow(deps.db, exhibitId);
  return photoOf(deps.db, row.organization_id, row.id);
}

/** The exhibit's public page in the web app. */
export function publicExhibitUrl(deps: AppDeps, exhibitId: number): string {
  return `${deps.config.publicUrl}/exhibits/${exhibitId}`;
}

// ---------------------------------------------------------------------------------------------
// The activity's own settings

/** Refuses (409) an area limit below what the approved exhibits already take; called by the activity's update under its row lock. */
export async function requireAreaLimitFits(trx: DB, organizationId: number, activityId: number, limit: number | null) {
  if (limit === null) return;
  const facts = await factsOf(trx, organizationId, activityId);
  const used = facts.filter((e) => e.status === 'approved').reduce((n, e) => n + exhibitArea(e), 0);
  if (used > limit) {
    throw conflict(exhibitMessages.areaLimitBelowApproved(used), {
      fields: { exhibits_area_studs: exhibitMessages.areaLimitBelowApprovedField(used) },
    });
  }
}

// ---------------------------------------------------------------------------------------------
// MOC cards

/** The approved exhibits as the cards and the table plan need them. */
async function approvedOf(db: DB, organizationId: number, activityId: number) {
  return selectExhibits(db, organizationId)
    .where('e.activity_id', '=', activityId)
    .where('e.status', '=', 'approved')
    .orderBy('e.title')
    .orderBy('e.id')
    .execute();
}

/** `GET /activities/{id}/exhibits/cards.pdf` (`activities.manage`): one card per approved exhibit. */
export async function cardsPdf(deps: AppDeps, scope: OrgScope, activityId: number): Promise<ExhibitCardsPdf> {
  const activity = await findActivity(deps.db, scope.organizationId, activityId);
  const rows = await approvedOf(deps.db, scope.organizationId, activity.id);
  const pdf = await renderCards({
    activityTitle: activity.title,
    cards: rows.map((row) => ({
      title: row.title,
      builder: row.builder,
      size: row.height_studs
        ? mocCardWords.sizeWithHeight(
            row.width_studs,
            row.depth_studs,
            row.height_studs,
            studsToCm(row.width_studs),
            studsToCm(row.depth_studs),
            studsToCm(row.height_studs),
          )
        : mocCardWords.size(row.width_studs, row.depth_studs, studsToCm(row.width_studs), studsToCm(row.depth_studs)),
      sockets: row.needs_power ? row.sockets : null,
      qrUrl: isPublicActivity(activity) ? publicExhibitUrl(deps, row.id) : null,
    })),
  });
  return { filename: `moc-cards-${activity.id}.pdf`, data: Buffer.from(pdf).toString('base64') };
}

// ---------------------------------------------------------------------------------------------
// The table plan

function planOf(value: unknown): TablePlan {
  const plan = (value ?? {}) as Partial<TablePlan>;
  return {
    tables: Array.isArray(plan.tables) ? plan.tables : [],
    placements: Array.isArray(plan.placements) ? plan.placements : [],
  };
}

/** `GET /activities/{id}/table-plan` (`activities.manage`): the plan and the approved exhibits to place. */
export async function getTablePlan(deps: AppDeps, scope: OrgScope, activityId: number): Promise<TablePlanView> {
  const activity = await findActivity(deps.db, scope.organizationId, activityId);
  const rows = await approvedOf(deps.db, scope.organizationId, activity.id);
  const saved = await deps.db
    .selectFrom('table_plans')
    .select(['plan', 'updated_at'])
    .where('organization_id', '=', scope.organizationId)
    .where('activity_id', '=', activity.id)
    .executeTakeFirst();
  const approved = new Set(rows.map((r) => r.id));
  const plan = planOf(saved?.plan);
  return {
    // An exhibit no longer approved (edited, rejected, withdrawn) drops off the plan.
    plan: { tables: plan.tables, placements: plan.placements.filter((p) => approved.has(p.exhibit_id)) },
    exhibits: rows.map((r) => ({
      id: r.id,
      title: r.title,
      builder: r.builder,
      width_studs: r.width_studs,
      depth_studs: r.depth_studs,
      sockets: r.needs_power ? r.sockets : 0,
      // The builder changed it since the last review (decision 0049): the plan marks it.
      changed: Array.isArray(r.changed_fields) && r.changed_fields.length > 0,
    })),
    updated_at: saved ? iso(saved.updated_at) : null,
  };
}

/** `PUT /activities/{id}/table-plan` (`activities.manage`): approved exhibits of this activity only, each within its table. */
export async function saveTablePlan(
  deps: AppDeps,
  scope: OrgScope,
  activityId: number,
  plan: TablePlan,
): Promise<TablePlanView> {
  const organizationId = scope.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityExhibits(trx, organizationId, activityId);
    const rows = await approvedOf(trx, organizationId, activity.id);
    const sizes = new Map<number, ExhibitSize>(rows.map((r) => [r.id, r]));
    const problems = tablePlanProblems(plan, sizes);
    // A table made from equipment names an item of this group, never another group's.
    const equipmentIds = [...new Set(plan.tables.flatMap((t) => (t.equipment_id ? [t.equipment_id] : [])))];
    const known = new Set(
      equipmentIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('equipment')
              .select('id')
              .where('organization_id', '=', organizationId)
              .where('id', 'in', equipmentIds)
              .execute()
          ).map((r) => r.id),
    );
    plan.tables.forEach((t, i) => {
      if (t.equipment_id && !known.has(t.equipment_id)) {
        problems[`tables.${i}.equipment_id`] = exhibitMessages.tablePlanUnknownEquipment;
      }
    });
    const fields = Object.fromEntries(Object.entries(problems).map(([path, message]) => [`plan.${path}`, message]));
    if (Object.keys(fields).length > 0) {
      const [first] = Object.entries(fields);
      throw new DomainError('INVALID_INPUT', exhibitMessages.tablePlanProblem(first![0], first![1]), { fields });
    }
    const json = JSON.stringify(plan);
    await trx
      .insertInto('table_plans')
      .values({
        organization_id: organizationId,
        activity_id: activity.id,
        plan: sql`${json}::jsonb`,
        updated_at: deps.now(),
        updated_by: scope.userId,
      })
      .onConflict((oc) =>
        oc.column('activity_id').doUpdateSet((eb) => ({
          plan: eb.ref('excluded.plan'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'exhibit.table_plan',
      entity: 'activity',
      entityId: activity.id,
      details: { tables: plan.tables.length, placements: plan.placements.length },
    });
  });
  return getTablePlan(deps, scope, activityId);
}
