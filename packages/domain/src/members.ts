/**
 * Members: schemas of the member calls, the member's own profile and CSV import. The messages
 * (docs/product/members.md#messages) and the pure helpers are in ./members-helpers (no zod),
 * re-exported here.
 */
import { z } from 'zod';
import { email, id, optionalText, organizationId, pageLimit, pageOffset, requiredText } from './common';
import { emailDeliveryState } from './email-delivery';
import { roleRef } from './permission-roles';
import { emailChangeRefusals } from './rights';
import {
  biographyMax,
  displayNameMax,
  importColumns,
  importMaxBytes,
  importMaxRows,
  isHttpUrl,
  isSocialHandle,
  memberSearchMax,
  membersPageSize,
  memberSortDirections,
  memberSortKeys,
  membershipStatuses,
  type ImportColumn,
  type ImportKnowledge,
} from './members-helpers';
import { issue } from './words';

// The zod-free constants, messages and helpers (the web screens import them from there).
export * from './members-helpers';
export * from './member-import-headers';

export const membershipStatus = z.enum(
  membershipStatuses,
  issue('schema.statusMustBeActiveOrInactive', 'Status must be active or inactive'),
);

// ---------------------------------------------------------------------------------------------
// Member calls
// ---------------------------------------------------------------------------------------------

export const personName = (label: string) => requiredText(label, 100);

export const createMemberInput = z.object({
  organization_id: organizationId,
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
});
export type CreateMemberInput = z.infer<typeof createMemberInput>;

/** Null (the form's 'Select Role') or left out: leave the role as it is. */
const optionalRoleId = id.nullish().transform((value) => value ?? undefined);

export const updateMemberInput = z.object({
  id,
  /** Optional when the caller shares exactly one organisation with the member. */
  organization_id: organizationId.optional(),
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  status: membershipStatus.optional(),
  role_id: optionalRoleId,
});
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;

/**
 * One member (`/members/{id}`): a person may belong to several groups, so `organization_id` names
 * which; without it, the one group the caller shares with them.
 */
export const memberRef = z.object({ organization_id: organizationId.optional(), id });

/**
 * `members.list` (`GET /members`): one page of the organisation's members, searched, filtered and
 * sorted by the server (docs/product/api.md#paging). Numbers may arrive as query-string text.
 */
export const listMembersInput = z.object({
  organization_id: organizationId,
  role_id: optionalRoleId,
  /** First, last or display name, or an email the reader may see; any part, any case. */
  q: z
    .string(issue('schema.field.qMustBeText', 'q must be text'))
    .trim()
    .max(
      memberSearchMax,
      issue('schema.field.qMustBeMembersearchmaxCharactersOrLess', 'q must be {memberSearchMax} characters or less', {
        memberSearchMax,
      }),
    )
    .optional(),
  sort: z
    .enum(
      memberSortKeys,
      issue('schema.field.sortMustBeNameEmailOrLastLogin', 'sort must be name, email or last_login'),
    )
    .default('name'),
  direction: z
    .enum(memberSortDirections, issue('schema.field.directionMustBeAscOrDesc', 'direction must be asc or desc'))
    .default('asc'),
  /** Only members whose account never signed in (imported or added and never used). */
  never_signed_in: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean(issue('schema.field.neverSignedInMustBeTrueOrFalse', 'never_signed_in must be true or false')),
    )
    .optional(),
  limit: pageLimit(membersPageSize.max, membersPageSize.default),
  offset: pageOffset,
});
export type ListMembersInput = z.infer<typeof listMembersInput>;

// ---------------------------------------------------------------------------------------------
// Profile fields (the member's own, edited on /platform/profile)
// ---------------------------------------------------------------------------------------------

/** An optional web address: empty means not set; otherwise http(s) only (never `javascript:`). */
export function optionalWebAddress(label: string) {
  return optionalText(2048, label)
    .refine(
      (value) => value == null || isHttpUrl(value.trim()),
      issue(
        'schema.labelMustBeAWebAddressStartingWithHttp',
        '{label} must be a web address starting with http:// or https://',
        { label },
      ),
    )
    .transform((value) => (value == null ? value : value.trim()));
}

/** An optional social link: an http(s) address or a plain handle. */
export function optionalSocialLink(label: string) {
  return optionalText(2048, label)
    .refine(
      (value) => value == null || isHttpUrl(value.trim()) || isSocialHandle(value.trim()),
      issue(
        'schema.labelMustBeAWebAddressOrAPlainHandle',
        '{label} must be a web address starting with http:// or https://, or a plain handle',
        { label },
      ),
    )
    .transform((value) => (value == null ? value : value.trim()));
}

export const profileFields = {
  display_name: optionalText(displayNameMax, 'Display name').transform((v) => (v == null ? v : v.trim())),
  biographical_info: optionalText(biographyMax, 'Biography'),
  show_email: z
    .boolean(issue('schema.field.showEmailMustBeTrueOrFalse', 'show_email must be true or false'))
    .optional(),
  website: optionalWebAddress('Website'),
  facebook_url: optionalSocialLink('Facebook'),
  twitter_handle: optionalSocialLink('Twitter/X'),
  instagram_username: optionalSocialLink('Instagram'),
  tiktok_username: optionalSocialLink('TikTok'),
  flickr_username: optionalSocialLink('Flickr'),
  bricklink_store_url: optionalWebAddress('BrickLink store'),
  rebrickable_profile_url: optionalWebAddress('Rebrickable profile'),
  lego_ideas_profile_url: optionalWebAddress('LEGO Ideas profile'),
};

export const updateProfileInput = z.object({ ...profileFields });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** The profile fields as the calls answer them: declared once, answered by the profile and the member. */
const storedProfile = {
  display_name: z.string().nullable(),
  show_email: z.boolean(),
  biographical_info: z.string().nullable(),
  website: z.string().nullable(),
  facebook_url: z.string().nullable(),
  twitter_handle: z.string().nullable(),
  instagram_username: z.string().nullable(),
  tiktok_username: z.string().nullable(),
  flickr_username: z.string().nullable(),
  bricklink_store_url: z.string().nullable(),
  rebrickable_profile_url: z.string().nullable(),
  lego_ideas_profile_url: z.string().nullable(),
};

export const profile = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ...storedProfile,
});
export type Profile = z.infer<typeof profile>;

// ---------------------------------------------------------------------------------------------
// The member as the calls answer it: the field names are the documented REST API's (organization_id,
// PermissionRoles, user_registered, …), unchanged for scripts
// ---------------------------------------------------------------------------------------------

export const member = z.object({
  id,
  organization_id: id,
  /** Null when the member hides it (show_email false) from a reader without `members.manage`. */
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  status: membershipStatus,
  /** The member's role: the first of `PermissionRoles` by id (there is exactly one). */
  role_id: id.nullable(),
  PermissionRoles: z.array(roleRef),
  /** The day they joined this organisation, `yyyy-mm-dd`. */
  user_registered: z.string(),
  /** ISO timestamp or null (shown 'Never'). */
  last_login: z.string().nullable(),
  /**
   * One member (`members.get`) read by someone who manages members: why the member form may not
   * change this email, or null when it may (decision 0036). Absent from lists.
   */
  email_locked: z.enum(emailChangeRefusals).nullable().optional(),
  ...storedProfile,
});
export type Member = z.infer<typeof member>;

/** A page of `members.list`; `total` counts every member matching the filter, on all pages. */
export const memberPage = z.object({
  members: z.array(member),
  total: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPage>;

export const createMemberResult = z.object({
  /** The new member; null when the address has an account, which is invited instead (`invitation`). */
  member: member.nullable(),
  /**
   * For an existing account: the invitation it was sent. It joins when its owner accepts; until
   * then the group sees only the address and names it typed.
   */
  invitation: z.object({ id, email: z.string(), status: z.literal('pending') }).nullable(),
  /**
   * The link that sets the new member's password, for the administrator to pass on. Only given for
   * an account nobody has set a password for and that belongs to no other organisation; otherwise
   * null and the link goes to the member's inbox only (an administrator must not be able to take
   * over an account that is used elsewhere).
   */
  passwordResetLink: z.string().nullable(),
  organization: z.object({ name: z.string(), contact_email: z.string() }),
  /**
   * What became of the welcome (or invitation) email: `queued`, on its way; `not_configured`, waiting
   * in the outbox because the installation has no email provider (docs/product/settings.md#email-delivery).
   */
  emailDelivery: emailDeliveryState,
});
export type CreateMemberResult = z.infer<typeof createMemberResult>;

export const passwordResetResult = z.object({
  passwordResetLink: z.string().nullable(),
  emailDelivery: emailDeliveryState,
});
export type PasswordResetResult = z.infer<typeof passwordResetResult>;

/** Most members one "Resend welcome" takes (a page of the members list at its largest). */
export const resendWelcomeMax = 200;

/** `members.resendWelcome`: queue a fresh welcome email for the chosen members who never signed in. */
export const resendWelcomeInput = z.object({
  organization_id: organizationId,
  user_ids: z
    .array(id, issue('schema.field.userIdsMustBeAList', 'user_ids must be a list of member ids'))
    .min(1, issue('schema.field.userIdsAtLeastOne', 'Choose at least one member'))
    .max(
      resendWelcomeMax,
      issue('schema.field.userIdsAtMost', 'Choose at most {resendWelcomeMax} members at once', { resendWelcomeMax }),
    ),
});
export type ResendWelcomeInput = z.infer<typeof resendWelcomeInput>;

/**
 * Why a chosen member got no welcome email: they signed in already (they use "Forgot password"),
 * are inactive, have no address the group holds, got a welcome in the last hour, hold permissions
 * the caller does not (decision 18), or are not a member of the group.
 */
export const welcomeSkipReasons = [
  'signed_in',
  'inactive',
  'no_address',
  'sent_recently',
  'beyond_rights',
  'not_member',
] as const;
export type WelcomeSkipReason = (typeof welcomeSkipReasons)[number];

export const resendWelcomeResult = z.object({
  /** Welcome emails queued (on their way, or waiting for a provider: `emailDelivery`). */
  queued: z.number().int(),
  /** The members not sent one, counted by why. */
  skipped: z.object(
    Object.fromEntries(welcomeSkipReasons.map((r) => [r, z.number().int()])) as Record<WelcomeSkipReason, z.ZodNumber>,
  ),
  emailDelivery: emailDeliveryState,
});
export type ResendWelcomeResult = z.infer<typeof resendWelcomeResult>;

// ---------------------------------------------------------------------------------------------
// CSV import and export
// ---------------------------------------------------------------------------------------------

/** A row the import screen read and mapped itself (a CSV or XLSX file, decision 0044). */
export const importRecord = z.object({
  /** The row's line (CSV) or row number (XLSX) in the file; the header is line 1. */
  line: z.number().int().min(2).max(1_000_000),
  values: z.object(
    Object.fromEntries(importColumns.map((column) => [column, z.string().max(1000).optional()])) as Record<
      ImportColumn,
      z.ZodOptional<z.ZodString>
    >,
  ),
});

export const importCsvInput = z
  .object({
    organization_id: organizationId,
    /** The file's text: comma, semicolon or tab between cells; the first row names the columns. */
    csv: z
      .string(issue('schema.field.csvTheFileContentsAreRequired', 'csv: the file contents are required'))
      .min(1, issue('schema.theCsvFileIsEmpty', 'The CSV file is empty'))
      .max(importMaxBytes, issue('schema.theCsvFileMustBeMbOrSmaller', 'The CSV file must be 1 MB or smaller'))
      .optional(),
    /** Or the rows already read and mapped to columns (the import screen sends these). */
    records: z
      .array(importRecord)
      .min(1, issue('schema.theCsvFileHasNoMemberRows', 'The CSV file has no member rows'))
      .max(importMaxRows, issue('schema.theFileHasMoreThanMaxRows', 'The file has more than {max} rows', { max: importMaxRows }))
      .optional(),
    /** Send the welcome email (with a set-password link) to each new member; default true. */
    send_welcome: z.boolean().optional(),
  })
  .refine(
    (input) => (input.csv === undefined) !== (input.records === undefined),
    issue('schema.field.csvOrRecords', 'csv: send the file as csv or its rows as records (one of them)'),
  );
export type ImportCsvInput = z.infer<typeof importCsvInput>;

export const importRowValues = z.object({
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  display_name: optionalText(displayNameMax, 'Display name'),
});

export const importRowResult = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
  /** create: a new account; invite: an existing account is invited; skip: already a member or repeated. */
  action: z.enum(['create', 'invite', 'skip', 'error']),
  messages: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importPreview = z.object({
  rows: z.array(importRowResult),
  counts: z.object({ create: z.number(), invite: z.number(), skip: z.number(), error: z.number() }),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  created: z.number().int(),
  invited: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  rows: z.array(importRowResult),
  /** Welcome and invitation emails the import queued, and whether they are on their way or waiting. */
  emails: z.number().int(),
  emailDelivery: emailDeliveryState,
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * Decides what happens to each parsed row: invalid rows are errors, rows for people already in the
 * organisation (or repeated in the file) are skipped, the rest create an account or invite one.
 */
export function planMemberImport(
  records: ReadonlyArray<{ line: number; values: Partial<Record<ImportColumn, string>> }>,
  known: ImportKnowledge,
): ImportPreview {
  const rows: ImportRowResult[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of records) {
    const raw = {
      email: record.values.email?.trim() ?? '',
      first_name: record.values.first_name?.trim() ?? '',
      last_name: record.values.last_name?.trim() ?? '',
      display_name: record.values.display_name?.trim() || null,
    };
    const parsed = importRowValues.safeParse(raw);
    if (!parsed.success) {
      rows.push({ line: record.line, ...raw, action: 'error', messages: parsed.error.issues.map((i) => i.message) });
      continue;
    }
    const values = { ...parsed.data, display_name: parsed.data.display_name ?? null };
    const key = values.email.toLowerCase();
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      rows.push({ line: record.line, ...values, action: 'skip', messages: [`Same email as line ${earlier}`] });
      continue;
    }
    firstLineOf.set(key, record.line);
    if (known.memberEmails.has(key)) {
      rows.push({ line: record.line, ...values, action: 'skip', messages: ['Already a member'] });
    } else if (known.invitedEmails.has(key)) {
      rows.push({
        line: record.line,
        ...values,
        action: 'skip',
        messages: ['Already invited: the invitation waits for an answer'],
      });
    } else if (known.accountEmails.has(key)) {
      rows.push({
        line: record.line,
        ...values,
        action: 'invite',
        messages: ['Has an account: will be invited to join'],
      });
    } else {
      rows.push({ line: record.line, ...values, action: 'create', messages: [] });
    }
  }
  const counts = { create: 0, invite: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return { rows, counts };
}
