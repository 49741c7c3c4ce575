/**
 * Data rights (docs/product/members.md#data-rights): everything stored about a member, as one JSON
 * document, and the removal of a member's personal data by an administrator.
 */
import { z } from 'zod';
import { id, organizationId } from './common';
import { apiToken } from './api-tokens';
import { profile } from './members';
import { messages } from './words';

const timestamp = z.iso.datetime();

export const myDataExport = z.object({
  exported_at: timestamp,
  user: profile.extend({ created_at: timestamp, updated_at: timestamp }),
  memberships: z.array(
    z.object({
      organization_id: id,
      organization_name: z.string(),
      status: z.string(),
      member_since: z.string(),
      last_login: timestamp.nullable(),
      permission_role: z.object({ id, name: z.string(), assigned_at: timestamp }).nullable(),
    }),
  ),
  participations: z.array(
    z.object({
      id,
      organization_id: id,
      activity_id: id,
      activity_title: z.string(),
      activity_start_date: z.string(),
      role_id: id,
      role_name: z.string(),
      participation_date: z.string().nullable(),
      points: z.number(),
      created_at: timestamp,
    }),
  ),
  member_statuses: z.array(
    z.object({
      organization_id: id,
      year: z.number(),
      registration_complete: z.boolean(),
      registration_date: z.string().nullable(),
      dues_type: z.string(),
      updated_at: timestamp,
    }),
  ),
  notification_opt_outs: z.array(z.object({ organization_id: id, kind: z.string(), created_at: timestamp })),
  sessions: z.array(
    z.object({ created_at: timestamp, expires_at: timestamp, last_used_at: timestamp, user_agent: z.string().nullable(), ip: z.string().nullable() }),
  ),
  /** Whether two-factor sign-in is on (its secret and recovery codes are never exported). */
  two_factor: z.object({ enabled: z.boolean(), enabled_at: timestamp.nullable() }),
  api_tokens: z.array(apiToken),
  calendar_feed: z.object({ created_at: timestamp, last_used_at: timestamp.nullable() }).nullable(),
  emails: z.array(
    z.object({
      organization_id: id.nullable(),
      template: z.string(),
      subject: z.string(),
      status: z.string(),
      created_at: timestamp,
      sent_at: timestamp.nullable(),
    }),
  ),
  audit_entries: z.array(
    z.object({
      id,
      organization_id: id.nullable(),
      action: z.string(),
      entity: z.string(),
      entity_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      created_at: timestamp,
    }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExport>;

export const anonymizeMemberInput = z.object({ organization_id: organizationId.optional(), id });

export const anonymizedMember = z.object({ id, display_name: z.string() });

/** What an anonymised person is called from then on (reports, participation lists). */
export const formerMemberName = { first_name: 'Former', last_name: 'member', display_name: 'Former member' } as const;

export const dataRightsMessages = /* @__PURE__ */ messages('dataRights', {
  notFound: 'Member not found',
  self: 'You cannot remove your own personal data here. Ask another administrator.',
  otherOrganizations:
    'This person also belongs to another organization, so their account must stay. Remove them from this organization instead (Delete member); their other organizations keep them.',
  otherOrganizationRecords:
    'Another organization still keeps records about this person (from a past membership, an invitation or their participation), so their account must stay. Remove them from this organization instead (Delete member).',
});
