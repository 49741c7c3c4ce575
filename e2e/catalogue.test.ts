/**
 * Activities, categories and participation roles, driven as a user would: create a category and an
 * activity, find it under its year, edit it, view its detail, delete it; create and edit a
 * participation role.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, choose, signUpWithOrganization } from './support/suite';

const suite = browserSuite();

const nextYear = new Date().getFullYear() + 1;

/**
 * Waits for a toast, then closes it as a person would: a toast stays while the pointer rests on
 * it, and a paused one covers the button the next step presses.
 */
async function toast(page: Page, text: string) {
  const shown = page.getByRole('alertdialog').filter({ hasText: text }).first();
  await shown.waitFor();
  await shown.getByRole('button', { name: 'Close' }).click();
  await shown.waitFor({ state: 'hidden' });
}

describe('catalogue screens', () => {
  it('category and activity: create, find under its year, edit, view, delete', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'sam@brickville.example' });

      // A category.
      await page.goto('/platform/categories');
      await page.getByText('No categories yet.').waitFor();
      await checkAccessible(page);
      await page.getByRole('link', { name: 'Create Category' }).click();
      await page.getByRole('heading', { name: 'Create Category' }).waitFor();
      await page.getByLabel('Name').fill('Train Shows');
      await page.getByLabel('Description').fill('Shows with our layout.');
      await page.getByText('22/1000 characters').waitFor();
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Create Category' }).click();
      await toast(page, 'Category created successfully');
      await page.getByRole('rowheader', { name: /Train Shows/ }).waitFor();

      // An activity next year, with the form's rules first.
      await page.goto('/platform/activities');
      await page.getByRole('heading', { name: 'Activities' }).waitFor();
      await checkAccessible(page);
      await page.getByRole('link', { name: 'Create Activity' }).click();
      await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await page.getByText('Title is required').waitFor();
      await page.getByText('Start date is required').waitFor();
      await page.getByLabel('Title').fill('Spring Train Show');
      await choose(page, /Category/, 'Train Shows');
      await page.getByLabel('Start Date').fill(`${nextYear}-04-19`);
      await page.getByLabel('End Date').fill(`${nextYear}-04-18`);
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await page.getByText('End date cannot be before start date').waitFor();
      await page.getByLabel('Start Date').fill(`${nextYear}-04-18`);
      await page.getByLabel('End Date').fill(`${nextYear}-04-19`);
      await page.getByLabel('Start Time').fill('10:00');
      await page.getByLabel('End Time').fill('17:00');
      await page.getByLabel('Location').fill('Town Hall');
      await choose(page, /Participation Tracking/, 'Full Event');
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await toast(page, 'Activity created successfully');

      // Listed under its year, not under this one.
      await page.waitForURL(new RegExp(`year=${nextYear}`));
      await page.getByRole('link', { name: 'Spring Train Show', exact: true }).waitFor();
      await choose(page, /Year/, String(nextYear - 1));
      await page.getByText(`No activities in ${nextYear - 1}.`).waitFor();
      await choose(page, /Year/, String(nextYear));
      await page.getByRole('link', { name: 'Spring Train Show', exact: true }).waitFor();
      await choose(page, /Category/, 'Train Shows');
      await page.getByRole('link', { name: 'Spring Train Show', exact: true }).waitFor();
      await shoot(page, 'activities-list');

      // Edit it.
      await page.getByRole('link', { name: 'Edit Spring Train Show' }).click();
      await page.getByRole('heading', { name: 'Edit Activity' }).waitFor();
      await expect(page.getByLabel('Title').inputValue()).resolves.toBe('Spring Train Show');
      await shoot(page, 'activity-edit');
      await page.getByLabel('Title').fill('Spring Train Show (members)');
      await page.getByText('Make this activity private').click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Activity updated successfully');
      await page.getByRole('link', { name: 'Spring Train Show (members)', exact: true }).waitFor();
      await page.getByText('Private').first().waitFor();

      // View its detail.
      await page.getByRole('link', { name: 'View Spring Train Show (members)' }).click();
      await page.getByRole('heading', { name: /Spring Train Show \(members\)/ }).waitFor();
      await page.getByText(`${nextYear}-04-18 10:00 – ${nextYear}-04-19 17:00`).waitFor();
      await page.getByText('Town Hall').waitFor();
      await page.getByText('Full Event').waitFor();
      await page.getByText('No description provided').waitFor();
      await page.getByText('No participants yet').waitFor();
      await checkAccessible(page);

      // Delete it.
      await page.getByRole('link', { name: 'Back to Activities' }).click();
      await page.getByRole('button', { name: 'Delete Spring Train Show (members)' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Activity' });
      await dialog.getByText('Are you sure? This action cannot be undone.').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Activity deleted successfully');
      await page.getByText(`No activities in ${nextYear}.`).waitFor();

      // The category's delete icon works.
      await page.goto('/platform/categories');
      await page.getByRole('button', { name: 'Delete Train Shows' }).click();
      await page.getByRole('alertdialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Category deleted successfully');
      await page.getByText('No categories yet.').waitFor();

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('participation role: create and edit; descriptions ignore input beyond 1000 characters', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'role-admin@brickville.example' });
      await page.goto('/platform/participation-roles');
      await page.getByText('No participation roles yet.').waitFor();
      await checkAccessible(page);
      await page.getByRole('link', { name: 'Add Participation Role' }).click();
      await page.getByRole('heading', { name: 'Add Participation Role' }).waitFor();
      await page.getByLabel('Name').fill('Exhibitor');
      await page.getByLabel('Points').fill('-2');
      await page.getByRole('button', { name: 'Create Role' }).click();
      await page.getByText('Points must be 0 or more').waitFor();
      await page.getByLabel('Points').fill('5');
      await page.getByLabel('Description').fill('x'.repeat(1200));
      await expect(page.getByLabel('Description').inputValue()).resolves.toHaveLength(1000);
      await page.getByText('1000/1000 characters').waitFor();
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Create Role' }).click();
      await toast(page, 'Participation role created successfully');
      await page.waitForURL(/\/platform\/participation-roles\/?$/);
      const row = page.getByRole('row', { name: /Exhibitor/ });
      await row.getByText('Active').waitFor();
      await shoot(page, 'participation-roles-list');

      await page.getByRole('link', { name: 'Edit Exhibitor' }).click();
      await page.getByRole('heading', { name: 'Edit Participation Role' }).waitFor();
      await shoot(page, 'participation-role-edit');
      await page.getByLabel('Points').fill('6');
      await choose(page, /Status/, 'Inactive');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Participation role updated successfully');
      await page.waitForURL(/\/platform\/participation-roles\/?$/);
      await row.getByText('Disabled').waitFor();
      await row.getByRole('gridcell', { name: '6', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Delete Exhibitor' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Participation Role' });
      await dialog.getByText('Are you sure you want to delete this participation role?').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Participation role deleted successfully');
      await page.getByText('No participation roles yet.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
