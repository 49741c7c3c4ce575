/**
 * Safety and clarity across the platform shell, driven as a user would: the destructive confirm
 * dialog's focus, breadcrumbs that name rows, the participants' address, "Meetings attended"
 * without meeting categories, and the plain member's sidebar. The group is set up through the
 * REST API; people sign in through /login.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitationToken } from './support/mail';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, signIn, signInThroughForm } from './support/suite';

const suite = browserSuite();

const year = new Date().getFullYear();
const password = 'analytical engine';
const admin = { email: 'sam@clarity.example', first_name: 'Sam', last_name: 'Stud' };
const ada = { email: 'ada@clarity.example', first_name: 'Ada', last_name: 'Lovelace' };

interface Seed {
  token: string;
  organizationId: number;
  adaId: number;
  activityId: number;
  categoryId: number;
  memberRoleId: number;
}
let seed: Seed;

const api = suite.api;

/** Clarity LUG, run by Sam; Ada is a plain member with her own password; no meeting categories. */
async function seedOrganization(): Promise<Seed> {
  const { token } = await api<{ token: string }>('/auth/signup', { body: { ...admin, password } });
  const adaAccount = await api<{ token: string; user: { id: number } }>('/auth/signup', { body: { ...ada, password } });
  const { id: organization_id } = await api<{ id: number }>('/organizations', {
    token,
    body: { name: 'Clarity LUG', contact_email: 'hello@clarity.example' },
  });
  await api('/members', {
    token,
    body: { organization_id, email: ada.email, first_name: ada.first_name, last_name: ada.last_name },
  });
  await api('/invitations/link', {
    token: adaAccount.token,
    body: { token: await invitationToken(suite.server.mail, ada.email), answer: 'accept' },
  });
  const category = await api<{ id: number }>('/categories', {
    token,
    body: { organization_id, name: 'Club Meetings' },
  });
  await api('/categories', { token, body: { organization_id, name: 'Spare Parts' } });
  const activity = await api<{ id: number }>('/activities', {
    token,
    body: {
      organization_id,
      title: 'Summer Brick Expo',
      start_date: `${year}-06-27`,
      end_date: `${year}-06-29`,
      participation_type: 'daily',
      category_id: category.id,
    },
  });
  const roles = await api<{ id: number; name: string }[]>(`/permission-roles?organization_id=${organization_id}`, {
    token,
  });
  return {
    token,
    organizationId: organization_id,
    adaId: adaAccount.user.id,
    activityId: activity.id,
    categoryId: category.id,
    memberRoleId: roles.find((role) => role.name === 'Member')!.id,
  };
}

beforeAll(async () => {
  seed = await seedOrganization();
}, 120_000);

/** The crumbs' texts, in order. */
async function crumbs(page: Page) {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await trail.waitFor();
  return (await trail.getByRole('listitem').allTextContents()).map((text) => text.trim());
}

describe('safety and clarity', { timeout: 180_000 }, () => {
  it('a destructive confirm opens on Cancel: pressing Enter, again and again, never deletes', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, admin.email);
      await page.goto('/platform/categories');
      const deleteButton = page.getByRole('button', { name: 'Delete Spare Parts' });
      await deleteButton.click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Category' });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      // Enter cancels; the focus goes back to the row's Delete, where Enter asks again, on Cancel.
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => deleteButton.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('rowheader', { name: 'Spare Parts' }).waitFor();
      const categories = await api<{ name: string }[]>(`/categories?organization_id=${seed.organizationId}`, {
        token: seed.token,
      });
      expect(categories.map((category) => category.name)).toContain('Spare Parts');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('breadcrumbs name the row, never its id; the participants address opens the manager; Meetings attended explains itself', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, admin.email);

      // "Meetings attended" without meeting categories: a dash, why, and the way to choose them.
      const participation = page
        .getByRole('heading', { name: 'My LUG Participation' })
        .locator('xpath=ancestor::*[contains(@class, "rounded")][1]');
      await page
        .getByText('Meetings attended counts activities in the group’s meeting categories, and none are chosen yet.')
        .waitFor();
      await expect(page.getByText('Meetings attended', { exact: true }).locator('..').textContent()).resolves.toContain(
        '—',
      );
      await shoot(page, 'dashboard-no-meeting-categories', participation);
      // The level's progress reads points so far of the next level's points ("0 of 50", never "50 of 0").
      const progress = await page.getByRole('progressbar').getAttribute('aria-valuetext');
      const [, sofar, whole] = /^(\d+) of (\d+)$/.exec(progress ?? '') ?? [];
      expect(Number(sofar), String(progress)).toBeLessThan(Number(whole));
      await page.getByRole('link', { name: 'Choose meeting categories in Settings' }).click();
      await page.waitForURL(/\/platform\/settings\/membership/);
      await page.getByRole('checkbox', { name: 'Club Meetings' }).waitFor();

      // Rows by name.
      await page.goto(`/platform/activities/${seed.activityId}/edit`);
      await page.getByRole('heading', { name: 'Edit Activity' }).waitFor();
      await expect.poll(() => crumbs(page)).toEqual(['Home', 'Platform', 'Activities', 'Summer Brick Expo', 'Edit']);
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Summer Brick Expo' })
        .waitFor();
      await checkAccessible(page);
      await shoot(page, 'breadcrumbs-activity-edit');

      await page.goto(`/platform/activities/${seed.activityId}`);
      await expect.poll(() => crumbs(page)).toEqual(['Home', 'Platform', 'Activities', 'Summer Brick Expo']);
      await page.goto(`/platform/members/${seed.adaId}`);
      await expect.poll(() => crumbs(page)).toEqual(['Home', 'Platform', 'Members', 'Ada Lovelace']);
      await page.goto(`/platform/categories/${seed.categoryId}/edit`);
      await expect.poll(() => crumbs(page)).toEqual(['Home', 'Platform', 'Categories', 'Club Meetings', 'Edit']);
      await page.goto(`/platform/permission-roles/${seed.memberRoleId}/manage`);
      await page.getByRole('heading', { name: /Manage Member/ }).waitFor();
      await expect.poll(() => crumbs(page)).toEqual(['Home', 'Platform', 'Permission Roles', 'Member', 'Manage']);
      // A role has no page of its own: its crumb is text, not a link to nowhere.
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Member', exact: true }).count()).resolves.toBe(0);
      await shoot(page, 'manage-role');

      // The original spec's link to assign participants opens the manager on the activity.
      await page.goto(`/platform/activities/${seed.activityId}/participants/assign`);
      await page.waitForURL(new RegExp(`/platform/participation\\?activity=${seed.activityId}$`));
      await page.getByRole('heading', { name: 'Participation Manager' }).waitFor();
      await page.getByRole('heading', { name: 'Summer Brick Expo' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a plain member sees every link; the ones they cannot use carry a lock and say why', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      // Through the form: React Aria shows a tooltip on hover once the page has seen the pointer.
      await signInThroughForm(page, ada.email);
      const nav = page.getByRole('navigation', { name: 'Platform' });
      const reasons: Record<string, string> = {
        Participation: 'Only members who record participation can open this.',
        'Registration & Dues': 'Only members who manage registration and dues can open this.',
        Settings: 'Only members who manage the group’s settings can open this.',
        Feedback: 'Only members who manage the group’s settings can open this.',
        'Audit Log': 'Only members who manage the group’s settings can open this.',
      };
      for (const name of [
        'Dashboard',
        'Activities',
        'Categories',
        'Participation Roles',
        'Members',
        'Permission Roles',
        'Reports',
      ]) {
        await expect(accessibleDescription(nav.getByRole('link', { name, exact: true }))).resolves.toBe('');
      }
      for (const [name, reason] of Object.entries(reasons)) {
        await expect(accessibleDescription(nav.getByRole('link', { name, exact: true }))).resolves.toBe(reason);
      }
      await checkAccessible(page);

      // The tooltip, on hover and on keyboard focus.
      await nav.getByRole('link', { name: 'Settings', exact: true }).hover();
      await expect(page.getByRole('tooltip').textContent()).resolves.toBe(reasons.Settings);
      await page.mouse.move(900, 600);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      await nav.getByRole('link', { name: 'Reports', exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          nav.getByRole('link', { name: 'Settings', exact: true }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await expect(page.getByRole('tooltip').textContent()).resolves.toBe(reasons.Settings);
      await shootSidebar(page, 'sidebar-plain-member');

      // The link stays a link; the 403 page stays the truth.
      await nav.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The link's accessible description: the texts its aria-describedby points to. */
function accessibleDescription(link: ReturnType<Page['getByRole']>) {
  return link.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** The sidebar at 1366 px, and the phone's drawer at 390 px (with LUG_E2E_SHOTS=<dir>). */
async function shootSidebar(page: Page, name: string) {
  const dir = process.env.LUG_E2E_SHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}-1366.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings', exact: true }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}-390.png`) });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
}
