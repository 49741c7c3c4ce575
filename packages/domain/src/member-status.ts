import { z } from 'zod';
import { id, isoDate } from './common';
import { bulkStatuses, duesTypes, selectMemberMessage } from './member-status-helpers';

// The zod-free statuses, messages and rules (the web screens import them from there).
export * from './member-status-helpers';

const yearField = z.coerce.number({ error: 'year must be a number' }).int('year must be a whole number');

export const memberStatusListInput = z.object({ organization_id: id, year: yearField });

/** `PUT /member-status/{userId}`. */
export const memberStatusInput = z.object({
  organization_id: id,
  user_id: id,
  year: yearField,
  registration_complete: z.boolean({ error: 'registration_complete must be true or false' }),
  dues_type: z.enum(duesTypes, { error: 'dues_type must be paid, gift_in_lieu or none' }),
  registration_date: isoDate.nullable().optional(),
});
export type MemberStatusInput = z.infer<typeof memberStatusInput>;

/** `POST /member-status/bulk`: `status` decides; the other fields are accepted and ignored. */
export const bulkMemberStatusInput = z.object({
  organization_id: id,
  updates: z
    .array(
      z.object({
        user_id: id,
        year: yearField,
        status: z.enum(bulkStatuses, { error: 'status must be registered, unregistered, paid, gift_in_lieu or unpaid' }),
        organization_id: id.optional(),
        registration_complete: z.boolean().optional(),
        dues_type: z.enum(duesTypes).optional(),
      }),
      { error: selectMemberMessage },
    )
    .min(1, selectMemberMessage)
    .max(10_000, 'At most 10,000 updates at once'),
});
export type BulkMemberStatusInput = z.infer<typeof bulkMemberStatusInput>;

export const memberStatusRow = z.object({
  user_id: z.number(),
  year: z.number(),
  registration_complete: z.boolean(),
  dues_type: z.enum(duesTypes),
  registration_date: z.string().nullable(),
});
