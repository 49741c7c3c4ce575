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
  noDuesAmount: withValues('No dues amount is set for {year}', (year: number) => ({ year: String(year) })),
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
  csvUnreadable: withValues('The CSV file could not be read: {reason}', (reason: string) => ({ reason })),
  csvEmpty: 'The CSV file is empty',
  csvNoRows: 'The CSV file has no member rows',
  csvTooManyRows: withValues('The CSV file has more than {max} rows', (max: number) => ({ max: String(max) })),
  notACursor: 'Not a cursor this API gave out',
  ownReportOnly: 'You can only see your own report',
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
});
