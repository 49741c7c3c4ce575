import { afterEach, describe, expect, it } from 'vitest';
import { serverI18n, serverLocale, serverWords } from '@lug/domain/words';
import { emailTemplates, renderEmail, type EmailMessage } from '../src/index';

/**
 * Decision 0033: every word of every email is a message of the server's Lingui catalog. In a
 * pseudo-locale that marks each message, nothing but the marked messages and the data is left.
 */
const link = 'https://lug.example/x?a=1&b=2';
const person = { recipientName: '11', groupName: '22', unsubscribeLink: link };
const samples: EmailMessage[] = [
  {
    template: 'welcome',
    data: {
      recipientEmail: 'a@b.example',
      recipientName: '11',
      passwordResetLink: link,
      groupName: '22',
      groupContactEmail: 'c@d.example',
    },
  },
  { template: 'password-reset', data: { toEmail: 'a@b.example', toName: '11', resetLink: link, validMinutes: 1 } },
  {
    template: 'beta-application',
    data: { lugName: '33', contactName: '44', email: 'a@b.example', website: link, about: null },
  },
  {
    template: 'new-activity',
    data: { ...person, title: '55', when: '2026-11-22', location: '66', description: '77', activityLink: link },
  },
  {
    template: 'points-digest',
    data: { ...person, awards: [{ activity: '55', role: '88', points: 2, date: '2026-11-22' }], totalThisYear: 1 },
  },
  { template: 'membership-status', data: { ...person, changes: ['99'] } },
  {
    template: 'renewal-reminder',
    data: { ...person, year: 2026, missing: ['registration', 'dues'], platformLink: link },
  },
  {
    template: 'verify-email',
    data: { recipientName: '11', email: 'a@b.example', confirmLink: link, change: true, linkValidHours: 48 },
  },
  {
    template: 'email-changed',
    data: { recipientName: '11', oldEmail: 'a@b.example', newEmail: 'c@d.example', signInLink: link },
  },
  {
    template: 'invitation',
    data: { recipientName: '11', groupName: '22', invitedByName: '33', invitationLink: link, linkValidDays: 14 },
  },
  { template: 'delivery-test', data: { recipientName: '11', recipientEmail: 'a@b.example', groupName: '22' } },
  {
    template: 'rsvp-promoted',
    data: { recipientName: '11', groupName: '22', title: '55', when: '2026-11-22', location: '66', activityLink: link },
  },
  ...(['moved', 'cancelled'] as const).map((change): EmailMessage => ({
    template: 'shift-changed',
    data: {
      recipientName: '11',
      groupName: '22',
      title: '55',
      shiftTitle: '33',
      change,
      before: '2026-11-22 09:00',
      when: change === 'moved' ? '2026-11-29 09:00' : null,
      activityLink: link,
    },
  })),
  {
    template: 'rsvp-reminder',
    data: { ...person, title: '55', when: '2026-11-22', location: '66', activityLink: link, icsFileName: '55.ics' },
  },
  ...(['approved', 'rejected'] as const).map((status): EmailMessage => ({
    template: 'exhibit-reviewed',
    data: {
      recipientName: '11',
      groupName: '22',
      exhibitTitle: '33',
      activityTitle: '55',
      status,
      reason: status === 'rejected' ? '77' : null,
      exhibitsLink: link,
    },
  })),
  ...[true, false].map((needsReview): EmailMessage => ({
    template: 'exhibit-changed',
    data: {
      recipientName: '11',
      groupName: '22',
      builderName: '44',
      exhibitTitle: '33',
      activityTitle: '55',
      fields: '66',
      needsReview,
      exhibitsLink: link,
    },
  })),
  {
    template: 'shift-promoted',
    data: { recipientName: '11', groupName: '22', title: '55', shiftTitle: '33', when: '2026-11-22 09:00-11:00', shiftsLink: link },
  },
];

afterEach(() => serverI18n.activate(serverLocale));

/** What is left of a text once the marked messages, links and addresses are taken out. */
function unmarked(text: string): string {
  let rest = text;
  while (/⟪[^⟪⟫]*⟫/.test(rest)) rest = rest.replace(/⟪[^⟪⟫]*⟫/g, ' ');
  return rest.replace(/https?:\/\/\S+|\S+@\S+|\S+\.ics/g, ' ');
}

function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|\w+);/g, ' ');
}

describe('the emails’ words', () => {
  it('covers every template', () => {
    const covered = new Set(samples.map((sample) => sample.template));
    expect([...covered].sort()).toEqual(Object.keys(emailTemplates).sort());
  });

  it('are all messages of the catalog: another language is a catalog away', () => {
    const catalog = Object.fromEntries([...serverWords()].map(([id, message]) => [id, `⟪${message}⟫`]));
    serverI18n.load('pseudo', catalog);
    serverI18n.activate('pseudo');
    for (const sample of samples) {
      const email = renderEmail(sample);
      expect(email.subject, sample.template).toMatch(/^⟪.*⟫$/);
      expect(unmarked(email.text).replace(/^-- $/m, ''), `${sample.template} text`).not.toMatch(/[A-Za-z]{2,}/);
      expect(unmarked(visibleText(email.html)), `${sample.template} html`).not.toMatch(/[A-Za-z]{2,}/);
      expect(email.html).toContain('<html lang="pseudo">');
    }
  });

  it('keep markup out of a translation: its words are escaped, the values of ours pass', () => {
    const id = 'email.welcome.account';
    serverI18n.load('pseudo', { [id]: '<i>{group}</i> & {address}' });
    serverI18n.activate('pseudo');
    const email = renderEmail(samples[0]!);
    expect(email.html).toContain('&lt;i&gt;<strong>22</strong>&lt;/i&gt; &amp; <strong>a@b.example</strong>');
  });
});
