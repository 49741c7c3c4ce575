/**
 * How a template says its words (decision 0033): each sentence is a message of `@lug/domain/words`
 * with an `email.*` id, said in the server's active language. `sayHtml` says one inside markup: the
 * words and the text values are escaped, markup values (`SafeHtml`, e.g. a `<strong>` or a link)
 * pass through, so a translation can move them but never inject markup.
 */
import { say, words, type Words } from '@lug/domain/words';
import { escapeHtml, SafeHtml } from './html';

export { say, words, type Words };

/** The values of a sentence said in HTML: text (escaped), a count, or markup of ours. */
export type HtmlValues = Readonly<Record<string, string | number | SafeHtml>>;

// A character no message, value or escaping contains marks where a value goes.
const token = '\u0000';
const tokens = new RegExp(`${token}(\\d+)${token}`, 'g');

/** Said in HTML: see the module's comment. */
export function sayHtml(message: Words, values: HtmlValues = {}): SafeHtml {
  const placeholders: Record<string, string | number> = {};
  const fragments: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' || (typeof value === 'string' && /^[\w-]*$/.test(value))) {
      // A count (a plural) or a word such as a select key: escaping would not change it.
      placeholders[name] = value;
    } else {
      // A token no message or escaping can contain, replaced by the escaped value afterwards.
      placeholders[name] = `${token}${fragments.length}${token}`;
      fragments.push(value instanceof SafeHtml ? value.value : escapeHtml(value));
    }
  }
  const escaped = escapeHtml(say(message, placeholders));
  return new SafeHtml(escaped.replace(tokens, (_, index: string) => fragments[Number(index)] ?? ''));
}

/** The words every email shares. */
export const common = {
  greeting: words('email.greeting', 'Hi {name},'),
  signature: words('email.signature', 'Sent by {product}.'),
  buttonFallback: words('email.buttonFallback', 'If the button does not work, copy this address into your browser:'),
  when: words('email.when', 'When'),
  where: words('email.where', 'Where'),
  whenLine: words('email.whenLine', 'When: {when}'),
  whereLine: words('email.whereLine', 'Where: {where}'),
  seeActivity: words('email.seeActivity', 'See the activity'),
} as const;

/** "When: …" and, if there is a place, "Where: …" on the next line (plain text). */
export function whenWhereText(when: string, where: string | null): string {
  const whenLine = say(common.whenLine, { when });
  return where ? `${whenLine}\n${say(common.whereLine, { where })}` : whenLine;
}

/** The same as rows of a details table. */
export function whenWhereRows(when: string, where: string | null): ReadonlyArray<readonly [string, string]> {
  return [[say(common.when), when], ...(where ? ([[say(common.where), where]] as const) : [])];
}
