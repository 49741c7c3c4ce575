/**
 * The post-show report and My signups (issue 18): Sam fills in the report of the group's show
 * (visitors, notes, photo links; a plain http link is refused), sees the counted figures,
 * downloads the CSV and finds the show in the year's Shows report; Lin finds her exhibit and her
 * shift in My signups. The exhibits and shifts APIs are built beside this one, so their rows are
 * written straight to the database while the server is stopped, then the server starts again on it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@lug/db';
import { launchBrowser, newContext } from './support/browser';
import { addRsvpMember, createRsvpActivity, createRsvpGroup, dayFromToday, type RsvpGroup } from './support/rsvp-group';
import { startServer, type RunningServer } from './support/server';
import { checkAccessible, shoot } from './support/shots';
import { callApi, signIn, type BrowserSuite } from './support/suite';

const phone = { width: 390, height: 844 };
const day = dayFromToday(12);
const year = Number(day.slice(0, 4));

let dataDir: string;
let server: RunningServer | undefined;
let browser: Browser | undefined;
let group: RsvpGroup;
let lin: { id: number; email: string };
let showId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lug-e2e-show-'));
  // The group, a member and the show, through the API as a script would.
  const first = await startServer({ DATA_DIR: dataDir });
  try {
    const setup = {
      api: (path: string, options?: object) => callApi(first.url, path, options),
    } as unknown as BrowserSuite;
    group = await createRsvpGroup(setup, 'showville');
    lin = await addRsvpMember(setup, group, 'Lin', 'Builder', 'brick by brick');
    showId = (
      await createRsvpActivity(setup, group, {
        title: 'Showville Brick Expo',
        start_date: day,
        end_date: day,
        location: 'Town Hall',
      })
    ).id;
  } finally {
    await first.stop();
  }
  // Lin's exhibit and shift (confirmed), straight into the stopped server's database.
  const database = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    await database.db
      .insertInto('exhibits')
      .values({
        organization_id: group.organizationId,
        activity_id: showId,
        user_id: lin.id,
        title: 'Star Destroyer',
        width_studs: 96,
        depth_studs: 40,
        status: 'approved',
      })
      .execute();
    const shift = await database.db
      .insertInto('shifts')
      .values({
        organization_id: group.organizationId,
        activity_id: showId,
        title: 'Morning door',
        date: day,
        start_time: '09:30',
        end_time: '12:00',
        slots: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('shift_signups')
      .values({ organization_id: group.organizationId, shift_id: shift.id, user_id: lin.id, confirmed_at: new Date() })
      .execute();
  } finally {
    await database.close();
  }
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the post-show report and My signups', () => {
  it('a manager fills in the report, sees the counted figures, downloads the CSV and the year’s shows', async () => {
    const { context, page, errors } = await newContext(browser!, server!.url);
    try {
      await signIn(page, group.email);
      await page.goto(`/platform/activities/${showId}`);
      await page.getByRole('link', { name: 'Report', exact: true }).click();
      await page.getByRole('heading', { name: 'Post-show report' }).waitFor();
      const counted = page.locator('dl').first();
      await expect.poll(() => counted.innerText()).toMatch(/Exhibits shown\s*1/i);
      await expect.poll(() => counted.innerText()).toMatch(/Hours staffed\s*2\.5/i);
      await expect.poll(() => counted.innerText()).toMatch(/From 1 confirmed shift sign-up/);

      await page.getByLabel('Children').fill('12');
      await page.getByLabel('Teens').fill('5');
      await page.getByLabel('Adults').fill('40');
      await page.getByLabel('Notes').fill('The train layout drew a crowd; bring more baseplates.');
      await page.getByLabel('Photo links').fill('http://photos.example/expo');
      await page.getByRole('button', { name: 'Save report' }).click();
      await page.getByText('Each photo link must be a web address starting with https://', { exact: false }).waitFor();
      await page.getByLabel('Photo links').fill('https://photos.example/expo');
      await page.getByText('Visitors in all: 57').waitFor();
      await page.getByRole('button', { name: 'Save report' }).click();
      await page.getByText('Report saved').first().waitFor();
      await page.getByRole('link', { name: 'https://photos.example/expo' }).waitFor();
      await checkAccessible(page);
      await shoot(page, 'show-report');

      const stored = await callApi<Record<string, unknown>>(server!.url, `/activities/${showId}/report`, {
        token: group.token,
      });
      expect(stored).toMatchObject({
        visitors_total: 57,
        exhibits_shown: 1,
        hours_staffed: 2.5,
        photo_links: ['https://photos.example/expo'],
      });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('show-report-showville-brick-expo.csv');
      const csv = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe(
        'activity_id,title,start_date,end_date,location,visitors_children,visitors_teens,visitors_adults,visitors_total,exhibits_shown,members_took_part,hours_staffed,notes,photo_links',
      );
      expect(csv[1]).toContain(`${showId},Showville Brick Expo,${day},${day},Town Hall,12,5,40,57,1,0,2.5,`);

      // The year's shows, from Reports.
      await page.goto('/platform/reports');
      await page.getByRole('link', { name: 'Shows report' }).click();
      await page.getByRole('heading', { name: 'Shows', exact: true }).waitFor();
      if (year !== new Date().getFullYear()) await page.goto(`/platform/reports/shows?year=${year}`);
      const table = page
        .getByRole('grid', { name: `Shows in ${year}` })
        .or(page.getByRole('table', { name: `Shows in ${year}` }));
      await table.getByRole('link', { name: 'Showville Brick Expo' }).waitFor();
      await table.getByText('Total (1 show)').waitFor();
      await checkAccessible(page);
      await shoot(page, 'shows-year');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a member sees their exhibit and their shift in My signups, with a calendar file', async () => {
    const { context, page, errors } = await newContext(browser!, server!.url);
    try {
      await signIn(page, lin.email, 'brick by brick');
      await page.goto('/platform/signups');
      const exhibits = page.getByRole('list', { name: 'My exhibits' });
      await exhibits.getByText('Star Destroyer').waitFor();
      await exhibits.getByText('Approved').waitFor();
      await exhibits.getByRole('link', { name: 'Showville Brick Expo' }).waitFor();
      const shifts = page.getByRole('list', { name: 'My shifts' });
      await shifts.getByText('Morning door').waitFor();
      await shifts.getByText(/09:30–12:00/).waitFor();
      await shifts.getByText('Confirmed').waitFor();
      expect(await shifts.getByRole('link', { name: 'Showville Brick Expo' }).getAttribute('href')).toBe(
        `/platform/activities/${showId}/shifts`,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
      ]);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toContain('SUMMARY:Morning door (Showville Brick Expo)');
      await checkAccessible(page);
      await shoot(page, 'my-signups');
      await page.setViewportSize(phone);
      await shifts.getByText('Morning door').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
