import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hoursFromMinutes,
  isPhotoLink,
  minutesOfDay,
  photoLinksMax,
  shiftMinutes,
  showReportMessages,
  showReportUpdateInput,
  staffedMinutes,
  visitorsTotal,
  yearTotals,
  type ShowFigures,
} from '../src/show-report';
import { pdfText, pdfTextSubstitute } from '../src/pdf-text';

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const shift = fc.record({ start_time: hhmm, end_time: hhmm, signups: fc.integer({ min: 0, max: 50 }) });

const figures: fc.Arbitrary<ShowFigures> = fc
  .record({
    visitors_children: fc.nat(100_000),
    visitors_teens: fc.nat(100_000),
    visitors_adults: fc.nat(100_000),
    exhibits_shown: fc.nat(500),
    members_took_part: fc.nat(200),
    minutes_staffed: fc.nat(100_000),
  })
  .map((f) => ({ ...f, visitors_total: visitorsTotal(f), hours_staffed: hoursFromMinutes(f.minutes_staffed) }));

describe('shift lengths', () => {
  it('reads HH:MM as minutes after midnight, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(minutesOfDay(text)).toBe(h * 60 + m);
        expect(minutesOfDay(`${text}:00`)).toBe(h * 60 + m);
      }),
    );
    for (const bad of ['24:00', '9:00', '12:60', '', 'noon', '12:00am']) expect(minutesOfDay(bad)).toBeNull();
  });

  it('is end minus start, never negative, and 0 when the end is not after the start', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (a, b) => {
        const length = shiftMinutes(a, b);
        expect(length).toBeGreaterThanOrEqual(0);
        expect(length).toBeLessThan(24 * 60);
        if (b > a) expect(length).toBe(minutesOfDay(b)! - minutesOfDay(a)!);
        else expect(length).toBe(0);
      }),
    );
    expect(shiftMinutes('10:00', '13:30')).toBe(210);
  });

  it('staffed minutes are each shift times its sign-ups, additive over any split of the shifts', () => {
    fc.assert(
      fc.property(fc.array(shift, { maxLength: 20 }), fc.array(shift, { maxLength: 20 }), (xs, ys) => {
        expect(staffedMinutes([...xs, ...ys])).toBe(staffedMinutes(xs) + staffedMinutes(ys));
        for (const s of xs) expect(staffedMinutes([s])).toBe(shiftMinutes(s.start_time, s.end_time) * s.signups);
      }),
    );
    expect(staffedMinutes([])).toBe(0);
  });

  it('hours keep at most two decimals and stay within a rounding step of minutes / 60', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (minutes) => {
        const hours = hoursFromMinutes(minutes);
        expect(Math.abs(hours - minutes / 60)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(hours * 100) / 100).toBe(hours);
      }),
    );
    expect(hoursFromMinutes(90)).toBe(1.5);
  });
});

describe('year totals', () => {
  it('sum every show, whatever their order; hours come from the summed minutes', () => {
    fc.assert(
      fc.property(fc.array(figures, { maxLength: 30 }), (shows) => {
        const totals = yearTotals(shows);
        expect(totals.shows).toBe(shows.length);
        const sum = (key: keyof ShowFigures) => shows.reduce((n, s) => n + s[key], 0);
        for (const key of [
          'visitors_children',
          'visitors_teens',
          'visitors_adults',
          'visitors_total',
          'exhibits_shown',
          'members_took_part',
          'minutes_staffed',
        ] as const) {
          expect(totals[key]).toBe(sum(key));
        }
        expect(totals.visitors_total).toBe(totals.visitors_children + totals.visitors_teens + totals.visitors_adults);
        expect(totals.hours_staffed).toBe(hoursFromMinutes(totals.minutes_staffed));
        expect(yearTotals([...shows].reverse())).toEqual(totals);
      }),
    );
  });
});

describe('the report input', () => {
  it('takes up to 20 distinct https links and refuses any other scheme', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        expect(isPhotoLink(url)).toBe(true);
        expect(isPhotoLink(url.replace(/^https:/, 'http:'))).toBe(false);
      }),
    );
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example/a.jpg',
      'https://user:pw@x.example/',
      'x.example/a.jpg',
    ]) {
      expect(isPhotoLink(bad)).toBe(false);
    }
    const links = Array.from({ length: photoLinksMax + 1 }, (_, i) => `https://photos.example/${i}`);
    const tooMany = showReportUpdateInput.safeParse({ id: 1, photo_links: links });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(showReportMessages.tooManyLinks);
    const twice = showReportUpdateInput.safeParse({
      id: 1,
      photo_links: ['https://a.example/1', 'https://a.example/1'],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['photo_links', 1],
      message: showReportMessages.duplicateLink,
    });
    const http = showReportUpdateInput.safeParse({ id: 1, photo_links: ['http://a.example/1'] });
    expect(http.error?.issues[0]).toMatchObject({ path: ['photo_links', 0], message: showReportMessages.notHttps });
  });

  it('counts are whole numbers from 0, defaulting to 0; blank notes are none', () => {
    const parsed = showReportUpdateInput.parse({ id: 3, visitors_adults: 40, notes: '  ' });
    expect(parsed).toMatchObject({
      visitors_children: 0,
      visitors_teens: 0,
      visitors_adults: 40,
      notes: null,
      photo_links: [],
    });
    for (const bad of [-1, 1.5, '12', null]) {
      expect(showReportUpdateInput.safeParse({ id: 3, visitors_teens: bad }).success).toBe(false);
    }
  });
});

describe('PDF text (one rule for both PDFs)', () => {
  // A stand-in for the embedded font: Latin, Greek and Cyrillic, no CJK or emoji (like DejaVu Sans).
  const font = (cp: number) =>
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0x24f) ||
    (cp >= 0x370 && cp <= 0x52f) ||
    (cp >= 0x2010 && cp <= 0x2027);
  const controlOtherThanNewline = /[\p{Cc}\p{Cs}]/u;

  it('only ever hands the font what it can draw, and never a control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.boolean(), (text, oneLine) => {
        const safe = pdfText(text, font, { oneLine });
        for (const char of safe) {
          expect(char === '\n' ? !oneLine : font(char.codePointAt(0)!)).toBe(true);
        }
        expect(controlOtherThanNewline.test(safe.replace(/\n/g, ''))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        for (const char of pdfText(text, font)) expect(char === '\n' || font(char.codePointAt(0)!)).toBe(true);
      }),
    );
  });

  it('keeps every drawable text as it is', () => {
    const drawable = fc
      .integer({ min: 0x20, max: 0x52f })
      .filter((cp) => font(cp))
      .map((cp) => String.fromCodePoint(cp));
    // A text the font draws after NFC (a drawable character may compose to one it lacks: the Greek
    // numeral sign U+0374 is U+02B9 in NFC).
    const drawableAfterNfc = fc
      .string({ unit: drawable, maxLength: 40 })
      .map((text) => text.normalize('NFC'))
      .filter((text) => [...text].every((char) => font(char.codePointAt(0)!)));
    fc.assert(
      fc.property(drawableAfterNfc, (nfc) => {
        expect(pdfText(nfc, font)).toBe(nfc);
      }),
    );
  });

  it('keeps European names, replaces what the font lacks with one visible mark per character', () => {
    expect(pdfText('Zoë Łukasz', font)).toBe('Zoë Łukasz');
    expect(pdfText('Ωμέγα Кирилл', font)).toBe('Ωμέγα Кирилл');
    expect(pdfText('Győr “Brick” show – Dvořák', font)).toBe('Győr “Brick” show – Dvořák');
    expect(pdfText('Zoe\u0308', font)).toBe('Zoë');
    expect(pdfText('城の模型 Castle 🧱 👍🏽', font)).toBe(`${'?'.repeat(4)} Castle ? ?`);
    expect(pdfTextSubstitute).toBe('?');
    expect(pdfText('Ａ\u1E9Bx', font)).toBe('Asx'); // full-width A, long s with dot
    expect(pdfText('a\u0000b\u0007c\td\r\ne', font)).toBe('abc d\ne');
    expect(pdfText('  Castle\n\tof  bricks ', font, { oneLine: true })).toBe(' Castle of bricks ');
  });
});
