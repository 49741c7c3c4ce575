/**
 * RSVP (issue 17), driven as a group runs a meetup with few seats: Sam creates it with the form's
 * RSVP fields, answers on the activity's page, a member lands on the waitlist and sees it in the
 * list, on the page and in My signups; Sam moves members between the lists (the waitlist moves
 * up), downloads the CSV and answers from the dashboard.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signIn } from './support/suite';
import { checkAccessible, shoot } from './support/shots';
import { addRsvpMember, createRsvpGroup, dayFromToday } from './support/rsvp-group';

const suite = browserSuite();
const phone = { width: 390, height: 844 };

describe('RSVP', () => {
  it('form fields, answering with a waitlist, badges, my signups, the manager’s lists, CSV and the dashboard', async () => {
    const group = await createRsvpGroup(suite, 'seatville');
    const lin = await addRsvpMember(suite, group, 'Lin', 'Member', 'brick by brick');
    const day = dayFromToday(10);
    const year = Number(day.slice(0, 4));

    const sam = await suite.newPage();
    const member = await suite.newPage();
    try {
      const page = sam.page;
      await signIn(page, group.email);

      // The form: RSVP open, one seat, a deadline, the check-in role.
      await page.goto('/platform/activities/create');
      await page.getByLabel('Title').fill('Board Game Night');
      await page.getByLabel('Start Date').fill(day);
      await page.getByLabel('End Date').fill(day);
      await page.getByText('Members can RSVP').click();
      await page.getByLabel('Capacity').fill('0');
      await page.getByLabel('RSVP deadline').fill(dayFromToday(8));
      await choose(page, /Check-in role/, 'Attendee (2 points)');
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await page.getByText('Capacity must be between 1 and 100000').waitFor();
      await page.getByLabel('Capacity').fill('1');
      await shoot(page, 'rsvp-form');
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await page.getByText('Activity created successfully').waitFor();
      const listed = await suite.api<{ id: number; title: string }[]>(
        `/activities?organization_id=${group.organizationId}&year=${year}`,
        { token: group.token },
      );
      const id = listed.find((a) => a.title === 'Board Game Night')!.id;
      const stored = await suite.api<Record<string, unknown>>(`/activities/${id}`, { token: group.token });
      expect(stored).toMatchObject({
        rsvp_open: true,
        capacity: 1,
        rsvp_deadline: dayFromToday(8),
        checkin_role_id: group.roleId,
      });

      // Sam takes the seat on the activity's page.
      await page.goto(`/platform/activities/${id}`);
      await page.getByText('1 of 1 seat left').waitFor();
      await page.getByText('You have not answered yet.').waitFor();
      await page.getByRole('button', { name: 'Going', exact: true }).click();
      await page.getByText('Full: 1 of 1 seat taken').waitFor();
      await page.getByText('You are going.').first().waitFor();

      // Lin: nothing signed up yet, then the waitlist.
      await signIn(member.page, lin.email, 'brick by brick');
      await member.page.goto('/platform/signups');
      await member.page.getByText('You have not signed up for any upcoming activity.').waitFor();
      await member.page.goto(`/platform/activities/${id}`);
      await member.page.getByRole('button', { name: 'Going', exact: true }).click();
      await member.page
        .getByText(/You are on the waitlist, number 1/)
        .first()
        .waitFor();
      // Members do not see the manager's lists.
      expect(await member.page.getByRole('heading', { name: 'RSVP answers' }).count()).toBe(0);
      await checkAccessible(member.page);
      await shoot(member.page, 'rsvp-detail-member');
      await member.page.goto(`/platform/activities?year=${year}`);
      await member.page
        .getByRole('row', { name: /Board Game Night/ })
        .getByText('Waitlist 1')
        .waitFor();
      await member.page.goto('/platform/signups');
      await member.page.getByRole('list', { name: 'My signups' }).getByText('Waitlist 1').waitFor();
      await checkAccessible(member.page);
      await shoot(member.page, 'rsvp-my-signups');

      // The manager's lists: Sam gives up the seat, Lin moves up; the CSV says so.
      await page.reload();
      const going = page.getByRole('region', { name: 'Going' });
      const waitlist = page.getByRole('region', { name: 'Waitlist' });
      const notGoing = page.getByRole('region', { name: 'Not going' });
      await going.getByText('Sam Stud').waitFor();
      await waitlist.getByText('1. Lin Member').waitFor();
      await checkAccessible(page);
      await shoot(page, 'rsvp-manager');
      await page.getByRole('button', { name: 'Move to Not going: Sam Stud' }).click();
      await going.getByText('Lin Member').waitFor();
      await notGoing.getByText('Sam Stud').waitFor();
      await waitlist.getByText('Nobody is waiting.').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toMatch(/Going,,\d+,Lin Member/);
      expect(csv).toMatch(/Not going,,\d+,Sam Stud/);

      await member.page.reload();
      await member.page.getByRole('list', { name: 'My signups' }).getByText('Going', { exact: true }).waitFor();

      // The dashboard's upcoming list: Sam answers again, and waits.
      await page.goto('/platform/dashboard');
      await page.getByRole('button', { name: 'Going: Board Game Night', exact: true }).click();
      await page.getByText('Waitlist 1').waitFor();
      await shoot(page, 'rsvp-dashboard');

      // Phones: nothing scrolls sideways.
      await member.page.setViewportSize(phone);
      for (const path of [`/platform/activities/${id}`, `/platform/activities?year=${year}`, '/platform/signups']) {
        await member.page.goto(path);
        await member.page.getByRole('heading', { level: 1 }).waitFor();
        expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    } finally {
      await sam.context.close();
      await member.context.close();
    }
  }, 150_000);
});
