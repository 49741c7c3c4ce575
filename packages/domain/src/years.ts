/**
 * Year pickers and page sizes the web app's route options (search validation, loaders) need. Free
 * of zod on purpose: route options are in the bundle every page loads, the public home page
 * included, whose JavaScript may be at most 120 KB gzip (scripts/check-bundle-budget.mjs).
 * `./participation` re-exports them.
 */

/** Year pickers of participation, registration and reports: the current year and four before. */
export function recentYears(currentYear: number): number[] {
  return [0, 1, 2, 3, 4].map((back) => currentYear - back);
}

/**
 * The month from which the coming year's registration and dues can be recorded: renewals start in
 * the last quarter, and renewal reminders sent then are about the coming year (decision 23).
 */
export const comingYearOpensInMonth = 10;

/**
 * Years of the Registration & Dues Manager: the current year and four before, and from October
 * (`month` 1-12) the coming year first.
 */
export function registrationYears(currentYear: number, month: number): number[] {
  return month >= comingYearOpensInMonth ? [currentYear + 1, ...recentYears(currentYear)] : recentYears(currentYear);
}

export const historyPageSize = { default: 100, max: 500 } as const;
