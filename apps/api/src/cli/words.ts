/**
 * What the `lug` command says (decision 0033): its help, prompts, tables and refusals are messages
 * of the server's Lingui catalog (`cli.*`), said in the server's language. Column keys of `--csv`
 * and option names are not words: scripts read them.
 */
import { messages, withValues } from '@lug/domain/words';

export const cliWords = messages('cli', {
  // lug (cli.ts)
  programDescription: 'LUG Platform administration',
  orgDescription: 'Organizations',
  orgCreateDescription: 'Create an organization and its first administrator; prints the new organization id',
  orgNameOption: 'organization name',
  adminEmailOption: "administrator's email (an existing account is reused)",
  adminPasswordOption: "administrator's password (new accounts only)",
  adminFirstOption: "administrator's first name",
  adminLastOption: "administrator's last name",
  contactEmailOption: 'contact email (default: the admin email)',
  demoDescription: 'Create a demo organization filled with realistic data and print its admin credentials',
  demoCreated: withValues(
    'Demo organization "{name}" (id {id})\nAdmin email:    {email}\nAdmin password: {password}',
    (name: string, id: number, email: string, password: string) => ({ name, id: String(id), email, password }),
  ),
  backupDescription: 'Write a backup of the embedded database into DATA_DIR/backups and print its path',
  backupPgliteOnly: 'lug backup is for the embedded database; use pg_dump for PostgreSQL.',
  // Signing in and out
  notSignedInRunLogin: 'Not signed in. Run `lug login` first (or set LUG_TOKEN).',
  notSignedIn: 'Not signed in.',
  badUrl: withValues('--url must be an http(s) address, e.g. {example}', (example: string) => ({ example })),
  unreachable: withValues(
    'Cannot reach the LUG server{url, select, none {} other { at {url}}}{cause, select, none {} other { ({cause})}}',
    (url: string | undefined, cause: string | undefined) => ({ url: url ?? 'none', cause: cause ?? 'none' }),
  ),
  unreachableBecause: withValues(
    'Cannot reach the LUG server{url, select, none {} other { at {url}}}{cause, select, none {} other { ({cause})}}: {message}',
    (url: string | undefined, cause: string | undefined, message: string) => ({
      url: url ?? 'none',
      cause: cause ?? 'none',
      message,
    }),
  ),
  serverAnswered: withValues('The server answered {status}', (status: number) => ({ status: String(status) })),
  signInAgain: withValues(
    '{message}. Your sign-in is missing, expired or revoked: run `lug login`.',
    (message: string) => ({
      message,
    }),
  ),
  loginDescription: 'Sign in to a LUG Platform server and keep an API token for the other commands',
  urlOption: 'the server',
  emailOption: 'your email (asked when left out)',
  tokenOption: 'store an existing API token (lug_pat_…) instead of signing in with a password',
  loginHelp:
    'The token is kept in $XDG_CONFIG_HOME/lug/config.json (or ~/.config/lug/config.json), readable by you only.\nLUG_URL and LUG_TOKEN override it.',
  signedInWithToken: withValues(
    'Signed in to {url} as {email} with the given token (stored in {path}).',
    (url: string, email: string, path: string) => ({ url, email, path }),
  ),
  emailPrompt: 'Email: ',
  passwordPrompt: 'Password: ',
  passwordRequired: 'A password is required',
  twoFactorPrompt: 'Two-factor code (or a recovery code): ',
  twoFactorRequired: 'A two-factor code is required',
  tokenName: withValues('lug CLI on {host}', (host: string) => ({ host })),
  signedIn: withValues(
    'Signed in to {url} as {email}. An API token "{token}" is stored in {path}.',
    (url: string, email: string, token: string, path: string) => ({ url, email, token, path }),
  ),
  logoutDescription: 'Revoke the stored API token and forget the sign-in',
  couldNotRevoke: withValues('could not revoke the token: {message}', (message: string) => ({ message })),
  signedOut: withValues('Signed out of {url}.', (url: string) => ({ url })),
  whoamiDescription: 'Show who you are signed in as and your organizations (with their ids)',
  // Options every command shares
  orgOption: 'organization id (see `lug whoami`)',
  yearOption: 'year, e.g. 2026',
  csvOption: 'CSV instead of a table',
  // Members
  membersDescription: "An organization's members",
  membersListDescription: 'Every member (or those matching --search / --role), by last name',
  searchOption: 'only names, display names or visible emails containing the text',
  roleOption: 'only members holding this permission role (ids: GET /api/permission-roles)',
  hiddenEmail: '(hidden)',
  noRole: 'No role',
  neverSignedIn: 'Never',
  memberCount: withValues('{count, plural, one {# member} other {# members}}.', (count: number) => ({ count })),
  membersExportDescription: 'Write the members as CSV to standard output: lug members export --org 1 > members.csv',
  membersImportDescription: 'Add the members of a CSV file (email, first_name, last_name, display_name)',
  fileArgument: 'the CSV file',
  dryRunOption: 'only show what would happen',
  noWelcomeOption: 'do not email new members a welcome with a set-password link',
  cannotRead: withValues('Cannot read {file}: {message}', (file: string, message: string) => ({ file, message })),
  importSummary: withValues(
    '{dryRun, select, yes {Would create} other {Created}} {created}, {dryRun, select, yes {would add} other {added}} {added}, skipped {skipped}, failed {failed}.',
    (dryRun: boolean, created: number, added: number, skipped: number, failed: number) => ({
      dryRun: dryRun ? 'yes' : 'no',
      created: String(created),
      added: String(added),
      skipped: String(skipped),
      failed: String(failed),
    }),
  ),
  importFailed: withValues('{count, plural, one {# row} other {# rows}} could not be imported', (count: number) => ({
    count,
  })),
  // Reports and activities
  reportDescription: 'Reports',
  memberStatsDescription: "Each member's activities and points in a year",
  activitiesDescription: "An organization's activities",
  activitiesListDescription: 'The activities of a year',
  yes: 'yes',
  // Column headings of the tables
  columnId: 'ID',
  columnOrganization: 'Organization',
  columnName: 'Name',
  columnEmail: 'Email',
  columnRole: 'Role',
  columnStatus: 'Status',
  columnLastLogin: 'Last login (UTC)',
  columnLine: 'Line',
  columnWould: 'Would',
  columnDone: 'Done',
  columnNotes: 'Notes',
  columnMember: 'Member',
  columnActivities: 'Activities',
  columnPoints: 'Points',
  columnStart: 'Start',
  columnEnd: 'End',
  columnTime: 'Time',
  columnTitle: 'Title',
  columnCategory: 'Category',
  columnLocation: 'Location',
  columnPrivate: 'Private',
});
