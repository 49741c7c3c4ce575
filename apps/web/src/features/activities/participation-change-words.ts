/**
 * The safe-edit question in plain words: what each answer keeps, converts and removes, with counts
 * and days ("Keeps 14 records on 27–28 June; removes 3 records on 29 June."), from the preview the
 * API sends with its 409 (`details.preview`, `previewParticipationChange` in
 * packages/domain/src/activities-helpers.ts). Pure, so the unit test reads the exact sentences.
 * The sentences and record counts are Lingui messages (decision 0027); the months are named in the
 * reader's language (lib/month-names.ts).
 */
import { plural, t } from '@lingui/core/macro';
import type { ParticipationChangePreview, RecordSet } from '@lug/domain/activities-helpers';
import { monthName } from '../../lib/month-names';

export interface DayWords {
  /** Month before day ("June 27–28"), for the organisation's month-first date formats. */
  monthFirst?: boolean;
}

interface Day {
  iso: string;
  year: number;
  month: number;
  day: number;
}

function parse(iso: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? { iso, year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Days as a person writes them: runs of consecutive days become ranges, a month is named once per
 * range, the year only when the days span more than one: "27–28 June", "27 June, 29 June–1 July",
 * "30 December 2026–2 January 2027".
 */
export function describeDays(isoDays: readonly string[], { monthFirst = false }: DayWords = {}): string {
  const days = [...new Set(isoDays)]
    .sort()
    .map(parse)
    .filter((d): d is Day => d !== null);
  if (days.length === 0) return '';
  const withYear = new Set(days.map((d) => d.year)).size > 1;
  const one = (d: Day, showMonth = true) => {
    const month = monthName(d.month);
    if (!showMonth) return String(d.day);
    const text = monthFirst ? `${month} ${d.day}` : `${d.day} ${month}`;
    return withYear ? (monthFirst ? `${text}, ${d.year}` : `${text} ${d.year}`) : text;
  };
  const runs: Array<[Day, Day]> = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && nextDay(last[1].iso) === day.iso) last[1] = day;
    else runs.push([day, day]);
  }
  return runs
    .map(([first, last]) => {
      if (first.iso === last.iso) return one(first);
      const sameMonth = first.year === last.year && first.month === last.month;
      if (!sameMonth) return `${one(first)}–${one(last)}`;
      // "27–28 June" / "June 27–28"
      return monthFirst
        ? `${one(first)}–${one(last, false)}${withYear ? `, ${last.year}` : ''}`
        : `${one(first, false)}–${one(last)}`;
    })
    .join(', ');
}

/** "14 records on 27–28 June", "7 full-event records", "5 records (2 for the whole event, 3 on 27 June)". */
export function describeRecordSet(set: RecordSet, words: DayWords = {}): string {
  const { count } = set;
  const fullEvent = set.full_event;
  const dated = count - fullEvent;
  const days = describeDays(set.days, words);
  if (fullEvent === 0) {
    return days
      ? plural(count, { one: `# record on ${days}`, other: `# records on ${days}` })
      : plural(count, { one: '# record', other: '# records' });
  }
  if (dated === 0) return plural(fullEvent, { one: '# full-event record', other: '# full-event records' });
  return plural(count, {
    one: `# record (${fullEvent} for the whole event, ${dated} on ${days})`,
    other: `# records (${fullEvent} for the whole event, ${dated} on ${days})`,
  });
}

export interface ParticipationChoiceWords {
  /** What "Convert" does. */
  convert: string;
  /** What "Remove" does. */
  remove: string;
  /** True when both answers do the same (nothing can be carried over, e.g. days cut off the end). */
  same: boolean;
}

/**
 * One sentence per answer: what it keeps, converts and removes. Each sentence is a whole message
 * (a translator sees "Keeps {kept}; removes {removed}."), the record counts inside are plurals.
 */
export function participationChoiceWords(
  preview: ParticipationChangePreview,
  words: DayWords = {},
): ParticipationChoiceWords {
  const kept = preview.keep.count > 0 ? describeRecordSet(preview.keep, words) : t`no records`;
  const removedByRemove = describeRecordSet(preview.remove.removed, words);
  const { converted, into, removed } = preview.convert;
  const turned = describeRecordSet(converted, words);
  const turnedInto = describeRecordSet(into, words);
  const removedByConvert = describeRecordSet(removed, words);
  let convert: string;
  if (converted.count > 0 && removed.count > 0) {
    convert = t`Keeps ${kept}; turns ${turned} into ${turnedInto}; removes ${removedByConvert}.`;
  } else if (converted.count > 0) {
    convert = t`Keeps ${kept}; turns ${turned} into ${turnedInto}.`;
  } else if (removed.count > 0) {
    convert = t`Keeps ${kept}; removes ${removedByConvert}.`;
  } else {
    convert = t`Keeps ${kept}.`;
  }
  return { convert, remove: t`Keeps ${kept}; removes ${removedByRemove}.`, same: converted.count === 0 };
}

/** The preview from the 409's details, if it is there and has the expected shape. */
export function readPreview(details: Record<string, unknown>): ParticipationChangePreview | null {
  const preview = details.preview as ParticipationChangePreview | undefined;
  const isSet = (s: unknown): s is RecordSet =>
    typeof s === 'object' &&
    s !== null &&
    typeof (s as RecordSet).count === 'number' &&
    Array.isArray((s as RecordSet).days);
  if (!preview || typeof preview !== 'object') return null;
  return isSet(preview.keep) &&
    isSet(preview.remove?.removed) &&
    isSet(preview.convert?.converted) &&
    isSet(preview.convert?.into) &&
    isSet(preview.convert?.removed)
    ? preview
    : null;
}
