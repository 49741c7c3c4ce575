/**
 * Year pickers and page sizes the web app's route options (search validation, loaders) need. Free
 * of zod on purpose: route options are in the bundle every page loads (issue 8's browser budget).
 * `./participation` re-exports them.
 */

/** Year pickers of participation, registration and reports: the current year and four before. */
export function recentYears(currentYear: number): number[] {
  return [0, 1, 2, 3, 4].map((back) => currentYear - back);
}

export const historyPageSize = { default: 100, max: 500 } as const;
