/**
 * Exhibits (MOC registration) and the table plan as pure rules (issue 18, decision 0030). No zod
 * here: the screens import this module (the schemas are in ./exhibits, which re-exports all of this).
 *
 * - A member registers an exhibit while the activity's exhibits are open; pending and approved
 *   exhibits count towards the per-member limit, rejected ones do not.
 * - The approved exhibits' total area (width × depth, in studs²) never exceeds the activity's
 *   area limit: an approval that would is refused.
 * - The owner edits (an edit of an approved or rejected exhibit sends it back to `pending`) and
 *   withdraws (deletes) until the show starts: the activity's start time on its first day, or that
 *   whole day when it has none, on the group's clock (the rule RSVP uses, decision 0025).
 */
import { messages, withValues } from './words';

export const exhibitStatuses = ['pending', 'approved', 'rejected'] as const;
export type ExhibitStatus = (typeof exhibitStatuses)[number];
export const exhibitReviewStatuses = ['approved', 'rejected'] as const;
export type ExhibitReviewStatus = (typeof exhibitReviewStatuses)[number];

/** Limits of one exhibit (the database checks the same). */
export const exhibitLimits = {
  titleMax: 100,
  notesMax: 1000,
  descriptionMax: 1000,
  reasonMax: 500,
  studsMax: 10_000,
  socketsMax: 20,
  /** The photo as sent: 12 MB at most (a phone's photo); it is stored re-encoded (decision 0039). */
  photoBytesMax: 12 * 1_048_576,
  /** Pixels a photo's header may declare (an 8000 × 6000 phone camera): more is refused undecoded. */
  photoPixelsMax: 50_000_000,
  /** The stored photo's longer side, in pixels. */
  photoLongSide: 1600,
  /** The stored photo: 1 MB at most (the database checks the same). */
  photoStoredBytesMax: 1_048_576,
} as const;

/** 1 stud = 8 mm. */
export const studMillimetres = 8;

export const exhibitImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ExhibitImageType = (typeof exhibitImageTypes)[number];

/** The fields whose change keeps an approval: words only (decision 0049). */
export const exhibitTextFields = ['title', 'description', 'notes'] as const;
/** The fields whose change needs the organiser's review again: what takes table area or power. */
export const exhibitReviewFields = ['width_studs', 'depth_studs', 'height_studs', 'needs_power', 'sockets'] as const;
export type ExhibitChangeField = (typeof exhibitTextFields)[number] | (typeof exhibitReviewFields)[number];

type ExhibitFieldValues = Record<ExhibitChangeField, string | number | boolean | null>;

/**
 * What an owner's edit changed: the fields (in a fixed order) and whether the exhibit needs review
 * again (its size or power changed). Words only (title, description, notes) keep an approval.
 */
export function exhibitChange(
  before: ExhibitFieldValues,
  after: ExhibitFieldValues,
): { fields: ExhibitChangeField[]; needsReview: boolean } {
  const fields = [...exhibitTextFields, ...exhibitReviewFields].filter((f) => (before[f] ?? null) !== (after[f] ?? null));
  return { fields, needsReview: fields.some((f) => (exhibitReviewFields as readonly string[]).includes(f)) };
}

/** The changed fields since the last review: those already marked, then the new ones, each once, in order. */
export function mergeChangedFields(marked: readonly string[] | null, fields: readonly ExhibitChangeField[]): string[] | null {
  const all = new Set([...(marked ?? []), ...fields]);
  const order: readonly string[] = [...exhibitTextFields, ...exhibitReviewFields];
  const merged = order.filter((f) => all.has(f));
  return merged.length === 0 ? null : merged;
}

const exhibitFieldMessages = /* @__PURE__ */ messages('exhibits.fields', {
  title: 'Title',
  description: 'Description',
  notes: 'Notes',
  widthStuds: 'Width',
  depthStuds: 'Depth',
  heightStuds: 'Height',
  needsPower: 'Power',
  sockets: 'Sockets',
});

const exhibitFieldIds: Record<ExhibitChangeField, keyof typeof exhibitFieldMessages> = {
  title: 'title',
  description: 'description',
  notes: 'notes',
  width_studs: 'widthStuds',
  depth_studs: 'depthStuds',
  height_studs: 'heightStuds',
  needs_power: 'needsPower',
  sockets: 'sockets',
};

/** An exhibit's field in the organiser's words (the changed-exhibit email). */
export function exhibitFieldWord(field: ExhibitChangeField): string {
  return exhibitFieldMessages[exhibitFieldIds[field]];
}

export const exhibitMessages = /* @__PURE__ */ messages('exhibits', {
  notFound: 'Exhibit not found',
  exhibitorRoleOtherGroup: 'Choose an active participation role of this organization',
  closed: 'This activity does not take exhibits',
  perMemberLimit: withValues(
    'You have registered {limit, plural, one {# exhibit} other {# exhibits}} for this activity: that is the limit',
    (limit: number) => ({ limit }),
  ),
  areaLimit: withValues(
    'Approving this exhibit needs {needed} studs² of table area; only {free} studs² are left',
    (free: number, needed: number) => ({ free, needed }),
  ),
  areaLimitBelowApproved: withValues(
    'The approved exhibits take {used} studs² of table area: the limit cannot be lower',
    (used: number) => ({ used }),
  ),
  areaLimitBelowApprovedField: withValues('The approved exhibits take {used} studs²', (used: number) => ({ used })),
  started: 'The show has started: exhibits can no longer be changed or withdrawn',
  notOwner: 'Only the member who registered this exhibit can change it',
  inactive: 'Only active members can register exhibits',
  reasonRequired: 'A reason is required to reject an exhibit',
  socketsWithoutPower: 'Sockets are only for an exhibit that needs power',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTypeMismatch: 'The photo is not the type it says it is',
  photoTooLarge: 'The photo must be 12 MB or less',
  photoTooManyPixels: withValues(
    'The photo has too many pixels: {megapixels} megapixels at most',
    (megapixels: number) => ({ megapixels }),
  ),
  photoUnreadable: 'The photo could not be read: it may be damaged',
  photoEmpty: 'The photo is empty',
  photoEncoding: 'The photo must be base64',
  noPhoto: 'This exhibit has no photo',
  tablePlanUnknownExhibit: 'Only approved exhibits of this activity can be placed',
  tablePlanUnknownTable: 'Place exhibits on tables of this plan',
  tablePlanOutside: 'The exhibit does not fit on its table there',
  tablePlanTwice: 'An exhibit can be placed only once',
  tablePlanDuplicateTable: 'Two tables have the same id',
  tablePlanUnknownEquipment: 'No such equipment in this group',
  tablePlanProblem: withValues('{path}: {problem}', (path: string, problem: string) => ({ path, problem })),
});

export interface ExhibitSize {
  width_studs: number;
  depth_studs: number;
}

export interface ExhibitFacts extends ExhibitSize {
  id: number;
  user_id: number;
  status: ExhibitStatus;
  sockets: number;
}

/** The exhibit's footprint in studs². */
export function exhibitArea(e: ExhibitSize): number {
  return e.width_studs * e.depth_studs;
}

/** Studs to centimetres (1 stud = 8 mm), one decimal. */
export function studsToCm(studs: number): number {
  return Math.round(studs * studMillimetres) / 10;
}

/** The total area of the approved exhibits, in studs². */
export function approvedArea(exhibits: readonly ExhibitFacts[]): number {
  let area = 0;
  for (const e of exhibits) if (e.status === 'approved') area += exhibitArea(e);
  return area;
}

export interface ExhibitTotals {
  /** The exhibits counted (those the reader may see). */
  count: number;
  approved: number;
  approved_area_studs: number;
  /** The sockets the approved exhibits need. */
  sockets: number;
}

/** Totals over the given exhibits: the approved figures only count approved exhibits. */
export function exhibitTotals(exhibits: readonly ExhibitFacts[]): ExhibitTotals {
  let approved = 0;
  let sockets = 0;
  for (const e of exhibits) {
    if (e.status !== 'approved') continue;
    approved += 1;
    sockets += e.sockets;
  }
  return { count: exhibits.length, approved, approved_area_studs: approvedArea(exhibits), sockets };
}

/** Exhibits that count towards a member's limit: pending and approved. */
export function countsTowardsLimit(status: ExhibitStatus): boolean {
  return status !== 'rejected';
}

export interface ExhibitActivity {
  exhibits_open: boolean;
  exhibits_per_member: number | null;
  exhibits_area_studs: number | null;
  start_date: string;
  start_time: string | null;
}

/** Whether the show has started on the group's clock `now` (its start time, or its whole first day when it has none). */
export function showStarted(
  activity: Pick<ExhibitActivity, 'start_date' | 'start_time'>,
  now: { date: string; time: string },
) {
  return (
    now.date > activity.start_date ||
    (now.date === activity.start_date && (activity.start_time === null || now.time >= activity.start_time.slice(0, 5)))
  );
}

/**
 * Why `userId` cannot register one more exhibit now, or null: exhibits closed, the show started,
 * or the member's limit reached (pending and approved exhibits count).
 */
export function registrationProblem(
  activity: ExhibitActivity,
  exhibits: readonly ExhibitFacts[],
  userId: number,
  now: { date: string; time: string },
): string | null {
  if (!activity.exhibits_open) return exhibitMessages.closed;
  if (showStarted(activity, now)) return exhibitMessages.started;
  const limit = activity.exhibits_per_member;
  if (limit !== null) {
    const mine = exhibits.filter((e) => e.user_id === userId && countsTowardsLimit(e.status)).length;
    if (mine >= limit) return exhibitMessages.perMemberLimit(limit);
  }
  return null;
}

/**
 * Why approving exhibit `exhibitId` is refused, or null: the approved area with it (it counted
 * once, at its current size) would exceed the activity's limit; or it was rejected (so it did not
 * count towards its builder's limit) and its builder already holds as many pending or approved
 * exhibits as the limit allows. Approving an approved exhibit again changes nothing and is never
 * refused.
 */
export function approvalProblem(
  activity: Pick<ExhibitActivity, 'exhibits_area_studs' | 'exhibits_per_member'>,
  exhibits: readonly ExhibitFacts[],
  exhibitId: number,
): string | null {
  const target = exhibits.find((e) => e.id === exhibitId);
  if (!target || target.status === 'approved') return null;
  const perMember = activity.exhibits_per_member;
  if (perMember !== null && !countsTowardsLimit(target.status)) {
    const held = exhibits.filter((e) => e.user_id === target.user_id && countsTowardsLimit(e.status)).length;
    if (held >= perMember) return exhibitMessages.perMemberLimit(perMember);
  }
  const limit = activity.exhibits_area_studs;
  if (limit === null) return null;
  const used = approvedArea(exhibits);
  const needed = exhibitArea(target);
  return used + needed > limit ? exhibitMessages.areaLimit(Math.max(0, limit - used), needed) : null;
}

/** A review applied: the new list (a rejection or approval of one exhibit), or the problem. */
export function reviewExhibit(
  activity: Pick<ExhibitActivity, 'exhibits_area_studs' | 'exhibits_per_member'>,
  exhibits: readonly ExhibitFacts[],
  exhibitId: number,
  status: ExhibitReviewStatus,
): { ok: true; exhibits: ExhibitFacts[] } | { ok: false; problem: string } {
  if (status === 'approved') {
    const problem = approvalProblem(activity, exhibits, exhibitId);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, exhibits: exhibits.map((e) => (e.id === exhibitId ? { ...e, status } : e)) };
}

/** The status after the owner edits: any edit sends the exhibit back to review. */
export function statusAfterEdit(_status: ExhibitStatus): ExhibitStatus {
  return 'pending';
}

/** Why the owner cannot edit or withdraw now (the show started), or null. */
export function ownerChangeProblem(
  activity: Pick<ExhibitActivity, 'start_date' | 'start_time'>,
  now: { date: string; time: string },
): string | null {
  return showStarted(activity, now) ? exhibitMessages.started : null;
}

/** The image type of `bytes` by its magic bytes (JPEG, PNG, WebP), or null. */
export function imageTypeOf(bytes: Uint8Array): ExhibitImageType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (bytes.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The table plan

export const tablePlanLimits = { tables: 200, placements: 2000, tableStudsMax: 2000 } as const;

/** Sizes on the plan are studs; a table is `width` × `depth` studs at its place on the floor. */
export interface PlanTable {
  id: string;
  name: string;
  width_studs: number;
  depth_studs: number;
  equipment_id?: number | undefined;
}

/** An exhibit on a table: its top-left corner from the table's top-left, in studs; rotated swaps width and depth. */
export interface PlanPlacement {
  exhibit_id: number;
  table_id: string;
  x: number;
  y: number;
  rotated: boolean;
}

export interface TablePlan {
  tables: PlanTable[];
  placements: PlanPlacement[];
}

/** The footprint of a placed exhibit (rotated swaps width and depth). */
export function placedSize(exhibit: ExhibitSize, rotated: boolean): ExhibitSize {
  return rotated ? { width_studs: exhibit.depth_studs, depth_studs: exhibit.width_studs } : exhibit;
}

/** Whether the placement lies wholly within its table. */
export function fitsOnTable(
  table: PlanTable,
  exhibit: ExhibitSize,
  placement: Pick<PlanPlacement, 'x' | 'y' | 'rotated'>,
) {
  const size = placedSize(exhibit, placement.rotated);
  return (
    placement.x >= 0 &&
    placement.y >= 0 &&
    placement.x + size.width_studs <= table.width_studs &&
    placement.y + size.depth_studs <= table.depth_studs
  );
}

/** Moves a placement by (dx, dy), kept on its table (clamped at its edges). */
export function movePlacement(
  table: PlanTable,
  exhibit: ExhibitSize,
  placement: PlanPlacement,
  dx: number,
  dy: number,
): PlanPlacement {
  const size = placedSize(exhibit, placement.rotated);
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max)));
  return {
    ...placement,
    x: clamp(placement.x + dx, table.width_studs - size.width_studs),
    y: clamp(placement.y + dy, table.depth_studs - size.depth_studs),
  };
}

/**
 * The problems of a plan as `path: message` (e.g. `placements.2.x`), empty when it may be saved:
 * tables have distinct ids; each placement names an approved exhibit of the activity (`exhibits`),
 * once, on a table of the plan, and lies within it.
 */
export function tablePlanProblems(plan: TablePlan, exhibits: ReadonlyMap<number, ExhibitSize>): Record<string, string> {
  const problems: Record<string, string> = {};
  const tables = new Map<string, PlanTable>();
  plan.tables.forEach((table, i) => {
    if (tables.has(table.id)) problems[`tables.${i}.id`] = exhibitMessages.tablePlanDuplicateTable;
    tables.set(table.id, table);
  });
  const placed = new Set<number>();
  plan.placements.forEach((p, i) => {
    const exhibit = exhibits.get(p.exhibit_id);
    const table = tables.get(p.table_id);
    if (!exhibit) problems[`placements.${i}.exhibit_id`] = exhibitMessages.tablePlanUnknownExhibit;
    else if (placed.has(p.exhibit_id)) problems[`placements.${i}.exhibit_id`] = exhibitMessages.tablePlanTwice;
    else if (!table) problems[`placements.${i}.table_id`] = exhibitMessages.tablePlanUnknownTable;
    else if (!fitsOnTable(table, exhibit, p)) problems[`placements.${i}.x`] = exhibitMessages.tablePlanOutside;
    placed.add(p.exhibit_id);
  });
  return problems;
}
