import { describe, expect, it } from 'vitest';
import { auditActionKeys } from '@lug/domain/audit-actions';
import { actionsWithSentences, auditSentence } from './sentences';

const alex = { name: 'Alex Stud' };
const entry = (action: string, details: Record<string, unknown> = {}, entity_id: string | null = null) => ({
  action,
  entity_id,
  actor: alex,
  details,
});

describe('audit log sentences', () => {
  it('has a sentence for every action the API can write, and none for an action it cannot', () => {
    const missing = auditActionKeys.filter((key) => !actionsWithSentences.includes(key));
    expect(missing).toEqual([]);
    expect(actionsWithSentences.filter((key) => !(auditActionKeys as readonly string[]).includes(key))).toEqual([]);
  });

  it.each(auditActionKeys)('%s reads as a sentence, never the raw key, even without details', (action) => {
    for (const details of [{}, { redacted: 'personal data removed' }]) {
      const sentence = auditSentence(entry(action, details, '12'));
      expect(sentence).toMatch(/^Alex Stud [a-z].*\.$/);
      expect(sentence).not.toContain(action);
      expect(sentence).not.toMatch(/undefined|null|NaN|\[object/);
    }
  });

  it('says who marked how many members what for which year', () => {
    const bulk = entry('member_status.bulk_update', {
      count: 3,
      members: 3,
      years: [2026],
      statuses: ['paid'],
      user_ids: [1, 2, 3],
    });
    expect(auditSentence(bulk)).toBe('Alex Stud marked 3 members paid for 2026.');
    expect(
      auditSentence(
        entry('member_status.bulk_update', {
          members: 1,
          years: [2025, 2026],
          statuses: ['registered', 'gift_in_lieu'],
        }),
      ),
    ).toBe('Alex Stud marked 1 member registered and gift-in-lieu for 2025 and 2026.');
  });

  it('names one member’s registration change', () => {
    const before = { user_id: 7, year: 2026, registration_complete: false, dues_type: 'none' };
    const after = { ...before, registration_complete: true, dues_type: 'paid' };
    expect(auditSentence(entry('member_status.update', { before, after }, '7'))).toBe(
      'Alex Stud marked member #7 registered and paid for 2026.',
    );
    // The server names the member the entry is about, as they are called now.
    const named = { ...entry('member_status.update', { before, after }, '7'), subject: { id: 7, name: 'Zoë Müller' } };
    expect(auditSentence(named)).toBe('Alex Stud marked Zoë Müller registered and paid for 2026.');
    const checkIn = { ...entry('participation.check_in', { user_id: 7, activity_id: 3 }), subject: { id: 7, name: 'Zoë Müller' } };
    expect(auditSentence(checkIn)).toContain('Zoë Müller');
    expect(auditSentence(checkIn)).not.toContain('#7');
  });

  it('tells the truth about a test email', () => {
    expect(auditSentence(entry('email.test', { to: 'sam@lug.example', delivery: 'queued' }))).toBe(
      'Alex Stud queued a test email to sam@lug.example.',
    );
    expect(auditSentence(entry('email.test', { to: 'sam@lug.example', delivery: 'not_configured' }))).toBe(
      'Alex Stud asked for a test email to sam@lug.example; it is waiting, as email delivery is not configured.',
    );
  });

  it('says what an activity change did to its participation records, with dates in the group’s format', () => {
    expect(
      auditSentence(
        entry(
          'activity.update',
          {
            changes: { end_date: '2026-06-28' },
            participation: { mode: 'remove', affected: 3, removed: 3, converted: 0 },
          },
          '4',
        ),
      ),
    ).toBe('Alex Stud edited activity #4: end date; 3 participation records removed.');
    expect(
      auditSentence(entry('participation.assign', { date: '2026-06-27', user_count: 1, count: 2 }, '4'), {
        formatDate: (d) => d.split('-').reverse().join('/'),
      }),
    ).toBe('Alex Stud assigned 1 member to activity #4 on 27/06/2026 (2 participation records added).');
  });

  it('names settings by what changed, and the system when nobody acted', () => {
    expect(
      auditSentence(entry('settings.update', { changed: { 'general.time_zone': ['UTC', 'Europe/Berlin'] } })),
    ).toBe('Alex Stud changed the settings: time zone.');
    expect(auditSentence({ ...entry('member.auto_deactivate', { reason: 'dues unpaid' }, '9'), actor: null })).toBe(
      'The system made member #9 inactive automatically: dues unpaid.',
    );
  });

  it('still reads an action a newer server wrote', () => {
    expect(auditSentence(entry('badge.award_special'))).toBe('Alex Stud: badge award special.');
  });
});
