/**
 * A LIKE / ILIKE pattern matching `text` anywhere, the text taken literally: `%`, `_` and the
 * escape character `\` in it are escaped (PostgreSQL's default escape is `\`).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
