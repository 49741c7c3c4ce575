/**
 * Renewal reminders on Settings → Notifications (next date and reach), a member's choice on My
 * Profile, and the sign-up's words about the confirmation link on an installation without an
 * email provider (docs/product/settings.md#renewal-reminders, docs/decisions/0023).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextReminder } from '@lug/domain/notifications-helpers';
import { browserSuite, signUpWithOrganization } from './support/suite';
import { shoot } from './support/shots';

const suite = browserSuite({ RESEND_API_KEY: '' });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('renewal reminders', () => {
  it('sign-up without a provider says the confirmation link is waiting, never that it was sent', async () => {
    const { page, errors } = await suite.newPage();
    await signUpWithOrganization(page, { email: 'ada@reminders.example', group: 'Reminder LUG' });
    const notice = page.getByRole('region', { name: 'Unconfirmed address' });
    await expect.poll(() => notice.textContent()).toContain('The link to confirm ada@reminders.example is waiting');
    expect(await notice.textContent()).not.toMatch(/we sent/i);
    expect(await page.locator('body').textContent()).not.toMatch(/we sent/i);
    expect(errors).toEqual([]);
  });

  it('an administrator sets reminder dates and sees the next date and how many members it would reach', async () => {
    const { page, errors } = await suite.newPage();
    await signUpWithOrganization(page, { email: 'grace@reminders.example', group: 'Dates LUG' });
    await page.goto('/platform/settings/notifications');
    const preview = page.getByLabel('Next renewal reminder');
    await expect.poll(() => preview.textContent()).toContain('No reminder dates');

    await page.getByRole('switch', { name: 'Renewal Reminders' }).click({ force: true });
    await page.getByLabel('Reminder Dates').fill('13-01');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Reminder dates must be days of the year as MM-DD, e.g. 12-01').first().waitFor();

    await page.getByLabel('Reminder Dates').fill('12-01, 1-15');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const today = new Date().toISOString().slice(0, 10);
    const next = nextReminder(today, ['01-15', '12-01'])!;
    // The administrator is the one member, nothing recorded for the coming year.
    await expect.poll(() => preview.textContent()).toContain(`1 member not registered or not paid for ${next.year}`);
    expect(await preview.textContent()).not.toContain('No reminder dates');
    await page.reload();
    expect(await page.getByLabel('Reminder Dates').inputValue()).toBe('01-15, 12-01');
    await shoot(page, 'settings-renewal-reminders');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // My Profile: the member's own choice, with the group sending reminders now.
    await page.goto('/platform/profile');
    const card = page.getByRole('switch', { name: 'Renewal reminders' });
    await card.waitFor();
    expect(await card.isChecked()).toBe(true);
    await page.getByText('Your group sends renewal reminders.').waitFor();
    await card.click({ force: true });
    await page.getByText('Renewal reminders from Dates LUG.').first().waitFor();
    expect(await card.isChecked()).toBe(false);
    await shoot(page, 'profile-email-choices');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
