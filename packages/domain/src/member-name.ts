/**
 * How a member is named on screen, on its own: the screens that only name members (reports,
 * registration, pickers) then do not load the rest of ./members-helpers (each page's JavaScript is
 * budgeted: 120 KB gzip for the home page, 250 KB for the others; scripts/check-bundle-budget.mjs).
 * `./members-helpers` and `./members` re-export it.
 */

/** The name a member is shown by: display name, else first plus last name. */
export function memberDisplayName(m: { display_name: string | null; first_name: string; last_name: string }): string {
  return m.display_name?.trim() || `${m.first_name} ${m.last_name}`.trim();
}
