/**
 * Text for the API's PDFs (the MOC cards and the post-show reports, decisions 0030 and 0032).
 * Both draw with one embedded font (DejaVu Sans: Latin, Greek, Cyrillic and more); this is the one
 * rule for what reaches it, given what the font can draw (`canDraw`, one code point):
 *
 * - every character the font has a glyph for is kept as it is (after NFC, so a decomposed "é" is
 *   one letter): "Zoë Łukasz", "Ωμέγα", "Кирилл";
 * - a character it lacks but whose base letter it has keeps the letter (compatibility forms too:
 *   full-width "Ａ" → "A");
 * - anything else (CJK, emoji) becomes one visible `?` per character as the reader sees it
 *   (a grapheme: "👍🏽" is one `?`), so the reader knows something is missing;
 * - control characters are dropped (tabs become spaces); line breaks stay unless `oneLine`,
 *   which folds every run of white space to one space.
 */
export const pdfTextSubstitute = '?';

export interface PdfTextOptions {
  /** Fold every run of white space (line breaks too) into one space: titles and names. */
  oneLine?: boolean;
}

const segmenter = /* @__PURE__ */ new Intl.Segmenter('en', { granularity: 'grapheme' });
const controls = /[\p{Cc}\p{Cs}]/gu;

function allDrawable(text: string, canDraw: (codePoint: number) => boolean): boolean {
  for (const char of text) if (!canDraw(char.codePointAt(0)!)) return false;
  return true;
}

export function pdfText(text: string, canDraw: (codePoint: number) => boolean, options: PdfTextOptions = {}): string {
  const normal = text.normalize('NFC').replace(/\r\n?/g, '\n');
  const spaced = options.oneLine ? normal.replace(/\s+/g, ' ') : normal.replace(/\t/g, ' ');
  let out = '';
  for (const { segment } of segmenter.segment(spaced)) {
    if (segment === '\n') {
      out += segment;
      continue;
    }
    const visible = segment.replace(controls, '');
    if (visible === '') continue;
    if (allDrawable(visible, canDraw)) {
      out += visible;
      continue;
    }
    const base = visible
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(controls, '');
    out += base !== '' && allDrawable(base, canDraw) ? base : pdfTextSubstitute;
  }
  return out;
}
