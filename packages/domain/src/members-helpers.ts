/**
 * Members without zod: statuses, the messages (docs/product/members.md#messages), profile links,
 * the CSV import columns and limits, and the list order. The screens import this module, so a page
 * showing members does not load zod (each page's JavaScript is budgeted: 120 KB gzip for the home
 * page, 250 KB for the others; scripts/check-bundle-budget.mjs); the schemas are in ./members,
 * which re-exports all of this.
 */
import { messages, withValues } from './words';
export const membershipStatuses = ['active', 'inactive'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** How a status is shown: anything but active reads 'Disabled'. */
export function membershipStatusLabel(status: string): string {
  return status === 'active' ? membershipStatusWords.active : membershipStatusWords.inactive;
}

const membershipStatusWords = /* @__PURE__ */ messages('membershipStatus', { active: 'Active', inactive: 'Disabled' });

export const memberMessages = /* @__PURE__ */ messages('member', {
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
  // What became of the email: on its way (a provider is configured) or waiting (none is); never
  // "sent" before it was (docs/product/settings.md#email-delivery).
  createdDescription: 'Welcome email is on its way.',
  createdWaiting: 'Welcome email is waiting: this installation cannot send email yet.',
  updated: 'Member updated successfully',
  notFound: 'Member not found',
  deleteConfirmTitle: 'Delete Member',
  resetSentTitle: 'Password Reset Email Queued',
  resetSent: withValues('A password reset link is on its way to {address}.', (address: string) => ({ address })),
  resetWaitingTitle: 'Password Reset Email Waiting',
  resetWaiting: withValues(
    'The email to {address} is waiting: this installation cannot send email yet.{linkShown, select, yes { Copy the link below and pass it on yourself.} other {}}',
    (address: string, linkShown: boolean) => ({ address, linkShown: linkShown ? 'yes' : 'no' }),
  ),
  resetFailed: 'Error Sending Password Reset',
  resetFallback: 'Unable to send password reset email',
  alreadyMember: 'This person is already a member of this organization',
  emailTaken: 'Another account already uses this email address',
  emailShared: "This member's account is also used in another organization, so only they can change its email address.",
  roleChangeNeedsRoles: "You don't have permission to change permission roles",
});

/** Toast durations (docs/product/platform-shell.md#toasts). */
export const toastDurations = { standard: 3000, long: 5000 } as const;

// ---------------------------------------------------------------------------------------------
// Profile fields (the member's own, edited on /platform/profile)
// ---------------------------------------------------------------------------------------------

export const biographyMax = 1000;
export const displayNameMax = 100;

/** An http(s) address with a host: the only links a profile renders. */
export function isHttpUrl(value: string): boolean {
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

export { memberDisplayName } from './member-name';

// ---------------------------------------------------------------------------------------------
// CSV import and export
// ---------------------------------------------------------------------------------------------

export const importColumns = ['email', 'first_name', 'last_name', 'display_name'] as const;
export type ImportColumn = (typeof importColumns)[number];
export const requiredImportColumns: readonly ImportColumn[] = ['email', 'first_name', 'last_name'];
export const importMaxRows = 2000;
export const importMaxBytes = 1024 * 1024;

// Which header is which column: member-import-headers.ts (the header rules as data).

export type ImportAction = 'create' | 'invite' | 'skip' | 'error';

export interface ImportKnowledge {
  /** Lower-cased emails that already have an account. */
  accountEmails: ReadonlySet<string>;
  /** Lower-cased emails of accounts that are already members of the organisation. */
  memberEmails: ReadonlySet<string>;
  /** Lower-cased emails of accounts the organisation invited and that have not answered yet. */
  invitedEmails: ReadonlySet<string>;
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
  // This year's registration and dues (docs/product/registration.md#dues-amounts) and the points.
  'dues_year',
  'registered',
  'dues',
  'amount_received',
  'currency',
  'paid_on',
  'points_this_year',
  'points_total',
] as const;

// ---------------------------------------------------------------------------------------------
// The members list: searched, sorted and paged by the server (docs/product/members.md#members-list)
// ---------------------------------------------------------------------------------------------

/**
 * Sort keys of `members.list`: last name then first name (the default), email (hidden
 * addresses last), last login (never signed in last).
 */
export const memberSortKeys = ['name', 'email', 'last_login'] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];
export const memberSortDirections = ['asc', 'desc'] as const;
export type MemberSortDirection = (typeof memberSortDirections)[number];

/** Members per page: the members index shows the default; scripts page through at most `max`. */
export const membersPageSize = { default: 50, max: 200 } as const;
/** Beyond any organisation's size; only keeps the number sane. */
export { pageOffsetMax as membersMaxOffset } from './paging';
/** The search text (`q`) of the members list: name, display name or visible email. */
export const memberSearchMax = 100;
