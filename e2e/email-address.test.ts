/**
 * The account's email address in the browser (docs/product/accounts.md): a new account sees a
 * notice until it confirms its address and cannot create API tokens; the emailed link (read from
 * the local Resend stand-in) confirms it on a button press; moving to another address takes the
 * password and happens only through the link sent to the new address, and the old one is told.
 */
import { describe, expect, it } from 'vitest';
import { fromNewestEmail } from './support/mail';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, signUpWithOrganization } from './support/suite';

const suite = browserSuite();

const password = 'a castle of many bricks';

/** The path and query of the newest link to `pathname` emailed to `email` with a matching subject. */
function emailedLink(email: string, pathname: string, subject: RegExp): Promise<string> {
  return fromNewestEmail(
    suite.server.mail,
    email,
    new RegExp(`https?://\\S+?(${pathname}\\?token=[^\\s"<>]+)`),
    subject,
  );
}

describe('the email address', { timeout: 180_000 }, () => {
  it('is confirmed from the emailed link; until then a notice shows and API tokens wait', async () => {
    const { page } = await suite.newPage();
    await signUpWithOrganization(page, {
      email: 'cora@confirm.example',
      first: 'Cora',
      last: 'Confirm',
      password,
      group: 'Confirm LUG',
      contactEmail: 'hello@confirm.example',
    });
    const notice = page.getByRole('region', { name: 'Unconfirmed address' });
    await notice.getByText('A link to confirm it is on its way to cora@confirm.example.').waitFor();
    await checkAccessible(page);
    await shoot(page, 'email-unconfirmed-dashboard');

    await page.goto('/platform/profile');
    await page.getByText('Not confirmed').waitFor();
    await page.getByText('Confirm your email address to create API tokens').waitFor();
    expect(await page.getByRole('button', { name: 'Create token' }).count()).toBe(0);

    // Asking again sends a second link; the newest is the one that works.
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText('Confirmation link on its way').first().waitFor();
    await expect
      .poll(
        () =>
          suite.server.mail.received.filter(
            (m) => m.to.some((to) => to.includes('cora@confirm.example')) && /Confirm your email/.test(m.subject ?? ''),
          ).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(2);

    await page.goto(await emailedLink('cora@confirm.example', '/verify-email', /Confirm your email address/));
    await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    await checkAccessible(page);
    await shoot(page, 'email-confirm-page');
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor();
    await shoot(page, 'email-confirmed');

    await page.goto('/platform/profile');
    await page.getByText('Confirmed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create token' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('moves to another address only through the link sent there; the old address is told', async () => {
    const { page } = await suite.newPage();
    await signUpWithOrganization(page, {
      email: 'dan@confirm.example',
      first: 'Cora',
      last: 'Confirm',
      password,
      group: 'Confirm LUG',
      contactEmail: 'hello@confirm.example',
    });
    await page.goto(await emailedLink('dan@confirm.example', '/verify-email', /Confirm your email address/));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor();

    await page.goto('/platform/profile');
    const card = page.getByRole('form', { name: 'Email address' });
    await card.getByLabel('New email address').fill('daniel@confirm.example');
    await card.getByLabel('Current password').fill('not the password');
    await card.getByRole('button', { name: 'Change email address' }).click();
    await card.getByText('Current password is incorrect').first().waitFor();

    await card.getByLabel('Current password').fill(password);
    await card.getByRole('button', { name: 'Change email address' }).click();
    await card.getByText(/A link is on its way to daniel@confirm.example/).waitFor();
    await checkAccessible(page);
    await shoot(page, 'email-change-sent', card);
    // Nothing changed yet.
    await card.getByText('dan@confirm.example', { exact: true }).waitFor();

    await page.goto(await emailedLink('daniel@confirm.example', '/verify-email', /Confirm your new email address/));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { name: 'Email address changed' }).waitFor();
    await page.getByText(/You sign in with daniel@confirm.example from now on/).waitFor();
    await shoot(page, 'email-changed');

    await expect
      .poll(
        () =>
          suite.server.mail.received.some(
            (m) =>
              m.to.some((to) => to.includes('dan@confirm.example')) &&
              /email address was changed/.test(m.subject ?? ''),
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await page.goto('/platform/profile');
    await page
      .getByRole('form', { name: 'Email address' })
      .getByText('daniel@confirm.example', { exact: true })
      .waitFor();
  });
});
