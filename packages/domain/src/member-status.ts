import { z } from 'zod';
import { id, isoDate, organizationId, year } from './common';
import { amountMinor } from './dues';
import { bulkStatuses, duesTypes, memberStatusRuleMessages } from './member-status-helpers';
import { issue } from './words';

// The zod-free statuses, messages and rules (the web screens import them from there).
export * from './member-status-helpers';

export const memberStatusListInput = z.object({ organization_id: organizationId, year });

/** `PUT /member-status/{userId}`. */
export const memberStatusInput = z.object({
  organization_id: organizationId,
  user_id: id,
  year,
  registration_complete: z.boolean(
    issue('schema.field.registrationCompleteMustBeTrueOrFalse', 'registration_complete must be true or false'),
  ),
  dues_type: z.enum(
    duesTypes,
    issue('schema.field.duesTypeMustBePaidGiftInLieu', 'dues_type must be paid, gift_in_lieu or none'),
  ),
  registration_date: isoDate.nullable().optional(),
  /**
   * Paid only: minor units received. Left out, a member already paid keeps theirs and one newly
   * paid gets the year's fee; null clears it.
   */
  amount_received_minor: amountMinor.nullable().optional(),
  /** Paid or gift in lieu: the day received. Left out, kept, else today (the group's time zone). */
  paid_on: isoDate.nullable().optional(),
});
export type MemberStatusInput = z.infer<typeof memberStatusInput>;

/**
 * `POST /member-status/bulk`: `status` decides; the other fields are accepted and ignored. The
 * documented REST body names the organisation inside each update; it may also stand beside
 * `updates`. Every organisation named must be the same one, and at least one must be named: the
 * parsed input then carries it as `organization_id`, the one field the API's scope resolver reads.
 */
export const bulkMemberStatusInput = z
  .object({
    organization_id: organizationId.optional(),
    updates: z
      .array(
        z.object({
          user_id: id,
          year,
          status: z.enum(
            bulkStatuses,
            issue(
              'schema.field.statusMustBeRegisteredUnregisteredPaidGiftIn',
              'status must be registered, unregistered, paid, gift_in_lieu or unpaid',
            ),
          ),
          organization_id: organizationId.optional(),
          registration_complete: z.boolean().optional(),
          dues_type: z.enum(duesTypes).optional(),
        }),
        { error: () => memberStatusRuleMessages.selectMember },
      )
      .min(1, { error: () => memberStatusRuleMessages.selectMember })
      .max(10_000, issue('schema.atMostUpdatesAtOnce', 'At most 10,000 updates at once')),
  })
  .transform(({ organization_id, updates }, ctx) => {
    const named = new Set(
      [organization_id, ...updates.map((update) => update.organization_id)].filter((value) => value !== undefined),
    );
    if (named.size !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['organization_id'],
        message: named.size === 0 ? 'Organization is required' : 'Every update must name the same organization',
      });
      return z.NEVER;
    }
    // The organisation travels once, in the one field the scope resolver reads; the items lose theirs.
    return {
      organization_id: [...named][0]!,
      updates: updates.map(({ organization_id: _named, ...update }) => update),
    };
  });
export type BulkMemberStatusInput = z.infer<typeof bulkMemberStatusInput>;

export const memberStatusRow = z.object({
  user_id: z.number(),
  year: z.number(),
  registration_complete: z.boolean(),
  dues_type: z.enum(duesTypes),
  registration_date: z.string().nullable(),
  amount_received_minor: z.number().nullable(),
  paid_on: z.string().nullable(),
});
