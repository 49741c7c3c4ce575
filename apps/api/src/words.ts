/**
 * The API's own refusals (decision 0033): the ones no rule of @lug/domain words, as messages of
 * the server's catalog (`api.*`). A refusal keeps its code; its message is said in the server's
 * language, English for now, word for word as the spec writes it.
 */
import { messages, withValues } from '@lug/domain/words';

export const apiMessages = messages('api', {
  organizationNotFound: 'Organization not found',
  profileNotFound: 'Profile not found',
  currentPasswordIncorrect: 'Current password is incorrect',
  accountExists: 'An account with this email already exists',
  accountUnconfirmed:
    'An account with this email was made but nobody has confirmed the address yet. To make it yours, ask for a link with “Forgot password”: it goes to the address, and using it sets your password.',
  noDuesAmount: withValues('No dues amount is set for {year}', (year: number) => ({ year: String(year) })),
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
  csvUnreadable: withValues('The CSV file could not be read: {reason}', (reason: string) => ({ reason })),
  csvEmpty: 'The CSV file is empty',
  csvNoRows: 'The CSV file has no member rows',
  csvMissingColumns: withValues(
    'The CSV file needs a header row with the columns {required} (and optionally display_name); missing: {missing}. The headers found: {found}',
    (required: string, missing: string, found: string) => ({ required, missing, found: found || '—' }),
  ),
  csvTooManyRows: withValues('The CSV file has more than {max} rows', (max: number) => ({ max: String(max) })),
  notACursor: 'Not a cursor this API gave out',
  ownReportOnly: 'You can only see your own report',
  ownPointsOnly: 'You can only see your own points awards',
  othersParticipation: "You don't have permission to see other members' participation",
  rolesOfThisOrganization: 'Every role must be an active participation role of this organization',
  roleHeldThatDay: 'This member already holds this role for that day',
  invalidInput: 'Invalid input',
  databaseUnavailable: 'The database is not reachable right now. Please try again in a moment.',
  alreadyExists: 'This already exists',
  refersToNothing: 'This refers to something that does not exist',
  malformedValue: 'A value is out of range or malformed',
  notActiveMembers: withValues('Not an active member of this organization: {ids}', (ids: string) => ({ ids })),
  organizationRequired: 'Organization is required',
  signInRequired: 'Please sign in to continue',
  somethingWentWrong: 'Something went wrong',
  tokenReadOnly: 'This API token is read-only',
  passwordResetQueued: 'If an account exists for this email, a password reset link is on its way.',
  passwordResetNoEmail: 'This installation cannot send email right now: ask an administrator to reset your password.',
});

/** The HTTP server's and the REST adapter's own answers (`api.http.*`): no route or service says them. */
export const httpMessages = messages('api.http', {
  notFound: 'Not found',
  jsonBodyRequired: 'Send the request body as JSON, with Content-Type: application/json',
  bodyNotJson: 'The request body is not valid JSON',
  bodyNotObject: 'The request body must be a JSON object',
  methodNotAllowed: withValues('{method} is not allowed here; use {allowed}', (method: string, allowed: string) => ({
    method,
    allowed,
  })),
  noSuchPath: withValues('No such API path: {method} {path}', (method: string, path: string) => ({ method, path })),
  bodyTooLarge: 'The request body is too large (2 MB at most)',
  crossSiteRefused: 'Cross-site request refused',
  webAppNotBuilt: 'The web app is not built yet: run `npm run build` (or `npm start`, which builds it).',
  sentTwice: withValues('sent {count} times in the query string: send it once', (count: number) => ({
    count: String(count),
  })),
  inQueryAndBody: 'sent in both the query string and the body: send it once',
  pathNamesItInQuery: 'the path names it already: leave it out of the query string',
  pathNamesItInBody: 'the path names it already: leave it out of the body',
});
