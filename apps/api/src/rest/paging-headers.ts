/**
 * Paging of a REST list that answers a plain JSON array: the number of matching rows in
 * `X-Total-Count` and the neighbouring pages in an RFC 8288 `Link` header (`first`, `prev`,
 * `next`, `last`), built from the request's own URL so every filter stays as sent.
 */
interface Page {
  total: number;
  /** The page's rows (their count tells how far this page reached). */
  rows: readonly unknown[];
}

/** Called after the request succeeded, so `limit` and `offset`, when sent, were valid. */
export function pagingHeaders(url: URL, page: Page, defaultLimit: number): Record<string, string> {
  const size = Number(url.searchParams.get('limit') ?? defaultLimit);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const at = (start: number) => {
    const link = new URL(url);
    link.searchParams.set('offset', String(start));
    link.searchParams.set('limit', String(size));
    return `${link.pathname}${link.search}`;
  };
  const links: string[] = [`<${at(0)}>; rel="first"`];
  if (offset > 0) links.push(`<${at(Math.max(0, offset - size))}>; rel="prev"`);
  if (offset + page.rows.length < page.total) links.push(`<${at(offset + size)}>; rel="next"`);
  links.push(`<${at(Math.max(0, Math.floor((page.total - 1) / size) * size))}>; rel="last"`);
  return { 'x-total-count': String(page.total), link: links.join(', ') };
}

/** The same headers as the OpenAPI document describes them. */
export const pagingHeaderDocs = {
  'X-Total-Count': { description: 'How many rows match the filters, on every page', schema: { type: 'integer' } },
  Link: { description: 'RFC 8288 links to the first, previous, next and last pages (`rel="next"` is absent on the last)', schema: { type: 'string' } },
};
