/**
 * The printable MOC cards (issue 18, decision 0030): an A4 PDF with six cards a page, one per
 * approved exhibit: its title, builder, size in studs and centimetres, power, the show, and a QR
 * code to the exhibit's public page when the show is public.
 *
 * Every text is set in the API's PDF font (DejaVu Sans, ./pdf-fonts.ts) through `drawableText`:
 * Latin, Greek and Cyrillic names print as written ("Zoë Łukasz", "Кирилл"); what the font cannot
 * draw (CJK, emoji) becomes a visible `?`, one per character. The card never breaks the PDF.
 *
 * The card's fixed words are messages of the server's catalog (`exhibits.cards.*`, decision 0033).
 */
import { drawableText, pdfFont, usePdfFonts } from './pdf-fonts';
import { messages, withValues } from '@lug/domain/words';

export const mocCardWords = /* @__PURE__ */ messages('exhibits.cards', {
  documentTitle: withValues('MOC cards: {show}', (show: string) => ({ show })),
  none: withValues('{show}: no approved exhibits yet.', (show: string) => ({ show })),
  builder: withValues('by {builder}', (builder: string) => ({ builder })),
  size: withValues(
    '{width} × {depth} studs ({widthCm} × {depthCm} cm)',
    (width: number, depth: number, widthCm: number, depthCm: number) => ({ width, depth, widthCm, depthCm }),
  ),
  sizeWithHeight: withValues(
    '{width} × {depth} × {height} studs ({widthCm} × {depthCm} × {heightCm} cm)',
    (width: number, depth: number, height: number, widthCm: number, depthCm: number, heightCm: number) => ({
      width,
      depth,
      height,
      widthCm,
      depthCm,
      heightCm,
    }),
  ),
  power: withValues('Power: {sockets, plural, one {# socket} other {# sockets}}', (sockets: number) => ({ sockets })),
  noPower: 'No power needed',
});

/** A card's text: one line (titles and names), as the PDF's font draws it. */
function pdfText(value: string): string {
  return drawableText(value, { oneLine: true });
}

export interface Card {
  title: string;
  builder: string;
  /** Already said: `mocCardWords.size` or `.sizeWithHeight`. */
  size: string;
  /** The sockets it needs, or null when it needs no power. */
  sockets: number | null;
  qrUrl: string | null;
}

const page = { width: 595.28, height: 841.89, margin: 36, gap: 14, columns: 2, rows: 3 } as const;

export async function renderCards(input: { activityTitle: string; cards: Card[] }): Promise<Uint8Array> {
  // Loaded when cards are printed, not with the server (pdfkit and qrcode: ~15 MB of memory).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const qrs = await Promise.all(
    input.cards.map((card) =>
      card.qrUrl ? QRCode.toBuffer(card.qrUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' }) : null,
    ),
  );
  const doc = usePdfFonts(
    new PDFDocument({
      size: 'A4',
      margin: page.margin,
      info: { Title: pdfText(mocCardWords.documentTitle(input.activityTitle)) },
    }),
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const cardWidth = (page.width - 2 * page.margin - (page.columns - 1) * page.gap) / page.columns;
  const cardHeight = (page.height - 2 * page.margin - (page.rows - 1) * page.gap) / page.rows;
  const perPage = page.columns * page.rows;
  if (input.cards.length === 0) {
    doc
      .font(pdfFont.regular)
      .fontSize(14)
      .text(pdfText(mocCardWords.none(input.activityTitle)));
  }
  input.cards.forEach((card, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage();
    const slot = index % perPage;
    const x = page.margin + (slot % page.columns) * (cardWidth + page.gap);
    const y = page.margin + Math.floor(slot / page.columns) * (cardHeight + page.gap);
    const pad = 14;
    const qr = qrs[index];
    const qrSize = 84;
    doc.save().lineWidth(1).strokeColor('#999999').roundedRect(x, y, cardWidth, cardHeight, 8).stroke().restore();
    const inner = cardWidth - 2 * pad;
    doc.fillColor('#000000').font(pdfFont.bold).fontSize(17);
    doc.text(pdfText(card.title), x + pad, y + pad, { width: inner, height: 66, ellipsis: true });
    doc.font(pdfFont.regular).fontSize(12).fillColor('#222222');
    doc.text(pdfText(mocCardWords.builder(card.builder)), x + pad, y + pad + 72, {
      width: inner,
      height: 32,
      ellipsis: true,
    });
    doc.fontSize(10).fillColor('#333333');
    const textWidth = qr ? inner - qrSize - 8 : inner;
    doc.text(pdfText(card.size), x + pad, y + pad + 108, { width: textWidth });
    doc.text(pdfText(card.sockets === null ? mocCardWords.noPower : mocCardWords.power(card.sockets)), {
      width: textWidth,
    });
    doc.fontSize(8).fillColor('#666666');
    doc.text(pdfText(input.activityTitle), x + pad, y + cardHeight - pad - 10, {
      width: textWidth,
      height: 10,
      ellipsis: true,
    });
    if (qr)
      doc.image(qr, x + cardWidth - pad - qrSize, y + cardHeight - pad - qrSize, { width: qrSize, height: qrSize });
  });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
