/**
 * Points a member holds beside their participation (issue 30): a manager awards or, with a
 * negative number, removes points with a reason and a day (`manual`); the group's settings give
 * points for a year's registration and for its dues paid or given in lieu (`registration`, `dues`).
 * Every points total (rankings, the dashboard, reports, the member pages) counts them.
 */
import { z } from 'zod';
import { id, isoDate, organizationId, requiredText, wholeNumber, year } from './common';
import { issue } from './words';

export const pointsAwardKinds = ['manual', 'registration', 'dues'] as const;
export type PointsAwardKind = (typeof pointsAwardKinds)[number];

export const pointsReasonMax = 500;
export const manualPointsMax = 100_000;

/** `POST /members/{id}/points`: award (positive) or remove (negative) points for a member. */
export const awardPointsInput = z.object({
  organization_id: organizationId.optional(),
  id,
  points: wholeNumber('Points', -manualPointsMax, manualPointsMax).refine(
    (points) => points !== 0,
    issue('schema.pointsCannotBeZero', 'Points cannot be 0'),
  ),
  reason: requiredText('Reason', pointsReasonMax),
  date: isoDate,
});
export type AwardPointsInput = z.infer<typeof awardPointsInput>;

/** `GET /members/{id}/points?year=`: a member's awards of a year (all years without one). */
export const memberPointsInput = z.object({
  organization_id: organizationId.optional(),
  id,
  year: year.optional(),
});

export const pointsAward = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.enum(pointsAwardKinds),
  year: z.number(),
  date: z.string(),
  points: z.number(),
  reason: z.string().nullable(),
  /** Who awarded it (manual only): their display name, or null. */
  awarded_by: z.string().nullable(),
  created_at: z.string(),
});
export type PointsAward = z.infer<typeof pointsAward>;
