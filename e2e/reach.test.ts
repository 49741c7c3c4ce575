/**
 * Every member reached (docs/decisions/0038-every-member-reached.md): with a roster imported and
 * nobody but the administrator signed in, Settings → Notifications says whom each email reaches
 * and why not, and the Members list filters "Never signed in" and resends the welcome from the
 * keyboard, saying in place what became of the emails.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, defaultPassword, signIn } from './support/suite';
import { checkAccessible, shoot } from './support/shots';

const suite = browserSuite({ RESEND_API_KEY: '' });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('every member reached', () => {
  it('an imported roster: the settings count whom mail reaches, the members list resends the welcome', async () => {
    const email = 'tina@roster.example';
    const { token } = await suite.api<{ token: string }>('/auth/signup', {
      body: { email, first_name: 'Tina', last_name: 'Treasurer', password: defaultPassword },
    });
    const { id: organizationId } = await suite.api<{ id: number }>('/organizations', {
      token,
      body: { name: 'Roster LUG', contact_email: 'hello@roster.example' },
    });
    await suite.api(`/organizations/${organizationId}/settings`, {
      method: 'PUT',
      token,
      body: {
        notifications: { new_activity: true, renewal_reminders: true, renewal_reminder_dates: ['12-01', '01-15'] },
      },
    });
    const csv = [
      'email,first_name,last_name',
      'anna@roster.example,Anna,Meier',
      'bruno@roster.example,Bruno,Keller',
      'chloe@roster.example,Chloé,Favre',
      'no-address@roster.invalid,Ida,Moser',
    ].join('\n');
    await suite.api('/members/import', { token, body: { organization_id: organizationId, csv, send_welcome: false } });

    const { page, errors } = await suite.newPage();
    await signIn(page, email);
    await page.goto('/platform/settings/notifications');
    const newActivity = page.getByRole('switch', { name: 'New Activity' });
    await newActivity.waitFor();
    // The switch's description says whom it reaches: read with the switch by a screen reader.
    await expect.poll(() => page.getByText('Reaches:').first().textContent()).toContain('4 members; 1 has no address');
    const preview = page.getByLabel('Next renewal reminder');
    await expect.poll(() => preview.textContent()).toContain('4 members; 1 has no address');
    await checkAccessible(page);
    await shoot(page, 'settings-notifications-reach');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Members: filter "Never signed in" from the keyboard, then resend the welcome.
    await page.goto('/platform/members');
    await page.getByRole('button', { name: /Signed in/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Never signed in' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/signin=never/);
    const resend = page.getByRole('button', { name: 'Resend welcome to 4 members' });
    await resend.waitFor();
    // The header and the four imported members, once the filtered page has replaced the whole list.
    await expect.poll(() => page.getByRole('row').count()).toBe(5);
    await resend.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Resend welcome' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('valid for 7 days');
    // The dialog opens on its action: Enter sends.
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'welcome emails' });
    await expect
      .poll(() => status.textContent())
      .toBe('3 welcome emails waiting: this installation cannot send email yet. Not sent: 1 has no address.');
    await checkAccessible(page);
    await shoot(page, 'members-never-signed-in');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
