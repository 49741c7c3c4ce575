/**
 * iCalendar files (RFC 5545) as the feeds, the RSVP reminder and My signups write them.
 *
 * Written here rather than by ical-generator, which the code used until issue 33: its 10.2 release
 * (the last for Node 20) folds a calendar by encoding every character with a new `TextEncoder` and
 * appending it to a string, and every event's times went through luxon's time-zone arithmetic.
 * A large group's 1.2 MB feed took 1.4-1.9 s on the event loop, and every other request of every
 * group waited. Here an event's wall-clock times are written as the group wrote them (no zone
 * arithmetic: `DTSTART;TZID=…` is the wall-clock time), and the text is folded once, counting UTF-8
 * octets with `charCodeAt` and copying whole slices.
 *
 * The lines are those ical-generator writes, byte for byte
 * (apps/api/test/services/calendar-text.test.ts checks it with random events against ical-generator
 * itself), with two corrections: the calendar's NAME, X-WR-CALNAME and X-WR-CALDESC are TEXT and
 * escaped (ical-generator wrote them raw, so `Ζωή & Co, LUG; Ελλάδα` wrote a bare `,` and `;`),
 * and URL is a URI, written as it is (ical-generator escaped its commas as TEXT).
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';

/** A day (`yyyy-mm-dd`) or a wall-clock time on a day (`time` `HH:MM`) in the event's zone. */
export interface CalendarMoment {
  date: string;
  time?: string;
}

export interface CalendarEvent {
  uid: string;
  /** The zone the event's times are wall-clock times of (an IANA name); null: UTC. */
  zone: string | null;
  /** All-day events have days only, and `end` is the day after the last (exclusive). */
  start: CalendarMoment;
  end: CalendarMoment;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  stamp: Date;
  lastModified: Date | null;
  categories: readonly string[];
}

export interface CalendarFile {
  name: string;
  description: string;
  /** METHOD (`PUBLISH` for a file of its own); none for a subscribed feed. */
  method?: 'PUBLISH';
  /** How often calendar apps are asked to refresh, in seconds. */
  refreshSeconds: number;
  events: readonly CalendarEvent[];
}

const productId = '//LUG Platform//Activities//EN';

/** RFC 5545 3.1: a content line longer than 75 octets is folded. Kept as ical-generator folds (74). */
const maxLineOctets = 74;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** An ISO 8601 duration of whole seconds as ical-generator writes it (3600 -> `PT1H`, 86400 -> `P1D`). */
function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : days ? '' : 'T0S'}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A point in time in UTC: `20260101T100000Z`. */
function utcStamp(at: Date): string {
  return `${String(at.getUTCFullYear()).padStart(4, '0')}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}T${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}Z`;
}

function dateValue(date: string): string {
  return date.replaceAll('-', '');
}

function moment(name: 'DTSTART' | 'DTEND', value: CalendarMoment, zone: string | null): string {
  if (value.time === undefined) return `${name};VALUE=DATE:${dateValue(value.date)}\r\n`;
  const local = `${dateValue(value.date)}T${value.time.slice(0, 2)}${value.time.slice(3, 5)}00`;
  return zone ? `${name};TZID=${zone}:${local}\r\n` : `${name}:${local}Z\r\n`;
}

function eventText(event: CalendarEvent): string {
  let text = `BEGIN:VEVENT\r\nUID:${event.uid}\r\nSEQUENCE:0\r\nDTSTAMP:${utcStamp(event.stamp)}\r\n`;
  text += moment('DTSTART', event.start, event.zone) + moment('DTEND', event.end, event.zone);
  if (event.start.time === undefined) text += 'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE\r\nX-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE\r\n';
  text += `SUMMARY:${escapeText(event.summary)}\r\n`;
  if (event.location) text += `LOCATION:${escapeText(event.location)}\r\n`;
  if (event.description !== null) text += `DESCRIPTION:${escapeText(event.description)}\r\n`;
  if (event.categories.length > 0) text += `CATEGORIES:${event.categories.map(escapeText).join(',')}\r\n`;
  if (event.url) text += `URL;VALUE=URI:${event.url}\r\n`;
  if (event.lastModified) text += `LAST-MODIFIED:${utcStamp(event.lastModified)}\r\n`;
  return `${text}END:VEVENT\r\n`;
}

/**
 * One content line folded after `maxLineOctets` octets of UTF-8 (a continuation line starts with a
 * space), never inside a character: the lines ical-generator's `foldLines` writes.
 */
function foldLine(line: string): string {
  // Within the limit even if every character took three octets (a BMP character's most).
  if (line.length * 3 <= maxLineOctets) return line;
  let folded = '';
  let from = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    let width = code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < line.length;
    if (pair) {
      const next = line.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) width = 4;
    }
    octets += width;
    if (octets > maxLineOctets) {
      folded += line.slice(from, i) + '\r\n ';
      from = i;
      octets = width;
    }
    if (width === 4) i++;
  }
  return folded + line.slice(from);
}

export function foldLines(content: string): string {
  const lines = content.split('\r\n');
  for (let i = 0; i < lines.length; i++) lines[i] = foldLine(lines[i]!);
  return lines.join('\r\n');
}

/**
 * One event as its folded lines, ready to be put in a file. Folding is line by line, so an event's
 * lines are the same alone as in a whole file: a feed rebuilt after one change keeps the others'.
 */
export interface RenderedEvent {
  zone: string | null;
  lines: string;
}

export function renderEvent(event: CalendarEvent): RenderedEvent {
  return { zone: event.zone, lines: foldLines(eventText(event)) };
}

/** The calendar as an iCalendar file, with a VTIMEZONE for every zone its events use. */
export function calendarText(file: CalendarFile): string {
  return renderedCalendarText({ ...file, events: file.events.map(renderEvent) });
}

/** The same, of events rendered before (`renderEvent`). */
export function renderedCalendarText(file: Omit<CalendarFile, 'events'> & { events: readonly RenderedEvent[] }): string {
  const parts: string[] = [`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-${productId}\r\n`];
  if (file.method) parts.push(`METHOD:${file.method}\r\n`);
  const name = escapeText(file.name);
  parts.push(`NAME:${name}\r\nX-WR-CALNAME:${name}\r\nX-WR-CALDESC:${escapeText(file.description)}\r\n`);
  const zones = new Set<string>();
  for (const event of file.events) if (event.zone) zones.add(event.zone);
  for (const zone of zones) {
    const component = getVtimezoneComponent(zone);
    if (component) parts.push(component.replace(/\r?\n/g, '\r\n').trim() + '\r\n');
  }
  const refresh = duration(file.refreshSeconds);
  parts.push(`REFRESH-INTERVAL;VALUE=DURATION:${refresh}\r\nX-PUBLISHED-TTL:${refresh}\r\n`);
  return `${foldLines(parts.join(''))}${file.events.map((event) => event.lines).join('')}END:VCALENDAR`;
}
