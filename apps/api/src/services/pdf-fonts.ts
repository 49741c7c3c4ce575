/**
 * The one font of the API's PDFs (the MOC cards and the post-show reports, decisions 0030 and
 * 0032): DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf` package (Bitstream Vera
 * licence). pdfkit's built-in Helvetica draws Windows-1252 only, so "Łukasz" lost its stroke and
 * Greek or Cyrillic names printed as `?`; DejaVu draws Latin, Greek, Cyrillic and more, and pdfkit
 * embeds only the glyphs a document uses.
 *
 * The files are found at run time next to the installed package (the bundle keeps npm packages
 * external), read once and kept. Every text reaches the PDF through `drawableText`, the domain's
 * one rule (`@lug/domain/pdf-text`) given what both faces can draw.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { pdfText, type PdfTextOptions } from '@lug/domain/pdf-text';

const require = createRequire(import.meta.url);

/** Where the font files are: resolved when the module loads, so a missing package fails at start. */
export const pdfFontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** The names the fonts are registered under on every document: pass them to `doc.font(…)`. */
export const pdfFont = { regular: 'LugSans', bold: 'LugSans-Bold' } as const;

/** The code points a TrueType file draws (a .ttf is one font, never a collection). */
function characterSet(file: Buffer): number[] {
  return (create(file) as Font).characterSet;
}

let loaded: { regular: Buffer; bold: Buffer; drawable: Set<number> } | undefined;

function fonts() {
  if (!loaded) {
    const regular = readFileSync(pdfFontFiles.regular);
    const bold = readFileSync(pdfFontFiles.bold);
    const inBold = new Set(characterSet(bold));
    // Only what both faces draw, so a text never depends on which face it is set in.
    const drawable = new Set(characterSet(regular).filter((codePoint) => inBold.has(codePoint)));
    loaded = { regular, bold, drawable };
  }
  return loaded;
}

/** Registers both faces on a new document and selects the regular one. */
export function usePdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const { regular, bold } = fonts();
  return doc.registerFont(pdfFont.regular, regular).registerFont(pdfFont.bold, bold).font(pdfFont.regular);
}

/** Whether the PDFs' font draws this code point (in both faces). */
export function pdfCanDraw(codePoint: number): boolean {
  return fonts().drawable.has(codePoint);
}

/** Text as the PDFs' font draws it: see `pdfText` in @lug/domain/pdf-text. */
export function drawableText(text: string, options?: PdfTextOptions): string {
  return pdfText(text, pdfCanDraw, options);
}
