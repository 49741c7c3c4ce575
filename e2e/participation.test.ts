/**
 * The Participation Manager, the Participation History and the Registration & Dues Manager, driven
 * as a user would. The group (admin, members, roles, a daily activity) is set up through the REST
 * API; the admin then signs in through the /login form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { shoot } from './support/shots';
import { browserSuite, signIn } from './support/suite';

const suite = browserSuite();

const year = new Date().getFullYear();
const password = 'analytical engine';

/** The suite's REST API, called as `api(method, path, body, token)`. */
const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) =>
  suite.api<T>(path, { method, body, token });

interface Group {
  email: string;
  organizationId: number;
  activityId: number;
}

/** An admin with an organisation, three members, two roles and a three-day activity this year. */
async function createGroup(prefix: string): Promise<Group> {
  const email = `${prefix}-admin@brickville.example`;
  const { token } = await api<{ token: string }>('POST', '/auth/signup', {
    email,
    password,
    first_name: 'Sam',
    last_name: 'Stud',
  });
  const organization = await api<{ id: number }>(
    'POST',
    '/organizations',
    { name: 'Brickville LUG', contact_email: 'hello@brickville.example' },
    token,
  );
  const organizationId = organization.id;
  for (const [first_name, last_name] of [
    ['Ada', 'Brick'],
    ['Bea', 'Brick'],
    ['Cy', 'Plate'],
  ] as const) {
    await api(
      'POST',
      '/members',
      {
        organization_id: organizationId,
        email: `${prefix}-${first_name.toLowerCase()}@brickville.example`,
        first_name,
        last_name,
      },
      token,
    );
  }
  await api('POST', '/participation-roles', { organization_id: organizationId, name: 'Exhibitor', points: 5 }, token);
  await api('POST', '/participation-roles', { organization_id: organizationId, name: 'Helper', points: 3 }, token);
  const activity = await api<{ id: number }>(
    'POST',
    '/activities',
    {
      organization_id: organizationId,
      title: 'Summer Brick Expo',
      start_date: `${year}-06-27`,
      end_date: `${year}-06-29`,
      participation_type: 'daily',
    },
    token,
  );
  return { email, organizationId, activityId: activity.id };
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** A React Aria checkbox: its input is visually hidden, so click its label. */
async function tick(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .click();
}

/** The cell of `member` under the column at `index` (0 = the first day). */
function cell(page: Page, member: string, index: number) {
  return page
    .getByRole('row', { name: new RegExp(`^${member}`) })
    .getByRole('cell')
    .nth(index);
}

describe('participation', () => {
  it('assigns two roles to three members on day 2 of a daily activity, shows the badges and the count, removes one', async () => {
    const group = await createGroup('daily');
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, group.email);

      // The activity detail page links here with ?activity=<id>: the year follows the activity.
      await page.goto(`/platform/participation?activity=${group.activityId}`);
      await page.getByRole('heading', { name: 'Participation Manager' }).waitFor();
      await page.getByRole('heading', { name: 'Summer Brick Expo' }).waitFor();
      await expect(page.getByRole('button', { name: /\bYear\b/ }).textContent()).resolves.toContain(String(year));
      for (const day of ['Day 1', 'Day 2', 'Day 3'])
        await page.getByRole('columnheader', { name: new RegExp(day) }).waitFor();
      const day2 = page.getByRole('columnheader', { name: /Day 2/ });
      // The long date, in the organisation's day/month order (the default format is day first).
      const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(year, 5, 28));
      await day2.getByText(`${weekday}, 28 June ${year}`, { exact: true }).waitFor();
      await day2.getByText('0 participants').waitFor();
      await page.getByText('Exhibitor (5 points)').waitFor();
      await page.getByText('Helper (3 points)').waitFor();
      await expectAccessible(page);

      // Nothing selected yet.
      await page.getByRole('button', { name: 'Assign roles for Day 2' }).click();
      await toast(page, 'Selection Required');
      await toast(page, 'Please select both members and roles');

      // The server searches display names; select-all selects the page it shows.
      await page.getByLabel('Search members').fill('brick');
      await page.getByText('2 matching members', { exact: true }).waitFor();
      await expect(page.getByRole('row', { name: /^Cy Plate/ }).count()).resolves.toBe(0);
      await tick(page, 'Select all members on this page');
      await page.getByText('2 members selected.', { exact: true }).waitFor();
      await page.getByLabel('Search members').fill('');
      await page.getByText('4 members', { exact: true }).waitFor();
      await expect(page.getByRole('checkbox', { name: 'Ada Brick' }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('checkbox', { name: 'Bea Brick' }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('checkbox', { name: 'Sam Stud' }).isChecked()).resolves.toBe(false);
      await page.getByRole('checkbox', { name: 'Cy Plate' }).check();
      await tick(page, 'Exhibitor (5 points)');
      await tick(page, 'Helper (3 points)');

      await page.getByRole('button', { name: 'Assign roles for Day 2' }).click();
      await toast(page, 'Roles assigned successfully');
      // The update cleared the members (the roles stay chosen): the next day is not silently
      // assigned the same people. Read while the toast is up; it goes after a few seconds.
      await toast(page, 'The member selection is cleared; the roles stay chosen.');
      await day2.getByText('3 participants').waitFor();
      for (const member of ['Ada Brick', 'Bea Brick', 'Cy Plate']) {
        await cell(page, member, 1).getByText('Exhibitor', { exact: true }).waitFor();
        await cell(page, member, 1).getByText('Helper', { exact: true }).waitFor();
        await expect(cell(page, member, 0).textContent()).resolves.toBe('None');
        await expect(cell(page, member, 2).textContent()).resolves.toBe('None');
      }
      await expect(cell(page, 'Sam Stud', 1).textContent()).resolves.toBe('None');
      await expect(page.getByText('Total Unique Participants').locator('..').textContent()).resolves.toContain('3');
      await expectAccessible(page);

      await page.getByText('No members selected.', { exact: true }).waitFor();
      for (const member of ['Ada Brick', 'Bea Brick', 'Cy Plate'])
        await expect(page.getByRole('checkbox', { name: member }).isChecked()).resolves.toBe(false);
      await expect(page.getByRole('checkbox', { name: 'Helper (3 points)' }).isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Assign roles for Day 3' }).click();
      await toast(page, 'Selection Required');
      await page.getByRole('columnheader', { name: /Day 3/ }).getByText('0 participants').waitFor();

      // Remove one role (Helper) from them on day 2.
      for (const member of ['Ada Brick', 'Bea Brick', 'Cy Plate'])
        await page.getByRole('checkbox', { name: member }).check();
      await page.getByText('3 members selected.', { exact: true }).waitFor();
      await tick(page, 'Exhibitor (5 points)');
      await page.getByRole('button', { name: 'Remove roles for Day 2' }).click();
      await toast(page, 'Roles removed successfully');
      await expect.poll(() => cell(page, 'Ada Brick', 1).textContent()).toBe('Exhibitor');
      for (const member of ['Bea Brick', 'Cy Plate'])
        await expect(cell(page, member, 1).textContent()).resolves.toBe('Exhibitor');
      await day2.getByText('3 participants').waitFor();

      // The history lists the three records left.
      await page.getByRole('link', { name: 'Participation History' }).click();
      await page.getByRole('heading', { name: 'Participation History' }).waitFor();
      await page.getByText('Showing 3 of 3 records').waitFor();
      await expect(page.getByRole('row', { name: /Summer Brick Expo/ }).count()).resolves.toBe(3);
      // The Member picker searches the server as one types; the choice goes into the address.
      const memberPicker = page.getByRole('combobox', { name: 'Member' });
      await expect(memberPicker.inputValue()).resolves.toBe('All Members');
      const answered = page.waitForResponse(
        (r) =>
          decodeURIComponent(r.url()).includes('members.list') && decodeURIComponent(r.url()).includes('"q":"bea"'),
      );
      await memberPicker.fill('bea');
      await answered;
      await page.getByRole('option', { name: 'Bea Brick' }).click();
      await page.getByText('Showing 1 of 1 record').waitFor();
      await page.waitForURL(/[?&]member=\d+/);
      // From the address, the picker shows the member's name.
      await page.reload();
      await page.getByText('Showing 1 of 1 record').waitFor();
      await expect.poll(() => memberPicker.inputValue()).toBe('Bea Brick');
      await memberPicker.fill('');
      await page.getByRole('option', { name: 'All Members' }).click();
      await page.getByText('Showing 3 of 3 records').waitFor();
      await expect(memberPicker.inputValue()).resolves.toBe('All Members');
      await page.getByRole('button', { name: /\bYear\b/ }).click();
      await page.getByRole('option', { name: String(year), exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('participation in a large group', () => {
  it('pages through the members, keeps the selection across pages, selects every matching member, and counts them all', async () => {
    const email = 'pages-admin@brickville.example';
    const { token } = await api<{ token: string }>('POST', '/auth/signup', {
      email,
      password,
      first_name: 'Sam',
      last_name: 'Stud',
    });
    const { id: organizationId } = await api<{ id: number }>(
      'POST',
      '/organizations',
      { name: 'Big Brick LUG', contact_email: 'hello@bigbrick.example' },
      token,
    );
    // 52 members and the admin: two pages of 50 ('Member 01' … 'Member 52', then 'Sam Stud').
    for (let i = 1; i <= 52; i++) {
      const n = String(i).padStart(2, '0');
      await api(
        'POST',
        '/members',
        { organization_id: organizationId, email: `pages-${n}@bigbrick.example`, first_name: 'Member', last_name: n },
        token,
      );
    }
    await api('POST', '/participation-roles', { organization_id: organizationId, name: 'Exhibitor', points: 5 }, token);
    const activity = await api<{ id: number }>(
      'POST',
      '/activities',
      {
        organization_id: organizationId,
        title: 'Big Build',
        start_date: `${year}-09-05`,
        end_date: `${year}-09-06`,
        participation_type: 'daily',
      },
      token,
    );

    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, email);
      await page.goto(`/platform/participation?activity=${activity.id}`);
      await page.getByRole('heading', { name: 'Big Build' }).waitFor();
      await page.getByText('Showing 1–50 of 53 members').waitFor();
      await page.getByRole('row', { name: /^Member 50/ }).waitFor();
      await expect(page.getByRole('row', { name: /^Member 51/ }).count()).resolves.toBe(0);

      // The select-all checkbox takes the page; the bar then offers every matching member.
      await tick(page, 'Select all members on this page');
      await page.getByText('All 50 members on this page are selected.').waitFor();
      await page.getByRole('button', { name: 'Select all 53 matching members' }).waitFor();
      await expectAccessible(page);

      // Next, by keyboard: the selection stays; the new page starts unselected.
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Showing 51–53 of 53 members').waitFor();
      await page.getByRole('row', { name: /^Sam Stud/ }).waitFor();
      await expect(page.getByRole('checkbox', { name: 'Member 51' }).isChecked()).resolves.toBe(false);
      await page.getByRole('checkbox', { name: 'Member 52' }).check();
      await page.getByText('51 members selected.').waitFor();
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('Showing 1–50 of 53 members').waitFor();
      await expect(page.getByRole('checkbox', { name: 'Member 01' }).isChecked()).resolves.toBe(true);

      await page.getByRole('button', { name: 'Select all 53 matching members' }).click();
      await page.getByText('All 53 matching members are selected.').waitFor();
      await expect(page.getByText('Members selected', { exact: true }).locator('..').textContent()).resolves.toContain(
        '53',
      );

      // Assign for day 1: the header and the total count every member, not only the page.
      await tick(page, 'Exhibitor (5 points)');
      await page.getByRole('button', { name: 'Assign roles for Day 1' }).click();
      await toast(page, 'Roles assigned successfully');
      const day1 = page.getByRole('columnheader', { name: /Day 1/ });
      await day1.getByText('53 participants').waitFor();
      await expect(page.getByText('Total Unique Participants').locator('..').textContent()).resolves.toContain('53');
      await cell(page, 'Member 01', 0).getByText('Exhibitor', { exact: true }).waitFor();

      // The update cleared the selection; search on the server, remove from one member.
      await page.getByText('No members selected.').waitFor();
      await expect(page.getByRole('button', { name: 'Clear selection' }).count()).resolves.toBe(0);
      await page.getByLabel('Search members').fill('member 5');
      await page.getByText('3 matching members', { exact: true }).waitFor();
      await page.getByRole('checkbox', { name: 'Member 51' }).check();
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await page.getByText('No members selected.').waitFor();
      await page.getByRole('checkbox', { name: 'Member 50' }).check();
      await page.getByRole('button', { name: 'Remove roles for Day 1' }).click();
      await toast(page, 'Roles removed successfully');
      await day1.getByText('52 participants').waitFor();
      await expect.poll(() => cell(page, 'Member 50', 0).textContent()).toBe('None');

      // Participants only.
      await page.getByLabel('Search members').fill('');
      await tick(page, 'Participants only');
      await page.getByText('Showing 1–50 of 52 matching members').waitFor();
      await expect(page.getByRole('row', { name: /^Member 50/ }).count()).resolves.toBe(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('registration and dues', () => {
  it('marks members registered and paid, then unpaid; the screen changes at once and the server keeps it', async () => {
    const group = await createGroup('dues');
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, group.email);
      await page.goto('/platform/registration');
      await page.getByRole('heading', { name: 'Registration & Dues Manager' }).waitFor();
      await page.getByRole('row', { name: /^Ada Brick/ }).waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Mark Registered' }).click();
      await toast(page, 'Please select at least one member');

      await page.getByRole('checkbox', { name: 'Ada Brick' }).check();
      await page.getByRole('checkbox', { name: 'Cy Plate' }).check();
      await page.getByText('2 members selected').waitFor();

      await page.getByRole('button', { name: 'Mark Registered' }).click();
      await toast(page, 'Status updated successfully');
      const ada = page.getByRole('row', { name: /^Ada Brick/ });
      const cy = page.getByRole('row', { name: /^Cy Plate/ });
      const bea = page.getByRole('row', { name: /^Bea Brick/ });
      await ada.getByText('Registered', { exact: true }).waitFor();
      await cy.getByText('Registered', { exact: true }).waitFor();
      await bea.getByText('Not Registered', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Apply Payment Type' }).click();
      await toast(page, 'Payment Type Required');
      await toast(page, 'Please select a payment type');

      // Paid and Gift-in-Lieu are one choice: a radio group, driven here by the keyboard.
      const paymentType = page.getByRole('radiogroup', { name: 'Payment Type' });
      const paid = paymentType.getByRole('radio', { name: 'Paid', exact: true });
      const gift = paymentType.getByRole('radio', { name: 'Gift-in-Lieu', exact: true });
      await expect(paymentType.getByRole('radio').count()).resolves.toBe(2);
      await page.getByRole('button', { name: 'Mark Unregistered' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(paid.isChecked()).resolves.toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect(gift.isChecked()).resolves.toBe(true);
      await expect(paid.isChecked()).resolves.toBe(false);
      await page.keyboard.press('ArrowLeft');
      await expect(paid.isChecked()).resolves.toBe(true);
      await expect(gift.isChecked()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Apply Payment Type' }).click();
      await toast(page, 'Payment type updated successfully');
      await ada.getByText('Paid', { exact: true }).waitFor();
      await cy.getByText('Paid', { exact: true }).waitFor();
      await bea.getByText('Unpaid', { exact: true }).waitFor();

      await page.reload();
      await ada.getByText('Paid', { exact: true }).waitFor();
      await ada.getByText('Registered', { exact: true }).waitFor();

      await page.getByRole('checkbox', { name: 'Ada Brick' }).check();
      await page.getByRole('button', { name: 'Mark Unpaid' }).click();
      await toast(page, 'Payment type updated successfully');
      await ada.getByText('Unpaid', { exact: true }).waitFor();
      await cy.getByText('Paid', { exact: true }).waitFor();
      await ada.getByText('Registered', { exact: true }).waitFor();

      // Optimistic: the badge changes before the server answers; a refusal rolls it back and reloads.
      let answer!: () => void;
      const serverAnswers = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/trpc/memberStatus.bulk*', async (route) => {
        await serverAnswers;
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify([
            {
              error: {
                message: 'Simulated refusal',
                code: -32009,
                data: { code: 'CONFLICT', httpStatus: 409, path: 'memberStatus.bulk' },
              },
            },
          ]),
        });
      });
      await page.getByRole('checkbox', { name: 'Ada Brick' }).uncheck();
      await page.getByRole('checkbox', { name: 'Bea Brick' }).check();
      await page.getByRole('button', { name: 'Mark Registered' }).click();
      await bea.getByText('Registered', { exact: true }).waitFor();
      answer();
      await toast(page, 'Failed to update status');
      await bea.getByText('Not Registered', { exact: true }).waitFor();
      await page.unroute('**/trpc/memberStatus.bulk*');

      const stored = await api<Array<{ user_id: number; registration_complete: boolean; dues_type: string }>>(
        'GET',
        `/member-status?organization_id=${group.organizationId}&year=${year}`,
        undefined,
        (await api<{ token: string }>('POST', '/auth/login', { email: group.email, password })).token,
      );
      expect(stored.filter((row) => row.registration_complete)).toHaveLength(2);
      expect(stored.filter((row) => row.dues_type === 'paid')).toHaveLength(1);

      // A gift in lieu is its own figure, never counted as paid, here and on the dashboard.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Gift-in-Lieu', exact: true }) })
        .click();
      await page.getByRole('button', { name: 'Apply Payment Type' }).click();
      await toast(page, 'Payment type updated successfully');
      await bea.getByText('Gift-in-Lieu', { exact: true }).waitFor();
      const figures = page.getByRole('region', { name: `Dues figures ${year}` });
      const figure = (label: string) => figures.locator(`dt:text-is("${label}") + dd`);
      await expect(figure('Registered').textContent()).resolves.toBe('2 of 4');
      await expect(figure('Paid').textContent()).resolves.toBe('1');
      await expect(figure('Gift-in-Lieu').textContent()).resolves.toBe('1');
      await expect(figure('Unpaid').textContent()).resolves.toBe('2');
      await expectAccessible(page);
      await shoot(page, 'registration');

      await page.goto('/platform/dashboard');
      await page.getByRole('heading', { name: 'At a glance' }).waitFor();
      const paidStat = page.locator(`dl:has(dt:text-is("Paid in ${year}"))`);
      await expect(paidStat.getByRole('definition').allTextContents()).resolves.toEqual([
        '1',
        'Part paid 0 · Gift-in-Lieu 1 · Unpaid 2',
      ]);
      await expectAccessible(page);
      await shoot(page, 'dashboard');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('without an organisation', () => {
  it('the participation and registration screens ask for one', async () => {
    const email = 'nobody@brickville.example';
    await api('POST', '/auth/signup', { email, password, first_name: 'Noor', last_name: 'Group' });
    const { context, page, errors } = await suite.newPage();
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: /log ?in|sign in/i }).click();
      await page.waitForURL(/\/(platform|welcome)/);
      for (const [path, title] of [
        ['/platform/participation', 'Participation Manager'],
        ['/platform/participation/history', 'Participation History'],
        ['/platform/registration', 'Registration & Dues Manager'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: title }).waitFor();
        await page.getByText('No organization selected').waitFor();
        const warning = page.getByRole('alert').filter({ hasText: 'Organization Required' });
        await expect(warning.textContent()).resolves.toContain(
          'Organization Required: Please select an organization to continue.',
        );
      }
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
