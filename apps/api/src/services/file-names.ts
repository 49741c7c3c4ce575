/**
 * File names of the downloads the server makes (registration exports, show reports): a name
 * transliterated by a well-kept library (`@sindresorhus/slugify`: "Zürich" -> "zuerich", "Łódź" ->
 * "lodz", Greek and Cyrillic to Latin), lower case, words joined by hyphens, at most 60
 * characters. A name with nothing to transliterate (CJK, emoji, punctuation) gives `fallback`.
 */
import slugify from '@sindresorhus/slugify';

export function fileSlug(name: string, fallback: string): string {
  return slugify(name, { decamelize: false }).slice(0, 60).replace(/-+$/, '') || fallback;
}
