/**
 * Numbers as people type or paste them (docs/product/locale.md#numbers): `1240`, `1 240`, `1’240`,
 * `1'240`, `1.240`, `1,240`, `1.240,50`, `1,240.50`, `12,50`, `12.50`. One rule for every group,
 * so no setting decides it and nothing is guessed silently:
 * - spaces (also no-break and thin ones) and apostrophes (`'`, `’`) group thousands;
 * - with both `.` and `,`, the last one is the decimal mark and the other groups thousands;
 * - with one of them once: followed by exactly three digits, in a whole number (visitors) it groups
 *   thousands (`1.240` is 1240, never 1.24); in an amount (`1.240` CHF: 1240 or 1.24?) it is
 *   refused as ambiguous (write `1240`, `1’240` or `1.240,00`); otherwise it is the decimal mark
 *   (`12,50`, `12.5`);
 * - thousands groups have three digits; anything else (`1.2.3`, `12’34`, `1,5 people` for a
 *   whole number, letters, more decimals than allowed) is refused with a reason, never read as 0.
 * Pure and free of zod: the web app parses inputs with it.
 */

export type NumberRefusal = 'empty' | 'notANumber' | 'notWhole' | 'tooManyDecimals' | 'tooLarge' | 'ambiguous';

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: NumberRefusal };

const groupMarks = /[\s\u00a0\u202f\u2009'’\u02bc]/g;

/**
 * `text` as an integer count of `10^-decimals` units: `parseScaled('12,50', 2)` is 1250,
 * `parseScaled('1’240', 0)` is 1240. Negative numbers are refused (nothing typed here is negative).
 */
export function parseScaled(text: string, decimals: number): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  // Thousands groups written with spaces or apostrophes must have three digits each.
  if (/\d[\s\u00a0\u202f\u2009'’\u02bc]+(?!\d{3}(?!\d))/.test(trimmed)) return { ok: false, reason: 'notANumber' };
  const bare = trimmed.replace(groupMarks, '');
  if (!/^[\d.,]+$/.test(bare) || !/^\d/.test(bare)) return { ok: false, reason: 'notANumber' };
  const dots = bare.split('.').length - 1;
  const commas = bare.split(',').length - 1;
  let decimalMark: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) decimalMark = bare.lastIndexOf('.') > bare.lastIndexOf(',') ? '.' : ',';
  else if (dots === 1 || commas === 1) {
    const mark = dots === 1 ? '.' : ',';
    const after = bare.slice(bare.indexOf(mark) + 1);
    // Three digits after the one mark: thousands in a whole number; in an amount with decimals,
    // `1.240` could be either, so it is refused rather than guessed.
    if (after.length === 3 && decimals > 0) return { ok: false, reason: 'ambiguous' };
    decimalMark = after.length === 3 ? null : mark;
  }
  const groupMark = decimalMark === '.' ? ',' : decimalMark === ',' ? '.' : dots > 0 ? '.' : ',';
  const [whole = '', fraction = '', ...rest] = decimalMark === null ? [bare] : bare.split(decimalMark);
  if (rest.length > 0) return { ok: false, reason: 'notANumber' };
  // Groups of three after a first group of one to three digits, not `0` (`0.500` is no thousand).
  if (whole.includes(groupMark) && !new RegExp(`^[1-9]\\d{0,2}(\\${groupMark}\\d{3})+$`).test(whole)) {
    return { ok: false, reason: 'notANumber' };
  }
  const digits = whole.split(groupMark).join('');
  if (!/^\d+$/.test(digits) || (decimalMark !== null && !/^\d+$/.test(fraction))) return { ok: false, reason: 'notANumber' };
  if (fraction.length > decimals) return { ok: false, reason: decimals === 0 ? 'notWhole' : 'tooManyDecimals' };
  const value = Number(digits) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, reason: 'tooLarge' };
}

/** A whole number (visitors, counts): `1’240`, `1.240`, `1,240` and `1 240` are 1240; `1,5` is refused. */
export function parseWholeNumber(text: string): ParsedNumber {
  return parseScaled(text, 0);
}
