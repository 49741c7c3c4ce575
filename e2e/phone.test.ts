/**
 * The screens on a phone (390 px wide): no page scrolls sideways (a wide table scrolls inside its
 * frame, its first column fixed), a long role name leaves the row's actions on screen, a name over
 * its limit is kept and named, and the featured group uses the full width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, signIn } from './support/suite';

const suite = browserSuite();

const password = 'analytical engine';
const year = new Date().getFullYear();
const phone = { width: 390, height: 844 };

/** The suite's REST API, called as `api(method, path, body, token)`. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) =>
  suite.api<T>(path, { method, body, token });

/** An admin with a group, members with long names and addresses, an activity and a role with a 50-character name. */
async function createGroup(prefix: string) {
  const email = `${prefix}-admin@brickville.example`;
  const { token } = await api<{ token: string }>('POST', '/auth/signup', {
    email,
    password,
    first_name: 'Sam',
    last_name: 'Stud',
  });
  const { id: organizationId } = await api<{ id: number }>(
    'POST',
    '/organizations',
    { name: 'Brickville LUG', contact_email: 'hello@brickville.example' },
    token,
  );
  for (const [first_name, last_name] of [
    ['Maximiliana', 'Vandenberghe-Oosterhuis'],
    ['Bartholomew', 'Featherstonehaugh'],
  ] as const) {
    await api(
      'POST',
      '/members',
      {
        organization_id: organizationId,
        email: `${prefix}-${first_name.toLowerCase()}.${last_name.toLowerCase()}@brickville-lego-users.example`,
        first_name,
        last_name,
      },
      token,
    );
  }
  await api(
    'POST',
    '/activities',
    {
      organization_id: organizationId,
      title: 'Summer Brick Expo in the Great Hall of the Town',
      start_date: `${year}-06-27`,
      end_date: `${year}-06-29`,
    },
    token,
  );
  await api(
    'POST',
    '/permission-roles',
    {
      organization_id: organizationId,
      name: 'Exhibition, train layout and public outreach team',
      description: 'Runs the shows.',
      permissions: [],
    },
    token,
  );
  return { email, organizationId };
}

/** How far the page is wider than the window (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The element lies inside the window, horizontally. */
async function isOnScreen(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= phone.width;
}

describe('on a phone', () => {
  it('no screen scrolls sideways; a long role name leaves its actions on screen', async () => {
    const group = await createGroup('phone');
    const { context, page, errors } = await suite.newPage();
    try {
      await page.setViewportSize(phone);
      await signIn(page, group.email);
      const role = 'Exhibition, train layout and public outreach team';

      // Tables show rows; Registration & Dues shows one card per member on a phone (decision 0043).
      for (const [path, heading, row, shape] of [
        ['/platform/members', 'Members', /Maximiliana/, 'row'],
        ['/platform/activities', 'Activities', /Summer Brick Expo/, 'row'],
        ['/platform/permission-roles', 'Permission Roles', new RegExp(role), 'row'],
        ['/platform/registration', 'Registration & Dues Manager', /Maximiliana/, 'listitem'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await (shape === 'row' ? page.getByRole('row', { name: row }) : page.getByRole('listitem').filter({ hasText: row }))
          .first()
          .waitFor();
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          phone.width,
        );
        await expect(sidewaysOverflow(page)).resolves.toBe(0);
        await shoot(page, `phone${path.replaceAll('/', '-')}`);
        await page.setViewportSize(phone);
      }

      // The role's actions stay in the window beside its long name.
      await page.goto('/platform/permission-roles');
      const roleRow = page.getByRole('row', { name: new RegExp(role) });
      await roleRow.waitFor();
      for (const action of [`Edit ${role}`, `Manage users of ${role}`, `Delete ${role}`]) {
        await expect(
          isOnScreen(
            page,
            roleRow.getByRole('link', { name: action }).or(roleRow.getByRole('button', { name: action })),
          ),
        ).resolves.toBe(true);
      }
      await checkAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a role name over 50 characters is kept and named, not cut; the other catalogue names behave the same', async () => {
    const group = await createGroup('names');
    const { context, page, errors } = await suite.newPage();
    try {
      await page.setViewportSize(phone);
      await signIn(page, group.email);
      await page.goto('/platform/permission-roles/create');
      await page.getByRole('heading', { name: 'Add New Role' }).waitFor();
      const name = page.getByRole('textbox', { name: 'Name' });
      await name.fill('x'.repeat(50));
      await expect(page.getByText('Name must be 50 characters or less').count()).resolves.toBe(0);
      await name.press('y');
      await expect(name.inputValue()).resolves.toBe(`${'x'.repeat(50)}y`);
      await page.getByText('Name must be 50 characters or less').waitFor();
      await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
      await shoot(page, 'phone-role-name-too-long');
      await page.setViewportSize(phone);
      // Submitting does not send it; taking the letter away clears the message.
      await page.getByRole('button', { name: 'Create Role' }).click();
      await page.getByText('Name must be 50 characters or less').waitFor();
      await name.press('Backspace');
      await page.getByText('Name must be 50 characters or less').waitFor({ state: 'detached' });
      await checkAccessible(page);

      for (const [path, heading, label, max] of [
        ['/platform/categories/create', 'Create Category', 'Name', 100],
        ['/platform/participation-roles/create', 'Add Participation Role', 'Name', 100],
        ['/platform/activities/create', 'Create Activity', 'Title', 200],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading }).waitFor();
        const field = page.getByRole('textbox', { name: label });
        await field.fill('x'.repeat(max + 1));
        await expect(field.inputValue()).resolves.toHaveLength(max + 1);
        await page.getByText(`${label} must be ${max} characters or less`).waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the featured group on the home page uses the full width', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await page.setViewportSize(phone);
      await page.goto('/');
      const featured = page.getByRole('region', { name: 'Featured group' });
      const card = featured.getByRole('link', { name: /Brickville LUG/ });
      await card.waitFor();
      const [section, link] = await Promise.all([featured.getByRole('list').boundingBox(), card.boundingBox()]);
      expect(link!.width).toBeGreaterThanOrEqual(section!.width - 1);
      await expect(sidewaysOverflow(page)).resolves.toBe(0);
      await shoot(page, 'phone-home-featured', featured);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
