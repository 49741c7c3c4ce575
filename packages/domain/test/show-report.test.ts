import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hoursFromMinutes,
  isPhotoLink,
  minutesOfDay,
  pdfSafeText,
  photoLinksMax,
  shiftMinutes,
  showReportMessages,
  showReportUpdateInput,
  staffedMinutes,
  visitorsTotal,
  yearTotals,
  type ShowFigures,
} from '../src/show-report';

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

describe('PDF text', () => {
  it('is always drawable by the standard fonts (WinAnsi/Latin-1) and keeps Latin-1 text as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const safe = pdfSafeText(text);
        for (const char of safe) {
          const code = char.codePointAt(0)!;
          expect(char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(
        fc.string({
          unit: fc
            .integer({ min: 0x20, max: 0xff })
            .filter((c) => c < 0x7f || c >= 0xa0)
            .map((c) => String.fromCharCode(c)),
        }),
        (text) => {
          expect(pdfSafeText(text)).toBe(text);
        },
      ),
    );
    expect(pdfSafeText('Győr “Brick” show – 東京 🧱')).toBe('Gyor "Brick" show - ?? ?');
  });
});
