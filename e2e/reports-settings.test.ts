/**
 * Reports, settings and feedback, driven as a user would. The organisation, its members,
 * activities and participation are seeded through the REST API; people sign in through /login.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { invitationToken } from './support/mail';
import { browserSuite, choose, signIn } from './support/suite';

const suite = browserSuite();

const year = new Date().getFullYear();
const password = 'analytical engine';
const admin = { email: 'sam@brickville.example', first_name: 'Sam', last_name: 'Stud' };
const ada = { email: 'ada@brickville.example', first_name: 'Ada', last_name: 'Lovelace' };

interface Seed {
  organizationId: number;
  members: Record<'ada' | 'bob' | 'cy', number>;
}
let seed: Seed;

const api = suite.api;

/**
 * Brickville LUG, run by Sam: members Ada (who has her own password), Bob and Cy; three activities
 * this year with their participation:
 *   Spring Train Show (whole event, 21-22 March): Ada Organizer 10 + Helper 3, Bob Attendee 1
 *   Club Meeting (one day, 10 February, category Club Meetings): Ada 1, Bob 1, Cy Helper 3
 *   =SUM(1,2) Build (whole event, 5 June): Cy Organizer 10, Bob Helper 3
 * Totals: Ada 2 activities 14 points; Cy 2 / 13; Bob 3 / 5.
 */
async function seedOrganization(): Promise<Seed> {
  const { token } = await api<{ token: string }>('/auth/signup', { body: { ...admin, password } });
  const adaAccount = await api<{ token: string; user: { id: number } }>('/auth/signup', { body: { ...ada, password } });
  const organization = await api<{ id: number }>('/organizations', {
    token,
    body: { name: 'Brickville LUG', contact_email: 'hello@brickville.example' },
  });
  const organization_id = organization.id;
  const addMember = async (email: string, first_name: string, last_name: string) =>
    (
      await api<{ member: { id: number } }>('/members', {
        token,
        body: { organization_id, email, first_name, last_name },
      })
    ).member.id;
  // Ada already has an account: the group invites her, and she accepts with the emailed link.
  await api('/members', {
    token,
    body: { organization_id, email: ada.email, first_name: ada.first_name, last_name: ada.last_name },
  });
  await api('/invitations/link', {
    token: adaAccount.token,
    body: { token: await invitationToken(suite.server.mail, ada.email), answer: 'accept' },
  });
  const members = {
    ada: adaAccount.user.id,
    bob: await addMember('bob@brickville.example', 'Bob', 'Builder'),
    cy: await addMember('cy@brickville.example', 'Cy', 'Clutch'),
  };
  const role = async (name: string, points: number) =>
    (await api<{ id: number }>('/participation-roles', { token, body: { organization_id, name, points } })).id;
  const attendee = await role('Attendee', 1);
  const helper = await role('Helper', 3);
  const organizer = await role('Organizer', 10);
  const meetings = await api<{ id: number }>('/categories', {
    token,
    body: { organization_id, name: 'Club Meetings' },
  });
  const activity = async (
    title: string,
    start: string,
    end: string,
    participation_type: 'full' | 'daily',
    category_id?: number,
  ) =>
    (
      await api<{ id: number }>('/activities', {
        token,
        body: {
          organization_id,
          title,
          start_date: `${year}-${start}`,
          end_date: `${year}-${end}`,
          participation_type,
          category_id,
        },
      })
    ).id;
  const show = await activity('Spring Train Show', '03-21', '03-22', 'full');
  const meeting = await activity('Club Meeting', '02-10', '02-10', 'daily', meetings.id);
  const build = await activity('=SUM(1,2) Build', '06-05', '06-05', 'full');
  const assign = (activity_id: number, user_ids: number[], role_ids: number[], date: string | null = null) =>
    api('/participation/bulk-update', {
      token,
      body: { organization_id, activity_id, user_ids, role_ids, action: 'assign', date },
    });
  await assign(show, [members.ada], [organizer, helper]);
  await assign(show, [members.bob], [attendee]);
  await assign(meeting, [members.ada, members.bob], [attendee], `${year}-02-10`);
  await assign(meeting, [members.cy], [helper], `${year}-02-10`);
  await assign(build, [members.cy], [organizer]);
  await assign(build, [members.bob], [helper]);
  return { organizationId: organization_id, members };
}

beforeAll(async () => {
  seed = await seedOrganization();
}, 120_000);

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The text of each cell of each body row of the table named `name`. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('grid', { name });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td, th')).map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** RFC 4180 CSV (quoted cells may hold commas and quotes), without the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function downloadCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])) as [Download, unknown];
  const path = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(await readFile(path, 'utf8')) };
}

describe('reports', () => {
  it('member activities and member details: sort, totals, empty years, CSV export, charts', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, admin.email);
      await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
      await expectAccessible(page);

      // Member Activities: total points descending by default, a Total row over all members, one
      // page (pages of 50, sorted on the server: decision 12).
      await page.getByRole('link', { name: 'Member Activities Report' }).click();
      await page.getByRole('heading', { name: 'Member Activities Report' }).waitFor();
      const activitiesTable = `Member activities in ${year}`;
      expect(await tableRows(page, activitiesTable)).toEqual([
        ['Ada Lovelace', '2', '14'],
        ['Cy Clutch', '2', '13'],
        ['Bob Builder', '3', '5'],
        ['Total (all members)', '7', '32'],
      ]);
      await page.getByText('3 members', { exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
      const pointsHeader = page.getByRole('columnheader', { name: 'Total Points' });
      await expect(pointsHeader.getAttribute('aria-sort')).resolves.toBe('descending');
      await page.getByRole('img', { name: /Top 3 members by points\. Ada Lovelace: 14 points/ }).waitFor();
      await expectAccessible(page);

      // Sorting (on the server, kept in the address): a header sorts ascending, a second click descending.
      const firstColumn = async () => (await tableRows(page, activitiesTable)).map((r) => r[0]);
      await page.getByRole('columnheader', { name: 'Member Name' }).click();
      await expect
        .poll(() => page.getByRole('columnheader', { name: 'Member Name' }).getAttribute('aria-sort'))
        .toBe('ascending');
      await expect.poll(firstColumn).toEqual(['Ada Lovelace', 'Bob Builder', 'Cy Clutch', 'Total (all members)']);
      await page.getByRole('columnheader', { name: 'Member Name' }).click();
      await expect
        .poll(() => page.getByRole('columnheader', { name: 'Member Name' }).getAttribute('aria-sort'))
        .toBe('descending');
      await expect.poll(firstColumn).toEqual(['Cy Clutch', 'Bob Builder', 'Ada Lovelace', 'Total (all members)']);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('memberName');
      expect(new URL(page.url()).searchParams.get('direction')).toBe('desc');

      // CSV in the order on screen, with the Total row.
      const activitiesCsv = await downloadCsv(page);
      expect(activitiesCsv.name).toBe(`member-activities-${year}.csv`);
      expect(activitiesCsv.rows).toEqual([
        ['Member Name', 'Total Activities', 'Total Points'],
        ['Cy Clutch', '2', '13'],
        ['Bob Builder', '3', '5'],
        ['Ada Lovelace', '2', '14'],
        ['Total', '7', '32'],
      ]);

      // A page past the end (an old link) offers the way back.
      await page.goto(`/platform/reports/member-activities?year=${year}&sort=memberName&direction=desc&page=2`);
      await page.getByText('This page is past the end of the report.').waitFor();
      await page.getByText('0 of 3 members', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(firstColumn).toEqual(['Cy Clutch', 'Bob Builder', 'Ada Lovelace', 'Total (all members)']);
      await page.getByText('3 members', { exact: true }).waitFor();

      // A year without participation.
      await choose(page, /Year$/, String(year - 1));
      await page.getByText('No member activities found for the selected year').waitFor();
      await expect(page.getByRole('button', { name: 'Export CSV' }).isDisabled()).resolves.toBe(true);

      // Member Details: pick Bob, then sort by points.
      await page.getByRole('link', { name: 'Back to Reports' }).click();
      await page.getByRole('link', { name: 'Member Details Report' }).click();
      await page.getByRole('heading', { name: 'Member Details Report' }).waitFor();
      await page.getByText('Choose a member to see their report.').waitFor();
      // The picker asks the server as one types (members.list with q); pick once it has answered.
      const answered = page.waitForResponse(
        (r) =>
          decodeURIComponent(r.url()).includes('members.list') && decodeURIComponent(r.url()).includes('"q":"Bob"'),
      );
      await page.getByRole('combobox', { name: 'Member' }).fill('Bob');
      await answered;
      await page.getByRole('option', { name: 'Bob Builder' }).click();
      const detailsTable = `Activities of Bob Builder in ${year}`;
      expect(await tableRows(page, detailsTable)).toEqual([
        [`${year}-06-05`, '=SUM(1,2) Build', 'Helper', '3'],
        [`${year}-03-21`, 'Spring Train Show', 'Attendee', '1'],
        [`${year}-02-10`, 'Club Meeting', 'Attendee', '1'],
        ['Total Points', 'All activities', 'All roles', '5'],
      ]);
      await expect(page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).resolves.toBe(
        'descending',
      );
      await page.getByRole('img', { name: /Points per month\. Jan: 0 points, Feb: 1 point, Mar: 1 point/ }).waitFor();
      await expectAccessible(page);

      await page.getByRole('columnheader', { name: 'Activity Name' }).click();
      expect((await tableRows(page, detailsTable)).map((r) => r[1])).toEqual([
        '=SUM(1,2) Build',
        'Club Meeting',
        'Spring Train Show',
        'All activities',
      ]);
      await page.getByRole('columnheader', { name: 'Points' }).click();
      await expect(page.getByRole('columnheader', { name: 'Points' }).getAttribute('aria-sort')).resolves.toBe(
        'ascending',
      );
      await page.getByRole('columnheader', { name: 'Points' }).click();
      expect((await tableRows(page, detailsTable)).map((r) => r[3])).toEqual(['3', '1', '1', '5']);

      // The export neutralises a cell that a spreadsheet would run as a formula.
      const detailsCsv = await downloadCsv(page);
      expect(detailsCsv.name).toBe(`member-details-bob-builder-${year}.csv`);
      expect(detailsCsv.rows[0]).toEqual(['Date', 'Activity Name', 'Participation Role', 'Points']);
      expect(detailsCsv.rows[1]).toEqual([`${year}-06-05`, "'=SUM(1,2) Build", 'Helper', '3']);
      expect(detailsCsv.rows.at(-1)).toEqual(['Total Points', '', '', '5']);
      expect(detailsCsv.rows).toHaveLength(5);
      // From the address, the picker shows the chosen member's name (it loads members as one types).
      await page.reload();
      await expect.poll(() => page.getByRole('combobox', { name: 'Member' }).inputValue()).toBe('Bob Builder');

      await choose(page, /Year$/, String(year - 1));
      await page.getByText('No activities found for the selected criteria').waitFor();

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a member without reports.view sees only their own details report', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, ada.email);
      await page.goto('/platform/reports/member-details');
      await page.getByRole('heading', { name: 'Member Details Report' }).waitFor();
      await expect(page.getByRole('combobox', { name: 'Member' }).count()).resolves.toBe(0);
      const rows = await tableRows(page, `Activities of Ada Lovelace in ${year}`);
      expect(rows.at(-1)).toEqual(['Total Points', 'All activities', 'All roles', '14']);
      // Another member's id in the address is ignored.
      await page.goto(`/platform/reports/member-details?member=${seed.members.bob}`);
      await page.getByRole('grid', { name: `Activities of Ada Lovelace in ${year}` }).waitFor();
      await page.goto('/platform/reports/member-activities');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('settings', () => {
  it('each tab saves; the organisation name and date format apply at once', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, admin.email);
      await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('tab', { name: 'General', selected: true }).waitFor();
      await expect(page.getByLabel('Organization Name').inputValue()).resolves.toBe('Brickville LUG');
      await expectAccessible(page);

      // A refused value shows on its field.
      await page.getByLabel('Contact Email').fill('not an email');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Enter a valid email address').waitFor();

      await page.getByLabel('Contact Email').fill('board@brickville.example');
      await page.getByLabel('Organization Name').fill('Brickville Brick Club');
      // The time zone by keyboard: type to filter, arrow to the option, Enter.
      const timeZone = page.getByRole('combobox', { name: 'Time Zone' });
      await timeZone.fill('Berlin');
      await page.getByRole('option', { name: 'Europe/Berlin' }).waitFor();
      await timeZone.press('ArrowDown');
      await timeZone.press('Enter');
      await expect.poll(() => timeZone.inputValue()).toBe('Europe/Berlin');
      await choose(page, /Date Format$/, `07/03/2026 (dd/MM/yyyy)`);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await toast(page, 'Settings saved');
      await page.getByRole('navigation', { name: 'Platform' }).getByText('Brickville Brick Club').first().waitFor();

      // The date format shows in the activities list and on an activity.
      await page
        .getByRole('navigation', { name: 'Platform' })
        .getByRole('link', { name: 'Activities', exact: true })
        .click();
      await page.getByRole('link', { name: 'Spring Train Show', exact: true }).waitFor();
      await page.getByRole('gridcell', { name: `21/03/${year}` }).waitFor();
      await page.getByRole('gridcell', { name: `22/03/${year}` }).waitFor();
      await page.getByRole('link', { name: 'Spring Train Show', exact: true }).click();
      await page.getByText(`21/03/${year} – 22/03/${year}`).waitFor();

      // Notifications.
      await page.goto('/platform/settings/notifications');
      await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
      await expectAccessible(page);
      await page.getByText('New Activity', { exact: true }).click();
      await expect(page.getByRole('switch', { name: 'New Activity' }).isChecked()).resolves.toBe(true);
      await page.getByLabel('Reply-To Email').fill('board@brickville.example');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await toast(page, 'Settings saved');
      await page.reload();
      await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
      await expect(page.getByRole('switch', { name: 'New Activity' }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('switch', { name: 'Points Awarded' }).isChecked()).resolves.toBe(false);
      await expect(page.getByLabel('Reply-To Email').inputValue()).resolves.toBe('board@brickville.example');

      // Membership: renewal date, minimum points, a meeting category, one more level.
      await page.getByRole('tab', { name: 'Membership' }).click();
      await page.getByRole('heading', { name: 'Levels' }).waitFor();
      await expectAccessible(page);
      await choose(page, /Month$/, 'April');
      await choose(page, /Day$/, '15');
      await page.getByLabel('Minimum Points Required').fill('5');
      await page.getByLabel('Points for Registering').fill('3');
      await page.locator('label').filter({ hasText: 'Club Meetings' }).click();
      await page.getByRole('button', { name: 'Add level' }).click();
      await page.getByLabel('Level 5 name').fill('Grand Master');
      await page.getByLabel('Level 5 points').fill('1000');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await toast(page, 'Settings saved');
      await page.reload();
      await page.getByRole('heading', { name: 'Levels' }).waitFor();
      await expect(page.getByLabel('Minimum Points Required').inputValue()).resolves.toBe('5');
      await expect(page.getByLabel('Points for Registering').inputValue()).resolves.toBe('3');
      await expect(page.getByRole('checkbox', { name: 'Club Meetings' }).isChecked()).resolves.toBe(true);
      await expect(page.getByLabel('Level 5 name').inputValue()).resolves.toBe('Grand Master');
      await page
        .getByRole('button', { name: /Month$/ })
        .getByText('April')
        .waitFor();

      // The dashboard's next renewal follows the renewal date and the date format.
      const today = new Date().toISOString().slice(0, 10);
      const renewalYear = `${year}-04-15` >= today ? year : year + 1;
      await page.goto('/platform/dashboard');
      await page.getByText(`15/04/${renewalYear}`).waitFor();

      // Every save is in the audit log.
      await page.goto('/platform/audit-log');
      await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
      await expect(page.getByRole('row').filter({ hasText: 'Settings updated' }).count()).resolves.toBe(3);
      await choose(page, /Action$/, 'Settings updated');
      await page.getByText('Clear filters').waitFor();
      await expect(page.getByRole('row').filter({ hasText: 'Settings updated' }).count()).resolves.toBe(3);
      await expect(page.getByRole('row').filter({ hasText: 'Activity created' }).count()).resolves.toBe(0);
      await expectAccessible(page);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('feedback', () => {
  it('a member sends anonymous feedback from the dashboard; an admin reads it', async () => {
    const member = await suite.newPage();
    try {
      const { page } = member;
      await signIn(page, ada.email);
      await page.getByRole('heading', { name: 'Anonymous Feedback' }).waitFor();
      await expect(page.getByRole('heading', { name: 'At a glance' }).count()).resolves.toBe(0);
      await page.getByText('Meetings attended', { exact: true }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Message is required').waitFor();
      await page.getByLabel('Your feedback', { exact: true }).fill('More train shows, please!');
      await page.getByText('25/5000 characters').waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Thank you for your feedback');
      await expect(page.getByLabel('Your feedback', { exact: true }).inputValue()).resolves.toBe('');
      await page.goto('/platform/feedback');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      expect(member.errors).toEqual([]);
    } finally {
      await member.context.close();
    }

    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, admin.email);
      await page.getByRole('heading', { name: 'At a glance' }).waitFor();
      await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Feedback' }).click();
      await page.getByRole('heading', { name: 'Feedback', exact: true }).waitFor();
      await page.getByRole('list', { name: 'Feedback, newest first' }).getByText('More train shows, please!').waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
