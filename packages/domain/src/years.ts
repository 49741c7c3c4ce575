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

export const historyPageSize = { default: 100, max: 500 } as const;
