/**
 * The post-show report as PDF (pdfkit): one clean page per show, and a year's summary table for
 * the group's ambassador reporting. Every text is set in the API's PDF font (DejaVu Sans,
 * ./pdf-fonts.ts) through `drawableText`: Latin, Greek and Cyrillic names and notes print as
 * written; what the font cannot draw (CJK, emoji) shows as `?` instead of garbling the file.
 *
 * Its fixed words are messages of the server's catalog (`showReport.pdf.*`, decision 0033).
 */
import { type ShowReport, type ShowYear } from '@lug/domain/show-report';
import { messages, withValues } from '@lug/domain/words';
import { drawableText, pdfFont, usePdfFonts } from './pdf-fonts';

const product = 'LUG Platform';

export const showReportPdfWords = /* @__PURE__ */ messages('showReport.pdf', {
  title: withValues('Post-show report: {show}', (show: string) => ({ show })),
  dates: withValues('{start} to {end}', (start: string, end: string) => ({ start, end })),
  datesAndPlace: withValues('{dates} - {place}', (dates: string, place: string) => ({ dates, place })),
  footer: withValues('{group} - made {date} with {product}', (group: string, date: string) => ({
    group,
    date,
    product,
  })),
  visitorsChildren: 'Visitors: children',
  visitorsTeens: 'Visitors: teens',
  visitorsAdults: 'Visitors: adults',
  visitorsTotal: 'Visitors in all',
  exhibitsShown: 'Exhibits shown',
  membersTookPart: 'Members who took part',
  hoursStaffed: 'Hours staffed',
  entered: 'entered',
  addedUp: 'the three added up',
  approvedExhibits: 'approved exhibits',
  membersWithRecord: 'members with a participation record',
  confirmedSignups: withValues(
    '{count, plural, one {# confirmed shift sign-up} other {# confirmed shift sign-ups}}',
    (count: number) => ({ count }),
  ),
  notes: 'Notes',
  noNotes: 'No notes.',
  photos: 'Photos',
  yearTitle: withValues('Shows {year}', (year: number) => ({ year: String(year) })),
  yearDocumentTitle: withValues('Shows {year}: {group}', (year: number, group: string) => ({
    year: String(year),
    group,
  })),
  yearExplained:
    'Visitors as entered after each show; exhibits shown are approved exhibits; members are those with a participation record; hours are confirmed shift sign-ups.',
  columnDate: 'Date',
  columnShow: 'Show',
  columnChildren: 'Children',
  columnTeens: 'Teens',
  columnAdults: 'Adults',
  columnVisitors: 'Visitors',
  columnExhibits: 'Exhibits',
  columnMembers: 'Members',
  columnHours: 'Hours',
  total: withValues('Total ({shows, plural, one {# show} other {# shows}})', (shows: number) => ({ shows })),
  noShows: withValues('No shows in {year}.', (year: number) => ({ year: String(year) })),
});
const words = showReportPdfWords;

const margin = 56;
const ink = '#1f2937';
const muted = '#6b7280';
const rule = '#d1d5db';

type Doc = PDFKit.PDFDocument;

async function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  // Loaded when a report is printed, not with the server (pdfkit: ~14 MB of memory).
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = usePdfFonts(
      new PDFDocument({
        size: 'A4',
        margin,
        info: { Title: drawableText(title, { oneLine: true }), Creator: product, Producer: product },
      }),
    );
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Notes keep their line breaks; every other text is one line anyway. */
const safe = (text: string) => drawableText(text);

function when(activity: ShowReport['activity']): string {
  return activity.start_date === activity.end_date
    ? activity.start_date
    : words.dates(activity.start_date, activity.end_date);
}

function footer(doc: Doc, organization: string, now: Date) {
  const y = doc.page.height - margin + 16;
  // Below the bottom margin: pdfkit would start a new page for it unless the margin is lifted.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(pdfFont.regular)
    .fontSize(8)
    .fillColor(muted)
    .text(safe(words.footer(organization, now.toISOString().slice(0, 10))), margin, y, {
      width: doc.page.width - margin * 2,
      align: 'center',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottomMargin;
}

function hours(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
}

/** One show on one page: heading, figures, notes and photo links (cut to fit the page). */
export function showReportPdf(report: ShowReport, organization: string, now: Date): Promise<Buffer> {
  const title = words.title(report.activity.title);
  return render(title, (doc) => {
    const width = doc.page.width - margin * 2;
    doc.font(pdfFont.regular).fontSize(10).fillColor(muted).text(safe(organization), { width });
    doc.moveDown(0.3);
    doc.font(pdfFont.bold).fontSize(20).fillColor(ink).text(safe(title), { width });
    doc.moveDown(0.3);
    const dates = when(report.activity);
    doc
      .font(pdfFont.regular)
      .fontSize(11)
      .fillColor(muted)
      .text(safe(report.activity.location ? words.datesAndPlace(dates, report.activity.location) : dates), { width });
    doc.moveDown(1);

    const rows: Array<[string, string, string]> = [
      [words.visitorsChildren, String(report.visitors_children), words.entered],
      [words.visitorsTeens, String(report.visitors_teens), words.entered],
      [words.visitorsAdults, String(report.visitors_adults), words.entered],
      [words.visitorsTotal, String(report.visitors_total), words.addedUp],
      [words.exhibitsShown, String(report.exhibits_shown), words.approvedExhibits],
      [words.membersTookPart, String(report.members_took_part), words.membersWithRecord],
      [words.hoursStaffed, hours(report.hours_staffed), words.confirmedSignups(report.confirmed_signups)],
    ];
    const labelWidth = 190;
    const valueWidth = 80;
    for (const [label, value, what] of rows) {
      const y = doc.y;
      doc.font(pdfFont.bold).fontSize(11).fillColor(ink).text(safe(label), margin, y, { width: labelWidth });
      doc.font(pdfFont.regular).text(value, margin + labelWidth, y, { width: valueWidth, align: 'right' });
      doc
        .fontSize(9)
        .fillColor(muted)
        .text(safe(what), margin + labelWidth + valueWidth + 16, y + 1.5, {
          width: width - labelWidth - valueWidth - 16,
        });
      const bottom = Math.max(doc.y, y + 15) + 5;
      doc
        .moveTo(margin, bottom)
        .lineTo(margin + width, bottom)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
      doc.y = bottom + 6;
    }
    doc.x = margin;
    doc.moveDown(1);

    const pageEnd = doc.page.height - margin - 10;
    doc.font(pdfFont.bold).fontSize(12).fillColor(ink).text(safe(words.notes), margin, doc.y, { width });
    doc.moveDown(0.3);
    const linksSpace = report.photo_links.length > 0 ? 40 + Math.min(report.photo_links.length, 20) * 12 : 0;
    const notesHeight = Math.max(36, pageEnd - doc.y - linksSpace);
    doc
      .font(pdfFont.regular)
      .fontSize(10)
      .fillColor(report.notes ? ink : muted)
      .text(safe(report.notes ?? words.noNotes), margin, doc.y, { width, height: notesHeight, ellipsis: true });
    if (report.photo_links.length > 0) {
      doc.moveDown(1);
      doc.font(pdfFont.bold).fontSize(12).fillColor(ink).text(safe(words.photos), margin, doc.y, { width });
      doc.moveDown(0.3);
      doc.font(pdfFont.regular).fontSize(9).fillColor('#1d4ed8');
      for (const link of report.photo_links) {
        if (doc.y > pageEnd - 12) break;
        doc.text(safe(link), margin, doc.y, { width, link, lineBreak: false, ellipsis: true, height: 12 });
      }
    }
    footer(doc, organization, now);
  });
}

/** The year's shows as one table, with totals; more pages when there are many shows. */
export function showYearPdf(year: ShowYear, organization: string, now: Date): Promise<Buffer> {
  const title = safe(words.yearTitle(year.year));
  return render(words.yearDocumentTitle(year.year, organization), (doc) => {
    const width = doc.page.width - margin * 2;
    doc.font(pdfFont.regular).fontSize(10).fillColor(muted).text(safe(organization), { width });
    doc.moveDown(0.3);
    doc.font(pdfFont.bold).fontSize(20).fillColor(ink).text(title, { width });
    doc.moveDown(0.3);
    doc.font(pdfFont.regular).fontSize(10).fillColor(muted).text(safe(words.yearExplained), { width });
    doc.moveDown(1);

    // Date, show, children, teens, adults, total, exhibits, members, hours.
    const header = [
      words.columnDate,
      words.columnShow,
      words.columnChildren,
      words.columnTeens,
      words.columnAdults,
      words.columnVisitors,
      words.columnExhibits,
      words.columnMembers,
      words.columnHours,
    ].map(safe);
    // Each number column is as wide as its (bold) name, up to 72 pt, so a one-word name never
    // breaks mid-word (DejaVu is wider than Helvetica; translations may be longer). The show's
    // title takes the rest.
    doc.font(pdfFont.bold).fontSize(9);
    const numbers = [46, 40, 44, 50, 50, 50, 42].map((least, i) =>
      Math.min(72, Math.max(least, Math.ceil(doc.widthOfString(header[i + 2]!)) + 8)),
    );
    const dateWidth = 62;
    const showWidth = width - dateWidth - numbers.reduce((a, b) => a + b, 0);
    const widths = [dateWidth, showWidth, ...numbers];

    function row(cells: string[], bold: boolean, shade: boolean): void {
      doc.font(bold ? pdfFont.bold : pdfFont.regular).fontSize(9);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 8;
      if (doc.y + height > doc.page.height - margin - 10) {
        footer(doc, organization, now);
        doc.addPage();
        doc.y = margin;
        // Each page starts with the column names.
        if (cells !== header) row(header, true, true);
        doc.font(bold ? pdfFont.bold : pdfFont.regular).fontSize(9);
      }
      const y = doc.y;
      if (shade) doc.rect(margin, y, width, height).fillColor('#f3f4f6').fill();
      let x = margin;
      cells.forEach((cell, i) => {
        doc.fillColor(ink).text(cell, x + 3, y + 4, { width: widths[i]! - 6, align: i >= 2 ? 'right' : 'left' });
        x += widths[i]!;
      });
      doc
        .moveTo(margin, y + height)
        .lineTo(margin + width, y + height)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
      doc.y = y + height;
    }

    row(header, true, true);
    for (const show of year.shows) {
      row(
        [
          show.activity.start_date,
          safe(show.activity.title),
          String(show.visitors_children),
          String(show.visitors_teens),
          String(show.visitors_adults),
          String(show.visitors_total),
          String(show.exhibits_shown),
          String(show.members_took_part),
          hours(show.hours_staffed),
        ],
        false,
        false,
      );
    }
    const t = year.totals;
    row(
      [
        '',
        safe(words.total(t.shows)),
        String(t.visitors_children),
        String(t.visitors_teens),
        String(t.visitors_adults),
        String(t.visitors_total),
        String(t.exhibits_shown),
        String(t.members_took_part),
        hours(t.hours_staffed),
      ],
      true,
      true,
    );
    if (year.shows.length === 0) {
      doc.moveDown(1);
      doc
        .font(pdfFont.regular)
        .fontSize(10)
        .fillColor(muted)
        .text(safe(words.noShows(year.year)), margin, doc.y, { width });
    }
    footer(doc, organization, now);
  });
}
