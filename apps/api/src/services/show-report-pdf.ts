/**
 * The post-show report as PDF (pdfkit): one clean page per show, and a year's summary table for
 * the group's ambassador reporting. The standard Helvetica fonts draw WinAnsi (about Latin-1)
 * only, so every text goes through `pdfSafeText` first: a name or note in another script shows
 * as `?` instead of breaking or garbling the file.
 */
import PDFDocument from 'pdfkit';
import { pdfSafeText, type ShowReport, type ShowYear } from '@lug/domain/show-report';

const margin = 56;
const ink = '#1f2937';
const muted = '#6b7280';
const rule = '#d1d5db';

type Doc = PDFKit.PDFDocument;

function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin,
      info: { Title: pdfSafeText(title), Creator: 'LUG Platform', Producer: 'LUG Platform' },
    });
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

const safe = pdfSafeText;

function when(activity: ShowReport['activity']): string {
  return activity.start_date === activity.end_date
    ? activity.start_date
    : `${activity.start_date} to ${activity.end_date}`;
}

function footer(doc: Doc, organization: string, now: Date) {
  const y = doc.page.height - margin + 16;
  // Below the bottom margin: pdfkit would start a new page for it unless the margin is lifted.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(`${safe(organization)} - made ${now.toISOString().slice(0, 10)} with LUG Platform`, margin, y, {
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
  const title = `Post-show report: ${report.activity.title}`;
  return render(title, (doc) => {
    const width = doc.page.width - margin * 2;
    doc.font('Helvetica').fontSize(10).fillColor(muted).text(safe(organization), { width });
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(20).fillColor(ink).text(safe(title), { width });
    doc.moveDown(0.3);
    const place = report.activity.location ? ` - ${report.activity.location}` : '';
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(muted)
      .text(safe(`${when(report.activity)}${place}`), { width });
    doc.moveDown(1);

    const rows: Array<[string, string, string]> = [
      ['Visitors: children', String(report.visitors_children), 'entered'],
      ['Visitors: teens', String(report.visitors_teens), 'entered'],
      ['Visitors: adults', String(report.visitors_adults), 'entered'],
      ['Visitors in all', String(report.visitors_total), 'the three added up'],
      ['Exhibits shown', String(report.exhibits_shown), 'approved exhibits'],
      ['Members who took part', String(report.members_took_part), 'members with a participation record'],
      [
        'Hours staffed',
        hours(report.hours_staffed),
        `${report.confirmed_signups} confirmed shift sign-up${report.confirmed_signups === 1 ? '' : 's'}`,
      ],
    ];
    const labelWidth = 190;
    const valueWidth = 80;
    for (const [label, value, what] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(11).fillColor(ink).text(label, margin, y, { width: labelWidth });
      doc.font('Helvetica').text(value, margin + labelWidth, y, { width: valueWidth, align: 'right' });
      doc
        .fontSize(9)
        .fillColor(muted)
        .text(what, margin + labelWidth + valueWidth + 16, y + 1.5, { width: width - labelWidth - valueWidth - 16 });
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
    doc.font('Helvetica-Bold').fontSize(12).fillColor(ink).text('Notes', margin, doc.y, { width });
    doc.moveDown(0.3);
    const linksSpace = report.photo_links.length > 0 ? 40 + Math.min(report.photo_links.length, 20) * 12 : 0;
    const notesHeight = Math.max(36, pageEnd - doc.y - linksSpace);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(report.notes ? ink : muted)
      .text(safe(report.notes ?? 'No notes.'), margin, doc.y, { width, height: notesHeight, ellipsis: true });
    if (report.photo_links.length > 0) {
      doc.moveDown(1);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(ink).text('Photos', margin, doc.y, { width });
      doc.moveDown(0.3);
      doc.font('Helvetica').fontSize(9).fillColor('#1d4ed8');
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
  const title = `Shows ${year.year}`;
  return render(`${title}: ${organization}`, (doc) => {
    const width = doc.page.width - margin * 2;
    doc.font('Helvetica').fontSize(10).fillColor(muted).text(safe(organization), { width });
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(20).fillColor(ink).text(title, { width });
    doc.moveDown(0.3);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(muted)
      .text(
        'Visitors as entered after each show; exhibits shown are approved exhibits; members are those with a participation record; hours are confirmed shift sign-ups.',
        { width },
      );
    doc.moveDown(1);

    // Date, show, children, teens, adults, total, exhibits, members, hours.
    const numbers = [46, 40, 44, 50, 50, 50, 42];
    const dateWidth = 62;
    const showWidth = width - dateWidth - numbers.reduce((a, b) => a + b, 0);
    const header = ['Date', 'Show', 'Children', 'Teens', 'Adults', 'Visitors', 'Exhibits', 'Members', 'Hours'];
    const widths = [dateWidth, showWidth, ...numbers];

    function row(cells: string[], bold: boolean, shade: boolean): void {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 8;
      if (doc.y + height > doc.page.height - margin - 10) {
        footer(doc, organization, now);
        doc.addPage();
        doc.y = margin;
        // Each page starts with the column names.
        if (cells !== header) row(header, true, true);
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
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
        `Total (${t.shows} show${t.shows === 1 ? '' : 's'})`,
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
      doc.font('Helvetica').fontSize(10).fillColor(muted).text(`No shows in ${year.year}.`, margin, doc.y, { width });
    }
    footer(doc, organization, now);
  });
}
