/** The little of fontkit (pdfkit's own font engine, no typings of its own) that pdf-fonts.ts uses. */
declare module 'fontkit' {
  export interface Font {
    /** Every Unicode code point the font has a glyph for. */
    readonly characterSet: number[];
  }
  export function create(buffer: Buffer): Font;
}
