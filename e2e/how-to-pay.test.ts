/**
 * How to pay and a clear start (issue 27, decision 46), as a new group's administrator goes
 * through it: the setup checklist on the dashboard (ticked from the data, the browser's own time
 * zone in one click, dismissed for good), "How to pay" in Settings → Membership (a wrong IBAN
 * refused under its field), and their own dues card with what they still owe, the reference and
 * the payment QR code. The fee and a part payment are set up through the REST API.
 */
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, defaultPassword, signIn } from './support/suite';

const suite = browserSuite();
const year = new Date().getFullYear();
const admin = { email: 'pia@paybricks.example', first_name: 'Pia', last_name: 'Payne' };

async function seed() {
  const { token, user } = await suite.api<{ token: string; user: { id: number } }>('/auth/signup', {
    body: { ...admin, password: defaultPassword },
  });
  const { id: organization_id } = await suite.api<{ id: number }>('/organizations', {
    token,
    body: { name: 'Pay Bricks LUG', contact_email: 'hello@paybricks.example' },
  });
  return { token, organizationId: organization_id, userId: user.id };
}

describe('how to pay and a clear start', () => {
  it('a new group ticks its setup steps from the data, says how to pay, and a member sees what they owe with a QR code', async () => {
    const { token, organizationId, userId } = await seed();
    const { page, context, errors } = await suite.newPage({ timezoneId: 'Europe/Berlin' });
    try {
      await signIn(page, admin.email);
      const checklist = page.getByRole('list', { name: 'Setup steps' });
      await checklist.waitFor();
      const step = (name: string, state: 'done' | 'to do') =>
        checklist.getByRole('listitem').filter({ hasText: name }).getByText(`(${state})`).waitFor();
      await step('Choose your time zone', 'to do');
      // The browser's own zone in one click.
      await checklist.getByRole('button', { name: 'Use Europe/Berlin' }).click();
      await step('Choose your time zone', 'done');
      await step('Set the dues amount', 'to do');

      // The year's fee and a part payment of the administrator's own dues.
      await suite.api(`/dues/fees/${year}`, {
        method: 'PUT',
        token,
        body: { organization_id: organizationId, amount_minor: 2500, currency: 'EUR' },
      });
      await suite.api('/dues/payments', {
        token,
        body: { organization_id: organizationId, user_id: userId, year, amount_minor: 1000, received_on: `${year}-01-02`, method: 'cash' },
      });

      // Settings → Membership: How to pay; a wrong IBAN is refused under its field.
      await page.goto('/platform/settings/membership');
      const form = page.getByRole('form', { name: 'How to pay' });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('textbox', { name: 'Payment instructions' }).fill('Transfer to the account below, or pay cash at a meeting.');
      await form.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01');
      await form.getByRole('textbox', { name: 'Account holder' }).fill('Pay Bricks e.V.');
      await form.getByRole('button', { name: 'Save how to pay' }).click();
      await form.getByText('Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00').waitFor();
      await form.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
      await form.getByRole('button', { name: 'Save how to pay' }).click();
      await page.getByText('Settings saved').first().waitFor();
      await checkAccessible(page);
      await shoot(page, 'settings-how-to-pay');

      // The dashboard: the steps done so far, and the member's own dues card.
      await page.goto('/platform/dashboard');
      await step('Set the dues amount', 'done');
      await step('Say how members pay', 'done');
      const dues = page.getByRole('region', { name: 'How to pay' });
      await dues.getByText(`PBL ${year} ${userId}`).waitFor();
      await dues.getByText('DE89 3704 0044 0532 0130 00').waitFor();
      await page.getByText('€15.00').first().waitFor();
      await page.getByText('Part paid').first().waitFor();
      await expect(dues.getByRole('img', { name: 'Payment QR code for €15.00' }).isVisible()).resolves.toBe(true);
      await checkAccessible(page);
      await shoot(page, 'dashboard-dues-owed');

      // Dismissed for the whole group: gone after a reload.
      await page.getByRole('button', { name: 'Dismiss the checklist' }).click();
      await checklist.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('region', { name: 'How to pay' }).waitFor();
      await expect(page.getByRole('list', { name: 'Setup steps' }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
