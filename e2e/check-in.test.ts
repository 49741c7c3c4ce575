/**
 * The check-in kiosk and the self check-in page (issue 17), driven as the door team and a member
 * would: Sam opens the kiosk, checks members in with one tap, keeps checking in through a network
 * loss (the queue says how many wait and sends them when back), and a member scans the QR code's
 * link and checks themself in; a manager's new code ends the old one.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support/suite';
import { checkAccessible, shoot } from './support/shots';
import { addRsvpMember, answerFor, createRsvpActivity, createRsvpGroup, dayFromToday } from './support/rsvp-group';

const suite = browserSuite();

interface Kiosk {
  members: { user_id: number; checked_in: boolean }[];
}

describe('check-in', () => {
  it('kiosk: one tap checks in, a network loss queues check-ins and sends them when back; self check-in by QR link', async () => {
    const group = await createRsvpGroup(suite, 'doorville');
    const ada = await addRsvpMember(suite, group, 'Ada', 'Lovelace');
    const grace = await addRsvpMember(suite, group, 'Grace', 'Hopper');
    const bob = await addRsvpMember(suite, group, 'Bob', 'Builder');
    const lin = await addRsvpMember(suite, group, 'Lin', 'Member', 'brick by brick');
    const activity = await createRsvpActivity(suite, group, {
      title: 'Monthly Meetup',
      start_date: dayFromToday(-1),
      end_date: dayFromToday(1),
      rsvp_open: true,
      checkin_role_id: group.roleId,
    });
    await answerFor(suite, group, activity.id, ada.id, 'going');
    await answerFor(suite, group, activity.id, grace.id, 'going');
    const checkedIn = async () => {
      const view = await suite.api<Kiosk>(`/activities/${activity.id}/check-in/kiosk`, { token: group.token });
      return view.members
        .filter((m) => m.checked_in)
        .map((m) => m.user_id)
        .sort((a, b) => a - b);
    };

    const sam = await suite.newPage();
    const { page, context } = sam;
    try {
      await signIn(page, group.email);
      await page.goto(`/platform/activities/${activity.id}/check-in`);
      await page.getByRole('heading', { name: 'Monthly Meetup' }).waitFor();
      await page.getByText('0 checked in · 2 going').waitFor();
      // The role's points as a number (the plural's `#` was once shown as written).
      await page.getByText('Records “Attendee” (2 points)').waitFor();
      await page.getByRole('img', { name: 'QR code of the self check-in link' }).waitFor();
      const link = (await page.getByTestId('self-check-in-link').textContent())!;
      expect(link).toMatch(new RegExp(`/platform/activities/${activity.id}/check-in/self\\?code=`));
      await checkAccessible(page);
      await shoot(page, 'check-in-kiosk');

      // One tap.
      await page.getByRole('button', { name: 'Check in Ada Lovelace' }).click();
      await page.getByText('1 checked in · 2 going').waitFor();
      await expect.poll(checkedIn).toEqual([ada.id]);

      // The network goes: check-ins wait, in memory and in localStorage.
      await context.setOffline(true);
      await page.getByText('Offline').waitFor();
      await page.getByRole('button', { name: 'Check in Grace Hopper' }).click();
      // By keyboard: type the name, Tab to the one match, Enter.
      await page.getByLabel('Find your name').fill('bob');
      await page.getByRole('button', { name: 'Check in Bob Builder' }).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText('2 waiting to send').waitFor();
      await page.getByText('3 checked in · 2 going').waitFor();
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key),
        `lug.check-in-queue.${group.organizationId}.${activity.id}`,
      );
      expect(JSON.parse(stored!)).toHaveLength(2);
      await shoot(page, 'check-in-kiosk-offline');
      expect(await checkedIn()).toEqual([ada.id]);

      // Back online: the queue is sent and empties.
      await context.setOffline(false);
      await expect.poll(checkedIn, { timeout: 15_000 }).toEqual([ada.id, grace.id, bob.id].sort((a, b) => a - b));
      await page.getByText('waiting to send').waitFor({ state: 'detached' });
      expect(
        await page.evaluate(
          (key) => localStorage.getItem(key),
          `lug.check-in-queue.${group.organizationId}.${activity.id}`,
        ),
      ).toBeNull();

      // Lin scans the QR code: the link opens the self check-in page.
      const member = await suite.newPage();
      try {
        await signIn(member.page, lin.email, 'brick by brick');
        await member.page.goto(link);
        await member.page.getByRole('heading', { name: 'Check in' }).waitFor();
        await member.page.getByRole('button', { name: 'Check me in' }).click();
        await member.page.getByText('You are checked in').waitFor();
        await member.page.getByText(/as Attendee \(2 points\)/).waitFor();
        await checkAccessible(member.page);
        await shoot(member.page, 'check-in-self');
        await expect.poll(checkedIn).toContain(lin.id);

        // Reopening the kiosk keeps the code (issue 28); a manager's new code ends the old link,
        // which is refused with the reason (the new code's kiosks: e2e/kiosk.test.ts).
        await page.reload();
        await page.getByRole('img', { name: 'QR code of the self check-in link' }).waitFor();
        await page.getByText('4 checked in · 2 going').waitFor();
        expect(await page.getByTestId('self-check-in-link').textContent()).toBe(link);
        await suite.api(`/activities/${activity.id}/check-in-code`, { method: 'POST', token: group.token });
        await member.page.goto(link);
        await member.page.getByRole('button', { name: 'Check me in' }).click();
        await member.page.getByText('Not checked in: This check-in code is not valid (any more)').waitFor();
        await shoot(member.page, 'check-in-self-refused');

        // A member may not open the kiosk.
        await member.page.goto(`/platform/activities/${activity.id}/check-in`);
        await member.page
          .getByText(/permission|not allowed|access/i)
          .first()
          .waitFor();
      } finally {
        await member.context.close();
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
