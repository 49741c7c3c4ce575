export const productName = 'LUG Platform';

/** The document title of a page: "Features · LUG Platform". Use in a route's `head`. */
export function pageTitle(page?: string) {
  return page ? `${page} · ${productName}` : productName;
}

/** A route `head` that sets the document title: `head: () => titleHead('Features')`. */
export function titleHead(page?: string) {
  return { meta: [{ title: pageTitle(page) }] };
}
