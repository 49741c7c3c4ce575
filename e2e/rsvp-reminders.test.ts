/**
 * RSVP reminders on Settings → Notifications (on/off and the days before) and a member's choice on
 * My Profile (docs/product/settings.md#rsvp-reminders, docs/decisions/0028-rsvp-reminders.md).
 */
import { describe, expect, it } from 'vitest';
import { addRsvpMember, createRsvpGroup } from './support/rsvp-group';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, signIn, signUpWithOrganization } from './support/suite';

const suite = browserSuite({ RESEND_API_KEY: '' });

describe('RSVP reminders', () => {
  it('an administrator turns RSVP reminders on with 3 days before, and the choice is kept', async () => {
    const { page, errors } = await suite.newPage();
    await signUpWithOrganization(page, { email: 'ada@rsvp-reminders.example', group: 'Reminding LUG' });
    await page.goto('/platform/settings/notifications');
    const reminders = page.getByRole('switch', { name: 'RSVP Reminders', exact: true });
    const days = page.getByLabel('Days Before');
    await reminders.waitFor();
    // On by default, two days before.
    expect(await reminders.isChecked()).toBe(true);
    expect(await days.inputValue()).toBe('2');

    // Off, saved; then on again with three days.
    await reminders.click({ force: true });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await page.reload();
    await reminders.waitFor();
    expect(await reminders.isChecked()).toBe(false);

    await reminders.click({ force: true });
    await days.fill('3');
    await days.blur();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await page.reload();
    await reminders.waitFor();
    expect(await reminders.isChecked()).toBe(true);
    expect(await days.inputValue()).toBe('3');
    await checkAccessible(page);
    await shoot(page, 'settings-rsvp-reminders');
    expect(errors).toEqual([]);
  });

  it('a member turns "RSVP reminders" off on My Profile', async () => {
    const group = await createRsvpGroup(suite, 'rsvp-reminder-profile');
    const member = await addRsvpMember(suite, group, 'Grace', 'Hopper', 'analytical engine');
    const { page, errors } = await suite.newPage();
    await signIn(page, member.email);
    await page.goto('/platform/profile');
    const choice = page.getByRole('switch', { name: 'RSVP reminders', exact: true });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);
    await page.getByText('Your group sends RSVP reminders.').waitFor();
    await choice.click({ force: true });
    await page.getByText('RSVP reminders from rsvp-reminder-profile LUG.').first().waitFor();
    expect(await choice.isChecked()).toBe(false);
    await page.reload();
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(false);
    const preferences = await suite.api<{ preferences: Array<{ kind: string; subscribed: boolean }> }>(
      `/organizations/${group.organizationId}/notification-preferences`,
      { token: group.token },
    );
    // The administrator's own choice is untouched.
    expect(preferences.preferences).toContainEqual(
      expect.objectContaining({ kind: 'rsvp_reminders', subscribed: true }),
    );
    await checkAccessible(page);
    expect(errors).toEqual([]);
  });
});
