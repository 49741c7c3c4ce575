/**
 * Text limits of the forms, without zod: the screens import this module, so a form does not load
 * zod just to cap what is typed (issue 8's browser budget). `./common` re-exports `descriptionMax`
 * and `./optional-fields` the two functions.
 */

export const descriptionMax = 1000;

/** Cuts typed or pasted text to a limit: the forms ignore input beyond it (SPEC.md section 5). */
export function capLength(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** The `n/1000 characters` counter under every description. */
export function characterCount(value: string, max: number): string {
  return `${value.length}/${max} characters`;
}
