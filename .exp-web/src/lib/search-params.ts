/**
 * Tiny readers for URL search params, for a route's `validateSearch`. Route options other than the
 * components are in the entry bundle (the router needs them to match), so a zod schema there puts
 * zod into the JS of every page, the public home page included. These keep it out:
 *
 *   validateSearch: (search) => ({ year: searchInt(search.year), q: searchString(search.q) })
 */

/** A non-empty string, else undefined. */
export function searchString(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A safe integer (the router may hand back numbers or numeric strings), else undefined. */
export function searchInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/** One of `options`, else undefined. */
export function searchEnum<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}
