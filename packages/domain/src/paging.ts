/**
 * Paged reads (docs/product/api.md#paging), without zod: screens import this. The schemas are
 * `pageLimit`/`pageOffset` in common.ts.
 */

/** The furthest row a page may start at: deeper than any real list, small enough to stay cheap to refuse. */
export const pageOffsetMax = 1_000_000;
