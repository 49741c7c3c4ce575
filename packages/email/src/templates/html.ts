/**
 * Safe HTML building for email templates: the `markup` tag escapes every interpolated value unless
 * it is already `SafeHtml` (the result of another `markup` call), so a template cannot forget to
 * escape. (The tag is not called `html` so that code formatters leave the email markup alone.)
 */

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** A fragment of markup that has already been escaped (or written by us). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type MarkupValue = SafeHtml | string | number | null | undefined | false | readonly MarkupValue[];

function renderValue(value: MarkupValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `markup\`<p>${name}</p>\`` escapes `name`; nested fragments pass through. */
export function markup(strings: TemplateStringsArray, ...values: readonly MarkupValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += renderValue(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Only http(s) addresses become links; anything else (`javascript:`, `data:`) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link the server built itself (reset links): a non-http(s) URL is a programming error. */
export function requireHttpUrl(value: string, label: string): string {
  if (!isHttpUrl(value)) throw new TypeError(`${label} must be an http(s) URL`);
  return value;
}

/** Collapses line breaks and runs of whitespace: for subjects and one-line values in plain text. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Multi-line user text: escaped, line breaks kept as `<br>`. */
export function multilineHtml(value: string): SafeHtml {
  const lines = value.replace(/\r\n?/g, '\n').split('\n');
  return markup`${lines.map((line, index) => (index === 0 ? markup`${line}` : markup`<br>${line}`))}`;
}
