/**
 * Shifts and equipment (issue 18), driven as a group staffs its show: Sam adds a one-slot shift on
 * the activity's Shifts page, Lin signs up, Kai finds it full, Sam confirms Lin worked it and the
 * participation record appears on the activity; Kai signs up for another shift and cancels through
 * the confirm dialog; Sam lists the group's tables on the Equipment page and books them for the show
 * within stock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, choose, signIn } from './support/suite';
import { checkAccessible, shoot } from './support/shots';
import { addRsvpMember, createRsvpActivity, createRsvpGroup, dayFromToday } from './support/rsvp-group';

const suite = browserSuite();

/** Waits for a toast and closes it, so it covers no button the next step presses. */
async function closeToast(page: Page, text: string) {
  const shown = page.getByRole('alertdialog').filter({ hasText: text }).first();
  await shown.waitFor();
  await shown.getByRole('button', { name: 'Close' }).click();
  await shown.waitFor({ state: 'hidden' });
}

describe('shifts and equipment', () => {
  it('sign-up, a full shift, confirming a worked shift, cancelling, equipment and a booking within stock', async () => {
    const group = await createRsvpGroup(suite, 'shiftville');
    const lin = await addRsvpMember(suite, group, 'Lin', 'Member', 'brick by brick');
    const kai = await addRsvpMember(suite, group, 'Kai', 'Builder', 'plates and tiles');
    const first = dayFromToday(10);
    const activity = await createRsvpActivity(suite, group, {
      title: 'Brick Show',
      start_date: first,
      end_date: dayFromToday(11),
    });

    const sam = await suite.newPage();
    const linPage = await suite.newPage();
    const kaiPage = await suite.newPage();
    try {
      const page = sam.page;
      await signIn(page, group.email);

      // Sam opens the Shifts page from the activity and adds a one-slot shift.
      await page.goto(`/platform/activities/${activity.id}`);
      await page.getByRole('link', { name: 'Shifts', exact: true }).click();
      await page.getByRole('heading', { name: 'Shifts: Brick Show' }).waitFor();
      await page.getByText('No shifts yet. Add the first one').waitFor();
      await page.getByRole('button', { name: 'Add shift' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add shift' });
      await dialog.getByLabel('Title').fill('Setup');
      await dialog.getByLabel('Start', { exact: true }).fill('11:00');
      await dialog.getByLabel('End', { exact: true }).fill('10:00');
      await dialog.getByLabel('Slots').fill('1');
      await dialog.getByRole('button', { name: 'Add shift' }).click();
      await dialog.getByText('The end time must be after the start time').waitFor();
      await shoot(page, 'shifts-add-dialog');
      await dialog.getByLabel('Start', { exact: true }).fill('08:00');
      await dialog.getByRole('button', { name: 'Add shift' }).click();
      await page.getByText('Shift added').first().waitFor();
      const setup = page.getByRole('listitem', { name: 'Setup, 08:00 – 10:00' });
      await setup.getByText('1 of 1 free').waitFor();
      await setup.getByText('Attendee').waitFor();
      await setup.getByText('Nobody has signed up yet.').waitFor();
      const shifts = await suite.api<{ shifts: Array<{ id: number; title: string }> }>(
        `/activities/${activity.id}/shifts`,
        { token: group.token },
      );
      expect(shifts.shifts.map((s) => s.title)).toEqual(['Setup']);
      await suite.api(`/activities/${activity.id}/shifts`, {
        token: group.token,
        body: {
          title: 'Teardown',
          date: dayFromToday(11),
          start_time: '17:00',
          end_time: '19:00',
          slots: 4,
          participation_role_id: group.roleId,
        },
      });

      // Lin signs up.
      await signIn(linPage.page, lin.email, 'brick by brick');
      await linPage.page.goto(`/platform/activities/${activity.id}/shifts`);
      const linSetup = linPage.page.getByRole('listitem', { name: 'Setup, 08:00 – 10:00' });
      await linSetup.getByRole('button', { name: 'Sign up' }).click();
      await linPage.page.getByText('You are signed up').first().waitFor();
      await linSetup.getByText('Full').waitFor();
      // Members see no management.
      expect(await linPage.page.getByRole('button', { name: 'Add shift' }).count()).toBe(0);
      await checkAccessible(linPage.page);
      await shoot(linPage.page, 'shifts-member');

      // Kai finds the shift full.
      await signIn(kaiPage.page, kai.email, 'plates and tiles');
      await kaiPage.page.goto(`/platform/activities/${activity.id}/shifts`);
      const kaiSetup = kaiPage.page.getByRole('listitem', { name: 'Setup, 08:00 – 10:00' });
      await kaiSetup.getByText('Full').waitFor();
      // A full shift offers its waitlist (decision 0049).
      await kaiSetup.getByRole('button', { name: 'Join the waitlist' }).click();
      await kaiSetup.getByText('On the waitlist: number 1').waitFor();
      await kaiSetup.getByRole('button', { name: 'Leave the waitlist' }).waitFor();
      await shoot(kaiPage.page, 'shifts-waitlist');
      // Kai takes Teardown instead, then gives it up through the confirm dialog (it opens on "Keep it").
      const teardown = kaiPage.page.getByRole('listitem', { name: 'Teardown, 17:00 – 19:00' });
      await teardown.getByRole('button', { name: 'Sign up' }).click();
      await teardown.getByText('You are signed up').waitFor();
      await teardown.getByRole('button', { name: 'Cancel sign-up' }).click();
      const confirmCancel = kaiPage.page.getByRole('alertdialog', { name: 'Cancel your sign-up' });
      await expect
        .poll(() =>
          confirmCancel.getByRole('button', { name: 'Keep it' }).evaluate((b) => b === document.activeElement),
        )
        .toBe(true);
      await confirmCancel.getByRole('button', { name: 'Cancel sign-up' }).click();
      await kaiPage.page.getByText('Your sign-up is cancelled').waitFor();
      await teardown.getByText('4 of 4 free').waitFor();

      // Show day comes: the show is moved to yesterday and today, its shifts with it (decision 0039),
      // so Setup has started and can be confirmed as worked (never before it starts).
      const showDay = dayFromToday(-1);
      await suite.api(`/activities/${activity.id}`, {
        method: 'PUT',
        token: group.token,
        body: { start_date: showDay, end_date: dayFromToday(0), shift_change: 'move' },
      });

      // Sam sees who signed up and confirms Lin worked the shift: a participation record.
      await page.reload();
      await setup.getByText('Lin Member').waitFor();
      await setup.getByRole('button', { name: 'Confirm Lin Member worked Setup' }).click();
      await page.getByText('Participation recorded').first().waitFor();
      await setup.getByText('Worked').waitFor();
      await checkAccessible(page);
      await shoot(page, 'shifts-manager');
      const detail = await suite.api<{ Participations: Array<{ user_id: number; participation_date: string | null }> }>(
        `/activities/${activity.id}`,
        { token: group.token },
      );
      expect(detail.Participations).toEqual([expect.objectContaining({ user_id: lin.id, participation_date: showDay })]);
      await page.goto(`/platform/activities/${activity.id}`);
      await page.getByRole('heading', { name: 'Participants' }).waitFor();
      await page.getByText('Lin Member').first().waitFor();

      // The group's equipment, from the sidebar.
      await page.getByRole('link', { name: 'Equipment', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Equipment', level: 1 }).waitFor();
      await page.getByText('No equipment yet.').waitFor();
      await page.getByRole('button', { name: 'Add equipment' }).click();
      const add = page.getByRole('dialog', { name: 'Add equipment' });
      await add.getByLabel('Name').fill('Folding tables');
      await add.getByLabel('Quantity').fill('10');
      await add.getByLabel('Notes').fill('In the club loft');
      await add.getByRole('button', { name: 'Add equipment' }).click();
      await page.getByText('Equipment added').first().waitFor();
      await page.getByText('Quantity: 10').waitFor();
      await checkAccessible(page);
      await shoot(page, 'equipment');

      // Booked for the show on its Shifts page, within stock.
      await page.goto(`/platform/activities/${activity.id}/shifts`);
      await choose(page, /Equipment/, 'Folding tables (10 free)');
      await page.getByLabel('Quantity').fill('12');
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await closeToast(page, 'Only 10 left for these dates');
      await page.getByLabel('Quantity').fill('8');
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.getByText('Equipment booked').first().waitFor();
      const booked = page.getByRole('list', { name: 'Booked equipment' });
      await booked.getByText('Folding tables').waitFor();
      await booked.getByText('8').waitFor();
      await checkAccessible(page);
      await shoot(page, 'shifts-bookings');

      expect(sam.errors).toEqual([]);
      expect(linPage.errors).toEqual([]);
      expect(kaiPage.errors).toEqual([]);
    } finally {
      await sam.context.close();
      await linPage.context.close();
      await kaiPage.context.close();
    }
  }, 180_000);
});
