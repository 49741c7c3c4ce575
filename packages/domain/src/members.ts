/**
 * Members: schemas of the member calls, the member's own profile, the messages of SPEC.md
 * section 8, and the pure parts of CSV import and export.
 */
import { z } from 'zod';
import { email, id, optionalText, organizationId, requiredText } from './common';
import { roleRef } from './permission-roles';

export const membershipStatuses = ['active', 'inactive'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];
export const membershipStatus = z.enum(membershipStatuses, { error: 'Status must be active or inactive' });

/** How a status is shown: anything but active reads 'Disabled'. */
export function membershipStatusLabel(status: string): 'Active' | 'Disabled' {
  return status === 'active' ? 'Active' : 'Disabled';
}

export const memberMessages = {
  loadListFailed: 'Error loading members',
  loadListFallback: 'Unable to load members',
  loadRolesFailed: 'Error loading roles',
  deleteFailed: 'Error deleting member',
  deleteFallback: 'Unable to delete member',
  createFailed: 'Error creating member',
  createFallback: 'Unable to create member',
  loadFailed: 'Error loading member',
  loadFallback: 'Unable to load member',
  updateFailed: 'Error updating member',
  updateFallback: 'Unable to update member',
  deleted: 'Member deleted',
  created: 'Member created successfully',
  createdDescription: 'Welcome email has been sent.',
  updated: 'Member updated successfully',
  notFound: 'Member not found',
  deleteConfirmTitle: 'Delete Member',
  resetSentTitle: 'Password Reset Email Sent',
  resetSent: (address: string) => `A password reset link has been sent to ${address}`,
  resetFailed: 'Error Sending Password Reset',
  resetFallback: 'Unable to send password reset email',
  alreadyMember: 'This person is already a member of this organization',
  emailTaken: 'Another account already uses this email address',
  emailShared: "This member's account is also used in another organization, so only they can change its email address.",
  roleChangeNeedsRoles: "You don't have permission to change permission roles",
} as const;

/** Toast durations of SPEC.md section 9. */
export const toastDurations = { standard: 3000, long: 5000 } as const;

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

/** An empty select ('Select Role') sends '' or null: it means "leave the role as it is". */
const optionalRoleId = z.preprocess((value) => (value === '' || value === null ? undefined : value), id.optional());

export const updateMemberInput = z.object({
  id,
  organization_id: organizationId,
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  status: membershipStatus.optional(),
  role_id: optionalRoleId,
});
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;

export const memberRef = z.object({ organization_id: organizationId, id });

export const listMembersInput = z.object({
  organization_id: organizationId,
  role_id: optionalRoleId,
});

// ---------------------------------------------------------------------------------------------
// Profile fields (the member's own, edited on /platform/profile)
// ---------------------------------------------------------------------------------------------

export const biographyMax = 1000;
export const displayNameMax = 100;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A handle: letters, digits, dot, underscore, hyphen; an optional leading @. */
const handlePattern = /^@?[\p{L}\p{N}._-]{1,100}$/u;

export function isSocialHandle(value: string): boolean {
  return handlePattern.test(value);
}

/** An optional web address: empty means not set; otherwise http(s) only (never `javascript:`). */
export function optionalWebAddress(label: string) {
  return optionalText(2048, label)
    .refine(
      (value) => value == null || isHttpUrl(value.trim()),
      `${label} must be a web address starting with http:// or https://`,
    )
    .transform((value) => (value == null ? value : value.trim()));
}

/** An optional social link: an http(s) address or a plain handle. */
export function optionalSocialLink(label: string) {
  return optionalText(2048, label)
    .refine(
      (value) => value == null || isHttpUrl(value.trim()) || isSocialHandle(value.trim()),
      `${label} must be a web address starting with http:// or https://, or a plain handle`,
    )
    .transform((value) => (value == null ? value : value.trim()));
}

export const profileFields = {
  display_name: optionalText(displayNameMax, 'Display name').transform((v) => (v == null ? v : v.trim())),
  biographical_info: optionalText(biographyMax, 'Biography'),
  show_email: z.boolean({ error: 'show_email must be true or false' }).optional(),
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

export const profile = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
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
});
export type Profile = z.infer<typeof profile>;

export const socialLinkFields = [
  'facebook_url',
  'twitter_handle',
  'instagram_username',
  'tiktok_username',
  'flickr_username',
] as const;
export type SocialLinkField = (typeof socialLinkFields)[number];

const socialBases: Record<SocialLinkField, (handle: string) => string> = {
  facebook_url: (h) => `https://www.facebook.com/${h}`,
  twitter_handle: (h) => `https://x.com/${h}`,
  instagram_username: (h) => `https://www.instagram.com/${h}/`,
  tiktok_username: (h) => `https://www.tiktok.com/@${h}`,
  flickr_username: (h) => `https://www.flickr.com/photos/${h}/`,
};

/** The link to render for a stored social value (a URL or a handle); null if it is neither. */
export function socialLinkHref(field: SocialLinkField, value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (isHttpUrl(trimmed)) return trimmed;
  if (!isSocialHandle(trimmed)) return null;
  return socialBases[field](encodeURIComponent(trimmed.replace(/^@/, '')));
}

/** A stored web address, rendered only when it is http(s). */
export function webAddressHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isHttpUrl(trimmed) ? trimmed : null;
}

// ---------------------------------------------------------------------------------------------
// The member as the calls answer it (SPEC.md section 3)
// ---------------------------------------------------------------------------------------------

export const member = z.object({
  id,
  organization_id: id,
  /** Null when the member hides it (show_email false) from a reader without `members.manage`. */
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
  status: membershipStatus,
  /** The member's role: the first of `PermissionRoles` by id (there is exactly one). */
  role_id: id.nullable(),
  PermissionRoles: z.array(roleRef),
  /** The day they joined this organisation, `yyyy-mm-dd`. */
  user_registered: z.string(),
  /** ISO timestamp or null (shown 'Never'). */
  last_login: z.string().nullable(),
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
});
export type Member = z.infer<typeof member>;

export const createMemberResult = z.object({
  member,
  /**
   * The link that sets the new member's password, for the administrator to pass on. Only given for
   * an account nobody has set a password for and that belongs to no other organisation; otherwise
   * null and the link goes to the member's inbox only (an administrator must not be able to take
   * over an account that is used elsewhere).
   */
  passwordResetLink: z.string().nullable(),
  organization: z.object({ name: z.string(), contact_email: z.string() }),
  /** True when the email already had an account, which was added to this organisation. */
  existing_account: z.boolean(),
});
export type CreateMemberResult = z.infer<typeof createMemberResult>;

export const passwordResetResult = z.object({ passwordResetLink: z.string().nullable() });

/** The name a member is shown by: display name, else first plus last name. */
export function memberDisplayName(m: { display_name: string | null; first_name: string; last_name: string }): string {
  return m.display_name?.trim() || `${m.first_name} ${m.last_name}`.trim();
}

// ---------------------------------------------------------------------------------------------
// CSV import and export
// ---------------------------------------------------------------------------------------------

export const importColumns = ['email', 'first_name', 'last_name', 'display_name'] as const;
export type ImportColumn = (typeof importColumns)[number];
export const requiredImportColumns: readonly ImportColumn[] = ['email', 'first_name', 'last_name'];
export const importMaxRows = 2000;
export const importMaxBytes = 1024 * 1024;

const headerAliases: Record<string, ImportColumn> = {
  email: 'email',
  e_mail: 'email',
  email_address: 'email',
  first_name: 'first_name',
  firstname: 'first_name',
  given_name: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  surname: 'last_name',
  family_name: 'last_name',
  display_name: 'display_name',
  displayname: 'display_name',
  nickname: 'display_name',
};

/** 'First Name', 'first-name' and 'FIRST_NAME' all name `first_name`; unknown headers give null. */
export function importColumnFor(header: string): ImportColumn | null {
  const key = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return headerAliases[key] ?? null;
}

export const importCsvInput = z.object({
  organization_id: organizationId,
  csv: z
    .string({ error: 'csv: the file contents are required' })
    .min(1, 'The CSV file is empty')
    .max(importMaxBytes, 'The CSV file must be 1 MB or smaller'),
  /** Send the welcome email (with a set-password link) to each new member; default true. */
  send_welcome: z.boolean().optional(),
});
export type ImportCsvInput = z.infer<typeof importCsvInput>;

export const importRowValues = z.object({
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  display_name: optionalText(displayNameMax, 'Display name'),
});

export type ImportAction = 'create' | 'add' | 'skip' | 'error';

export const importRowResult = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
  /** create: a new account; add: an existing account joins; skip: already a member or repeated. */
  action: z.enum(['create', 'add', 'skip', 'error']),
  messages: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importPreview = z.object({
  rows: z.array(importRowResult),
  counts: z.object({ create: z.number(), add: z.number(), skip: z.number(), error: z.number() }),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  created: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  rows: z.array(importRowResult),
});
export type ImportResult = z.infer<typeof importResult>;

export interface ImportKnowledge {
  /** Lower-cased emails that already have an account. */
  accountEmails: ReadonlySet<string>;
  /** Lower-cased emails of accounts that are already members of the organisation. */
  memberEmails: ReadonlySet<string>;
}

/**
 * Decides what happens to each parsed row: invalid rows are errors, rows for people already in the
 * organisation (or repeated in the file) are skipped, the rest create an account or add one.
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
    } else if (known.accountEmails.has(key)) {
      rows.push({
        line: record.line,
        ...values,
        action: 'add',
        messages: ['Has an account: will be added to the organization'],
      });
    } else {
      rows.push({ line: record.line, ...values, action: 'create', messages: [] });
    }
  }
  const counts = { create: 0, add: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return { rows, counts };
}

export const exportColumns = [
  'first_name',
  'last_name',
  'display_name',
  'email',
  'status',
  'permission_role',
  'member_since',
  'last_login',
] as const;

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function spreadsheetSafeCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const listOrganizationMembersSort = ['name', 'email', 'last_login'] as const;
export type MemberSortKey = (typeof listOrganizationMembersSort)[number];

/** The members index order: by last name (then first name), email, or last login (never last). */
export function compareMembers(key: MemberSortKey, direction: 'ascending' | 'descending') {
  const sign = direction === 'ascending' ? 1 : -1;
  const text = (a: string | null, b: string | null) =>
    (a ?? '').localeCompare(b ?? '', undefined, { sensitivity: 'base' });
  return (a: Member, b: Member): number => {
    let result: number;
    if (key === 'name') result = text(a.last_name, b.last_name) || text(a.first_name, b.first_name);
    else if (key === 'email') result = text(a.email, b.email);
    else {
      if (a.last_login === b.last_login) result = 0;
      else if (a.last_login === null) return 1;
      else if (b.last_login === null) return -1;
      else result = a.last_login < b.last_login ? -1 : 1;
    }
    return result * sign || a.id - b.id;
  };
}
