import { describe, expect, it } from 'vitest';
import type { ParticipationChangePreview } from '@lug/domain/activities-helpers';
import { describeDays, describeRecordSet, participationChoiceWords, readPreview } from './participation-change-words';

const set = (count: number, days: string[] = [], full_event = 0) => ({ count, days, full_event });

describe('the safe-edit question in plain words', () => {
  it('writes days as ranges, naming the month once and the year only across years', () => {
    expect(describeDays(['2026-06-27', '2026-06-28'])).toBe('27–28 June');
    expect(describeDays(['2026-06-29'])).toBe('29 June');
    expect(describeDays(['2026-06-27', '2026-06-29', '2026-06-30', '2026-07-01'])).toBe('27 June, 29 June–1 July');
    expect(describeDays(['2026-12-30', '2026-12-31', '2027-01-01'])).toBe('30 December 2026–1 January 2027');
    expect(describeDays(['2026-06-28', '2026-06-27'], { monthFirst: true })).toBe('June 27–28');
    expect(describeDays([])).toBe('');
  });

  it('counts records with their days, and full-event records apart', () => {
    expect(describeRecordSet(set(14, ['2026-06-27', '2026-06-28']))).toBe('14 records on 27–28 June');
    expect(describeRecordSet(set(1, ['2026-06-29']))).toBe('1 record on 29 June');
    expect(describeRecordSet(set(7, [], 7))).toBe('7 full-event records');
    expect(describeRecordSet(set(1, [], 1))).toBe('1 full-event record');
    expect(describeRecordSet(set(5, ['2026-06-27'], 2))).toBe('5 records (2 for the whole event, 3 on 27 June)');
  });

  it('says what each answer keeps and removes when days are cut off', () => {
    const preview: ParticipationChangePreview = {
      affected: 3,
      keep: set(14, ['2026-06-27', '2026-06-28']),
      remove: { removed: set(3, ['2026-06-29']) },
      convert: { converted: set(0), into: set(0), removed: set(3, ['2026-06-29']) },
    };
    expect(participationChoiceWords(preview)).toEqual({
      remove: 'Keeps 14 records on 27–28 June; removes 3 records on 29 June.',
      convert: 'Keeps 14 records on 27–28 June; removes 3 records on 29 June.',
      same: true,
    });
  });

  it('says what converting to a full event turns into what', () => {
    const preview: ParticipationChangePreview = {
      affected: 17,
      keep: set(0),
      remove: { removed: set(17, ['2026-06-27', '2026-06-28', '2026-06-29']) },
      convert: { converted: set(17, ['2026-06-27', '2026-06-28', '2026-06-29']), into: set(7, [], 7), removed: set(0) },
    };
    const words = participationChoiceWords(preview);
    expect(words.convert).toBe('Keeps no records; turns 17 records on 27–29 June into 7 full-event records.');
    expect(words.remove).toBe('Keeps no records; removes 17 records on 27–29 June.');
    expect(words.same).toBe(false);
  });

  it('reads the preview from the refusal’s details, or nothing when it is not there', () => {
    const preview = {
      affected: 1,
      keep: set(0),
      remove: { removed: set(1, [], 1) },
      convert: { converted: set(1, [], 1), into: set(1, ['2026-06-27']), removed: set(0) },
    };
    expect(readPreview({ affected: 1, preview })).toEqual(preview);
    expect(readPreview({ affected: 1 })).toBeNull();
    expect(readPreview({ preview: { keep: 3 } })).toBeNull();
  });
});
