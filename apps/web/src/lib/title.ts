import { t } from '@lingui/core/macro';

/** The product's name, "LUG Platform" (a message like every other word, decision 0027). */
export function productName() {
  return t`LUG Platform`;
}

/** The document title of a page: "Features · LUG Platform". Use in a route's `head`. */
export function pageTitle(page?: string) {
  const product = productName();
  return page ? t`${page} · ${product}` : product;
}

/** A route `head` that sets the document title: `head: () => titleHead('Features')`. */
export function titleHead(page?: string) {
  return { meta: [{ title: pageTitle(page) }] };
}
