import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail, type EmailMessage } from '../src/index';

const hostile = `<script>alert("x")</script>&'`;

const welcome = {
  template: 'welcome',
  data: {
    recipientEmail: 'new.member@example.org',
    recipientName: 'Ada <b>Lovelace</b>',
    passwordResetLink: 'https://lug.example.org/reset-password?token=abc&x=1',
    groupName: `Bricks & Friends ${hostile}`,
    groupContactEmail: 'board@bricks.example.org',
  },
} satisfies EmailMessage;

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('welcome', () => {
  it('welcomes the member to the group, with the link, its validity and the contact email', () => {
    const email = renderEmail(welcome);
    expect(email.subject).toBe(`Welcome to Bricks & Friends ${hostile}`);
    expect(email.text).toContain('Hi Ada <b>Lovelace</b>,');
    expect(email.text).toContain(welcome.data.passwordResetLink);
    expect(email.text).toContain('valid for 1 hour)');
    expect(email.text).toContain('board@bricks.example.org');
    expect(email.html).toContain('href="https://lug.example.org/reset-password?token=abc&amp;x=1"');
    expect(email.html).toContain('href="mailto:board@bricks.example.org"');
    expect(email.html).toContain('valid for 1 hour.');
  });

  it('escapes every interpolated value in the HTML', () => {
    const { html } = renderEmail(welcome);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Lovelace');
    expect(html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(html).not.toMatch(/<(img|link|script|iframe)\b/i);
  });

  it('states the validity it is given', () => {
    const email = renderEmail({
      template: 'welcome',
      data: { ...welcome.data, linkValidHours: 24 },
    });
    expect(email.text).toContain('valid for 24 hours');
    expect(email.html).toContain('valid for 24 hours');
    const week = renderEmail({ template: 'welcome', data: { ...welcome.data, linkValidDays: 7 } });
    expect(week.text).toContain('valid for 7 days)');
    expect(week.html).toContain('valid for 7 days.');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderEmail({
        template: 'welcome',
        data: { ...welcome.data, passwordResetLink: 'javascript:alert(1)' },
      }),
    ).toThrow(/http/);
  });

  it('keeps the subject on one line', () => {
    const email = renderEmail({
      template: 'welcome',
      data: { ...welcome.data, groupName: 'A\r\nBcc: x@example.org' },
    });
    expect(email.subject).toBe('Welcome to A Bcc: x@example.org');
  });
});

describe('password-reset', () => {
  const data = {
    toEmail: 'ada@example.org',
    toName: `Ada ${hostile}`,
    resetLink: 'https://lug.example.org/reset-password?token=t0k&e=1',
  };

  it('includes the link and a default validity of 60 minutes', () => {
    const email = renderEmail({ template: 'password-reset', data });
    expect(email.subject).toMatch(/reset your .* password/i);
    expect(email.text).toContain(data.resetLink);
    expect(email.text).toContain('60 minutes');
    expect(email.html).toContain('href="https://lug.example.org/reset-password?token=t0k&amp;e=1"');
    expect(email.html).toContain('60 minutes');
  });

  it('escapes the name and uses the given validity', () => {
    const email = renderEmail({
      template: 'password-reset',
      data: { ...data, validMinutes: 15 },
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Ada &lt;script&gt;');
    expect(email.text).toContain('15 minutes');
  });
});

describe('beta-application', () => {
  const data = {
    lugName: 'Brick Builders <United>',
    contactName: 'Grace "G" Hopper',
    email: 'grace@example.org',
    website: 'https://bricks.example.org/?a=1&b=2',
    about: `We meet monthly.\n<img src=x onerror=alert(1)>`,
  };

  it('lists every field, escaped, with line breaks kept', () => {
    const email = renderEmail({ template: 'beta-application', data });
    expect(email.subject).toBe('Beta application: Brick Builders <United>');
    for (const value of [data.lugName, data.contactName, data.email, data.website, 'We meet monthly.']) {
      expect(email.text).toContain(value);
    }
    expect(email.html).toContain('Brick Builders &lt;United&gt;');
    expect(email.html).toContain('Grace &quot;G&quot; Hopper');
    expect(email.html).toContain('href="https://bricks.example.org/?a=1&amp;b=2"');
    expect(email.html).toContain('We meet monthly.<br>&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).not.toMatch(/<img/i);
  });

  it('says when "about" was not given and never links a non-http website', () => {
    const email = renderEmail({
      template: 'beta-application',
      data: { ...data, about: null, website: 'javascript:alert(1)' },
    });
    expect(email.text).toContain('(not given)');
    expect(email.html).toContain('(not given)');
    expect(email.html).not.toContain('href="javascript:');
    expect(email.html).toContain('javascript:alert(1)');
  });
});

describe('account emails', () => {
  it('invites an existing account: the group, who invited, the link to answer, how long it works', () => {
    const email = renderEmail({
      template: 'invitation',
      data: {
        recipientName: 'Ada <b>',
        groupName: 'Brickville LUG',
        invitedByName: 'Sam Stud',
        invitationLink: 'https://lug.example/invitations/abc',
        linkValidDays: 14,
      },
    });
    expect(email.subject).toBe('Brickville LUG invites you to join on LUG Platform');
    expect(email.text).toContain('Sam Stud of Brickville LUG invites you');
    expect(email.text).toContain('https://lug.example/invitations/abc');
    expect(email.text).toContain('14 days');
    expect(email.html).toContain('Ada &lt;b&gt;');
    expect(email.html).not.toContain('<b>');
  });

  it('asks to confirm an address, or a new address, and refuses a link that is not http(s)', () => {
    const first = renderEmail({
      template: 'verify-email',
      data: { recipientName: 'Ada', email: 'ada@example.org', confirmLink: 'https://lug.example/verify-email?token=t', change: false, linkValidHours: 24 },
    });
    expect(first.subject).toBe('Confirm your email address for LUG Platform');
    expect(first.text).toContain('https://lug.example/verify-email?token=t');
    const change = renderEmail({
      template: 'verify-email',
      data: { recipientName: 'Ada', email: 'new@example.org', confirmLink: 'https://lug.example/verify-email?token=t', change: true, linkValidHours: 24 },
    });
    expect(change.subject).toBe('Confirm your new email address for LUG Platform');
    expect(() =>
      renderEmail({
        template: 'verify-email',
        data: { recipientName: 'Ada', email: 'a@example.org', confirmLink: 'javascript:alert(1)', change: false, linkValidHours: 24 },
      }),
    ).toThrow();
  });

  it('tells the old address that the address changed', () => {
    const email = renderEmail({
      template: 'email-changed',
      data: { recipientName: 'Ada', oldEmail: 'old@example.org', newEmail: 'new@example.org', signInLink: 'https://lug.example/login' },
    });
    expect(email.text).toContain('from old@example.org to new@example.org');
  });
});

describe('RSVP reminder', () => {
  const data = {
    recipientName: 'Ada',
    groupName: 'Brickville LUG',
    unsubscribeLink: 'https://lug.example/unsubscribe?token=abc&kind=rsvp_reminders',
    title: 'Brick <Night>',
    when: '2026-11-22 at 18:30',
    location: 'Community Hall',
    activityLink: 'https://lug.example/platform/activities/7',
    icsFileName: 'brick-night.ics',
  };

  it('says what, when and where, names the attached file, links the activity and the unsubscribe page', () => {
    const email = renderEmail({ template: 'rsvp-reminder', data });
    expect(email.subject).toBe('Reminder: Brick <Night>, 2026-11-22 at 18:30');
    expect(email.text).toContain("You said you are going to Brickville LUG's Brick <Night>.");
    expect(email.text).toContain('When: 2026-11-22 at 18:30\nWhere: Community Hall');
    expect(email.text).toContain('brick-night.ics');
    expect(email.text).toContain('https://lug.example/platform/activities/7');
    expect(email.text).toContain('To stop receiving RSVP reminders from this group: https://lug.example/unsubscribe?token=abc&kind=rsvp_reminders');
    expect(email.html).toContain('Brick &lt;Night&gt;');
    expect(email.html).not.toContain('<Night>');
    expect(email.html).toContain('Unsubscribe from RSVP reminders');
  });

  it('leaves "Where" out without a place and refuses a link that is not http', () => {
    expect(renderEmail({ template: 'rsvp-reminder', data: { ...data, location: null } }).text).not.toContain('Where:');
    expect(() => renderEmail({ template: 'rsvp-reminder', data: { ...data, activityLink: 'javascript:alert(1)' } })).toThrow();
  });
});
