/**
 * One way to change an address (docs/decisions/0036-one-way-to-change-an-address.md), as an
 * administrator meets it: Edit Member offers no email change the server would refuse. Their own row
 * points at the profile's change-email card; a member who has signed in is read-only with the
 * reason; a member nobody has signed in to can still be corrected.
 */
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, defaultPassword, signUpWithOrganization } from './support/suite';

const suite = browserSuite();

describe('Edit Member and the address', { timeout: 120_000 }, () => {
  it("points the administrator's own row at the profile and locks a signed-in member's address", async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'ada@owner.example', first: 'Ada', last: 'Admin' });
      const { token } = await suite.api<{ token: string }>('/auth/login', { body: { email: 'ada@owner.example', password: defaultPassword } });
      const me = await suite.api<{ user: { id: number }; organizations: Array<{ id: number }> }>('/auth/me', { token });
      const organization_id = me.organizations[0]!.id;
      const add = (email: string, first_name: string) =>
        suite.api<{ member: { id: number }; passwordResetLink: string | null }>('/members', {
          token,
          body: { organization_id, email, first_name, last_name: 'Builder' },
        });
      // Bob sets his password with the link (and so has signed in); Carla has not yet.
      const bob = await add('bob@owner.example', 'Bob');
      const resetToken = new URL(bob.passwordResetLink!).searchParams.get('token');
      await suite.api('/auth/password-reset/confirm', { body: { token: resetToken, password: 'bricks all the way' } });
      const carla = await add('carla@owner.example', 'Carla');

      // Their own row: read-only, with the way to change it.
      await page.goto(`/platform/members/${me.user.id}/edit`);
      const email = page.getByLabel('Email', { exact: true });
      await email.waitFor();
      expect(await email.getAttribute('readonly')).not.toBeNull();
      await page.getByText('This is your own address: you change it on your profile').waitFor();
      await checkAccessible(page);
      await shoot(page, 'member-edit-own-address');

      // A member who has signed in: read-only, with the reason.
      await page.goto(`/platform/members/${bob.member.id}/edit`);
      await page.getByText('This member has signed in with this address: only they can change it').waitFor();
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
      await shoot(page, 'member-edit-signed-in');

      // Nobody has signed in to Carla's account: the address an administrator typed can be corrected.
      await page.goto(`/platform/members/${carla.member.id}/edit`);
      const carlasEmail = page.getByLabel('Email', { exact: true });
      await expect.poll(() => carlasEmail.inputValue()).toBe('carla@owner.example');
      expect(await carlasEmail.getAttribute('readonly')).toBeNull();

      // The own row's link leads to the confirmed flow, which says where the link is.
      await page.goto(`/platform/members/${me.user.id}/edit`);
      await page.getByRole('link', { name: 'Change your email address' }).click();
      await page.waitForURL(/\/platform\/profile/);
      const card = page.getByRole('form', { name: 'Email address' });
      await card.getByLabel('New email address').fill('ada@new.example');
      await card.getByLabel('Current password').fill(defaultPassword);
      await card.getByRole('button', { name: 'Change email address' }).click();
      await card.getByRole('status').filter({ hasText: 'A link is on its way to ada@new.example' }).waitFor();
      await shoot(page, 'profile-change-email-queued', card);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
