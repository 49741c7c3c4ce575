/**
 * Text limits of the forms, without zod: the screens import this module, so a form does not load
 * zod just to cap what is typed (each page's JavaScript is budgeted: 120 KB gzip for the home page,
 * 250 KB for the others; scripts/check-bundle-budget.mjs). `./common` re-exports `descriptionMax`
 * and `./optional-fields` the two functions.
 */

export const descriptionMax = 1000;

/**
 * Cuts typed or pasted text to a limit: the forms ignore typing beyond it; the API refuses it (400,
 * field named).
 */
export function capLength(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/**
 * The message of a text over its limit, e.g. "Name must be 50 characters or less": the shared
 * schemas (`requiredText`) give it. The web forms say the same words while the user types, as a
 * Lingui message of their own (`tooLongProblem`, apps/web components/catalogue/words.ts).
 */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be ${max} characters or less`;
}

/** The `n/1000 characters` counter under every description. */
export function characterCount(value: string, max: number): string {
  return `${value.length}/${max} characters`;
}
