/**
 * Clarity, second round, driven as a treasurer would: the activity safe-edit dialog says what each
 * answer keeps and removes before anything changes; the audit log reads as sentences, its times in
 * the group's time zone; on a phone the dashboard's level stays in its box and every Settings tab
 * stays reachable. The group is set up through the REST API; Sam signs in through /login.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@lug/domain/date-format';
import { browserSuite, choose, defaultPassword, signIn } from './support/suite';
import { shoot } from './support/shots';

const suite = browserSuite();
const year = new Date().getFullYear();
const phone = { width: 390, height: 844 };

interface Group {
  email: string;
  token: string;
  organizationId: number;
  activityId: number;
  memberIds: number[];
}

/** A group run by Sam Stud: two members, a three-day activity with records on each day. */
async function createGroup(name: string): Promise<Group> {
  const email = `sam@${name}.example`;
  const { token } = await suite.api<{ token: string }>('/auth/signup', {
    body: { email, first_name: 'Sam', last_name: 'Stud', password: defaultPassword },
  });
  const { id: organization_id } = await suite.api<{ id: number }>('/organizations', {
    token,
    body: { name: `${name} LUG`, contact_email: `hello@${name}.example` },
  });
  const memberIds: number[] = [];
  for (const [first_name, last_name] of [
    ['Ada', 'Lovelace'],
    ['Grace', 'Hopper'],
  ] as const) {
    const created = await suite.api<{ member: { id: number } }>('/members', {
      token,
      body: { organization_id, email: `${first_name.toLowerCase()}@${name}.example`, first_name, last_name },
    });
    memberIds.push(created.member.id);
  }
  const activity = await suite.api<{ id: number }>('/activities', {
    token,
    body: {
      organization_id,
      title: 'Summer Brick Expo',
      start_date: `${year}-06-27`,
      end_date: `${year}-06-29`,
      participation_type: 'daily',
    },
  });
  const role = await suite.api<{ id: number }>('/participation-roles', {
    token,
    body: { organization_id, name: 'Builder', points: 2 },
  });
  // Both members on 27 and 28 June, Ada on 29 June too: 5 records.
  for (const [date, userIds] of [
    [`${year}-06-27`, memberIds],
    [`${year}-06-28`, memberIds],
    [`${year}-06-29`, memberIds.slice(0, 1)],
  ] as const) {
    await suite.api('/participation/bulk-update', {
      token,
      body: { activity_id: activity.id, user_ids: userIds, role_ids: [role.id], action: 'assign', date },
    });
  }
  return { email, token, organizationId: organization_id, activityId: activity.id, memberIds };
}

function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('clarity, second round', () => {
  it('the safe-edit dialog says what each answer keeps and removes, with counts, before anything changes', async () => {
    const group = await createGroup('safe-edit');
    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, group.email);
      await page.goto(`/platform/activities/${group.activityId}/edit`);
      await page.getByRole('heading', { name: 'Edit Activity' }).waitFor();
      await page.getByLabel('End Date').fill(`${year}-06-28`);
      await page.getByRole('button', { name: 'Save Changes' }).click();

      const dialog = page.getByRole('alertdialog', { name: 'Existing participation records' });
      await dialog.waitFor();
      await dialog.getByText('Nothing has changed yet').waitFor();
      const answers = dialog.getByRole('definition');
      await expect(answers.allTextContents()).resolves.toEqual([
        'Keeps 4 records on 27–28 June; removes 1 record on 29 June.',
        'Keeps 4 records on 27–28 June; removes 1 record on 29 June.',
      ]);
      await dialog.getByText('Both answers do the same here').waitFor();
      await shoot(page, 'clarity2-safe-edit-dialog');

      // Cancel leaves the activity as it was.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const unchanged = await suite.api<{ end_date: string }>(
        `/activities/${group.activityId}?organization_id=${group.organizationId}`,
        { token: group.token },
      );
      expect(unchanged.end_date).toBe(`${year}-06-29`);

      // To a full event: converting turns every day into one record per member.
      await page.getByLabel('End Date').fill(`${year}-06-29`);
      await choose(page, /Participation Tracking/, 'Full Event');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor();
      await expect(answers.allTextContents()).resolves.toEqual([
        'Keeps no records; turns 5 records on 27–29 June into 2 full-event records.',
        'Keeps no records; removes 5 records on 27–29 June.',
      ]);
      await dialog.getByRole('button', { name: 'Convert records' }).click();
      await page.waitForURL(/\/platform\/activities(\?|$)/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the audit log reads as sentences, its times in the group’s time zone', async () => {
    const group = await createGroup('sentences');
    await suite.api('/member-status/bulk', {
      token: group.token,
      body: {
        updates: group.memberIds.map((user_id) => ({
          organization_id: group.organizationId,
          user_id,
          year,
          status: 'paid',
        })),
      },
    });
    const timeZone = 'Pacific/Kiritimati';
    await suite.api(`/organizations/${group.organizationId}/settings`, {
      method: 'PUT',
      token: group.token,
      body: { general: { time_zone: timeZone } },
    });
    const { items } = await suite.api<{ items: Array<{ action: string; created_at: string }> }>(
      `/audit-log?organization_id=${group.organizationId}&action=settings.update`,
      { token: group.token },
    );
    const savedAt = formatDateTime(items[0]!.created_at, { format: 'yyyy-MM-dd', timeZone });

    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, group.email);
      await page.goto('/platform/settings');
      await page.getByText('Every time the platform shows is in this zone').waitFor();

      await page.goto('/platform/audit-log');
      await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: `Sam Stud marked 2 members paid for ${year}.` })
        .waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: /Sam Stud assigned 2 members to activity #\d+ on \d{4}-06-27/ })
        .waitFor();
      const settingsRow = page.getByRole('row').filter({ hasText: 'Sam Stud changed the settings: time zone.' });
      await expect(settingsRow.getByRole('rowheader').textContent()).resolves.toBe(savedAt);
      // Words, never the API's keys.
      await expect(page.getByRole('grid', { name: 'Audit log' }).textContent()).resolves.not.toMatch(
        /member_status\.|settings\.update|participation\.assign/,
      );
      await shoot(page, 'clarity2-audit-log');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone the dashboard’s level stays in its box and every Settings tab is reachable', async () => {
    const group = await createGroup('phone-two');
    const { context, page, errors } = await suite.newPage();
    try {
      await page.setViewportSize(phone);
      await signIn(page, group.email);
      const level = page.getByRole('definition').filter({ hasText: /^Newcomer$/ });
      await level.waitFor();
      const fits = await level.evaluate((dd) => {
        const box = dd.parentElement!.getBoundingClientRect();
        const text = dd.getBoundingClientRect();
        return { inside: text.right <= box.right + 0.5, noScroll: dd.scrollWidth <= dd.clientWidth };
      });
      expect(fits).toEqual({ inside: true, noScroll: true });
      await expect(sidewaysOverflow(page)).resolves.toBe(0);
      await shoot(page, 'clarity2-dashboard');

      await page.setViewportSize(phone);
      await page.goto('/platform/settings');
      const strip = page.getByRole('tablist', { name: 'Settings' });
      await strip.waitFor();
      const tabs = strip.getByRole('tab');
      const names = await tabs.allTextContents();
      expect(names).toEqual(expect.arrayContaining(['General', 'Notifications', 'Membership', 'Email']));
      for (const name of names) {
        const box = await strip.getByRole('tab', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(phone.width);
      }
      await expect(strip.evaluate((el) => el.scrollWidth - el.clientWidth)).resolves.toBe(0);
      await expect(sidewaysOverflow(page)).resolves.toBe(0);
      await strip.getByRole('tab', { name: 'Email' }).click();
      await page.waitForURL(/\/platform\/settings\/email$/);
      await shoot(page, 'clarity2-settings-tabs');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
