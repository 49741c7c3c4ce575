/**
 * Sign-in without zod: the password lengths. The profile screen imports this module, so it does
 * not load zod (issue 8's browser budget); the schemas are in ./auth, which re-exports it.
 */

export const passwordMinLength = 8;
export const passwordMaxLength = 256;
