import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ical, { foldLines as generatorFoldLines } from 'ical-generator';
import ICAL from 'ical.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { calendarText, foldLines, type CalendarEvent } from '../../src/services/calendar-text';

/** Text as people write it: European names, Greek, CJK, emoji (surrogate pairs), commas, newlines. */
const words = fc.constantFrom('Zoë', 'Łukasz', 'Müller', 'Ζωή', '東京', '🧱', 'a,b', 'x;y', 'back\\slash', 'line\nbreak', 'LEGO®', ' ');
const phrase = fc.array(words, { maxLength: 40 }).map((parts) => parts.join(' '));
const day = fc.integer({ min: 0, max: 800 }).map((n) => DateTime.fromISO('2026-01-01', { zone: 'UTC' }).plus({ days: n }).toISODate()!);
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** Events as the feeds make them: an all-day span, or times on a day; a zone or UTC. */
const event = fc
  .record({
    id: fc.nat(),
    zone: fc.constantFrom('Europe/Zurich', 'America/New_York', 'Asia/Tokyo', null),
    from: day,
    days: fc.integer({ min: 1, max: 4 }),
    times: fc.option(fc.tuple(time, time).filter(([a, b]) => a < b), { nil: null }),
    summary: phrase,
    description: fc.option(phrase, { nil: null }),
    location: fc.option(phrase, { nil: null }),
    url: fc.option(fc.webUrl().filter((url) => !/[\\;,]/.test(url)), { nil: null }),
    stamp: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
    categories: fc.array(phrase.filter((p) => p.trim() !== ''), { maxLength: 2 }),
  })
  .map((e): CalendarEvent => {
    const [startTime, endTime] = e.times ?? [];
    return {
      uid: `activity-${e.id}@example.org`,
      zone: e.zone,
      start: startTime ? { date: e.from, time: startTime } : { date: e.from },
      end: endTime ? { date: e.from, time: endTime } : { date: DateTime.fromISO(e.from).plus({ days: e.days }).toISODate()! },
      summary: e.summary,
      description: e.description,
      location: e.location,
      url: e.url,
      stamp: e.stamp,
      lastModified: e.stamp,
      categories: e.categories,
    };
  });

/** The same calendar as ical-generator wrote it before issue 33, with luxon times. */
function generatorText(name: string, events: CalendarEvent[]): string {
  const calendar = ical({
    name,
    description: `Activities of ${name}`,
    prodId: { company: 'LUG Platform', product: 'Activities', language: 'EN' },
    ttl: 3600,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const e of events) {
    const zone = e.zone ?? 'UTC';
    const at = (m: CalendarEvent['start']) => DateTime.fromISO(m.time ? `${m.date}T${m.time}` : m.date, { zone });
    calendar.createEvent({
      id: e.uid,
      summary: e.summary,
      description: e.description,
      location: e.location,
      url: e.url,
      stamp: DateTime.fromJSDate(e.stamp, { zone: 'UTC' }),
      lastModified: e.lastModified ? DateTime.fromJSDate(e.lastModified, { zone: 'UTC' }) : null,
      categories: e.categories.map((category) => ({ name: category })),
      allDay: e.start.time === undefined,
      start: at(e.start),
      end: at(e.end),
      timezone: e.zone,
    });
  }
  return calendar.toString();
}

describe('calendarText', () => {
  it('folds exactly as ical-generator does, for any text', () => {
    fc.assert(
      fc.property(fc.array(phrase, { maxLength: 6 }), (lines) => {
        const content = lines.map((line) => `DESCRIPTION:${line}`).join('\r\n');
        expect(foldLines(content)).toBe(generatorFoldLines(content));
      }),
      { numRuns: 300 },
    );
  });

  it('writes what ical-generator writes, byte for byte, for any events of a calendar whose name needs no escaping', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), (events) => {
        const file = { name: 'Brickville LUG', description: 'Activities of Brickville LUG', refreshSeconds: 3600, events };
        expect(calendarText(file)).toBe(generatorText('Brickville LUG', events));
      }),
      { numRuns: 200 },
    );
  });

  it('escapes the calendar’s name and description, writes URLs as they are, and keeps every line within 75 octets', () => {
    const name = 'Ζωή & Co, LUG; Ελλάδα \\ 🧱';
    const text = calendarText({
      name,
      description: `Activities of ${name}`,
      refreshSeconds: 3600,
      events: [
        {
          uid: 'activity-1@example.org',
          zone: 'Europe/Athens',
          start: { date: '2026-05-01', time: '18:30' },
          end: { date: '2026-05-01', time: '21:00' },
          summary: 'Μάθημα',
          description: 'x'.repeat(200),
          location: null,
          url: 'https://example.org/map?at=37.9,23.7;zoom=4',
          stamp: new Date('2026-01-01T10:00:00Z'),
          lastModified: null,
          categories: [],
        },
      ],
    });
    expect(text).toContain('X-WR-CALNAME:Ζωή & Co\\, LUG\\; Ελλάδα \\\\ 🧱');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = new ICAL.Component(ICAL.parse(text));
    // ical.js leaves these calendar properties as written: unescape them as a calendar app reads TEXT.
    const unescape = (value: unknown) => String(value).replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    expect(unescape(parsed.getFirstPropertyValue('name'))).toBe(name);
    expect(unescape(parsed.getFirstPropertyValue('x-wr-calname'))).toBe(name);
    expect(unescape(parsed.getFirstPropertyValue('x-wr-caldesc'))).toBe(`Activities of ${name}`);
    expect(parsed.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Athens');
    const vevent = new ICAL.Event(parsed.getFirstSubcomponent('vevent')!);
    expect(vevent.description).toBe('x'.repeat(200));
    expect(vevent.startDate.toString()).toBe('2026-05-01T18:30:00');
    expect(vevent.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Athens');
    expect(vevent.component.getFirstPropertyValue('url')).toBe('https://example.org/map?at=37.9,23.7;zoom=4');
  });
});
