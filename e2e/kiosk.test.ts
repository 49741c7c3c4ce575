/**
 * Kiosk devices (issue 28, docs/decisions/0047-kiosk-sessions.md), driven as a show's door team
 * would: Sam opens a kiosk on the tablet and another on a phone (two browser profiles); both show
 * the one check-in code, and both show the new one once Sam asks for a new code on his laptop. A
 * kiosk reaches nothing else (members, settings, the API), a wrong tap is undone, and closing the
 * kiosk asks for Sam's password. The poster prints on one A4 page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultPassword, signIn, browserSuite } from './support/suite';
import { checkAccessible, shoot } from './support/shots';
import { addRsvpMember, answerFor, createRsvpActivity, createRsvpGroup, dayFromToday } from './support/rsvp-group';

const suite = browserSuite();

interface Kiosk {
  members: { user_id: number; checked_in: boolean }[];
}

const linkOf = (page: Page) => page.getByTestId('self-check-in-link').textContent();

/** Sam turns this browser into a kiosk of the activity from its check-in screen. */
async function openKiosk(page: Page, activityId: number, email: string) {
  await signIn(page, email);
  await page.goto(`/platform/activities/${activityId}/check-in`);
  await page.getByRole('img', { name: 'QR code of the self check-in link' }).waitFor();
  const before = await linkOf(page);
  await page.getByRole('button', { name: 'Open as kiosk' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Open as kiosk' }).click();
  await page.waitForURL('**/kiosk');
  await page.getByRole('button', { name: 'Close kiosk' }).waitFor();
  await page.getByRole('img', { name: 'QR code of the self check-in link' }).waitFor();
  return before!;
}

describe('kiosk devices', () => {
  it('two kiosks share one code and both show the new one; a kiosk reaches nothing else; undo; close by password', async () => {
    const group = await createRsvpGroup(suite, 'twodoors');
    const ada = await addRsvpMember(suite, group, 'Ada', 'Lovelace');
    await addRsvpMember(suite, group, 'Grace', 'Hopper');
    const activity = await createRsvpActivity(suite, group, {
      title: 'Brick Show',
      start_date: dayFromToday(0),
      end_date: dayFromToday(1),
      rsvp_open: true,
      checkin_role_id: group.roleId,
    });
    await answerFor(suite, group, activity.id, ada.id, 'going');
    const checkedIn = async () => {
      const view = await suite.api<Kiosk>(`/activities/${activity.id}/check-in/kiosk`, { token: group.token });
      return view.members.filter((m) => m.checked_in).map((m) => m.user_id);
    };

    const tablet = await suite.newPage();
    const phone = await suite.newPage();
    const laptop = await suite.newPage();
    try {
      // Two kiosks: opening the second does not replace the first one's code.
      const code = await openKiosk(tablet.page, activity.id, group.email);
      expect(await linkOf(tablet.page)).toBe(code);
      expect(await openKiosk(phone.page, activity.id, group.email)).toBe(code);
      expect(await linkOf(phone.page)).toBe(code);
      expect(await linkOf(tablet.page)).toBe(code);
      await checkAccessible(tablet.page);
      await shoot(tablet.page, 'kiosk-device');

      // Sam asks for a new code on his laptop (after a confirmation); both kiosks show it within seconds.
      await signIn(laptop.page, group.email);
      await laptop.page.goto(`/platform/activities/${activity.id}/check-in`);
      await laptop.page.getByRole('button', { name: 'New code' }).click();
      await laptop.page.getByRole('alertdialog').getByRole('button', { name: 'Make a new code' }).click();
      await laptop.page.getByText('New check-in code made').waitFor();
      await expect.poll(() => linkOf(laptop.page), { timeout: 15_000 }).not.toBe(code);
      const fresh = await linkOf(laptop.page);
      await expect.poll(() => linkOf(tablet.page), { timeout: 15_000 }).toBe(fresh);
      await expect.poll(() => linkOf(phone.page), { timeout: 15_000 }).toBe(fresh);

      // The tablet reaches nothing else: the members list and the settings lead back to the kiosk,
      // and the API refuses it.
      for (const path of ['/platform/members', '/platform/settings', `/platform/activities/${activity.id}`]) {
        await tablet.page.goto(path);
        await tablet.page.waitForURL('**/kiosk');
        await tablet.page.getByRole('button', { name: 'Close kiosk' }).waitFor();
      }
      const refused = await tablet.page.evaluate(async (organizationId) => {
        const rest = await fetch(`/api/members?organization_id=${organizationId}`);
        const rpc = await fetch('/trpc/auth.me');
        return { rest: rest.status, code: ((await rest.json()) as { code: string }).code, rpc: rpc.status };
      }, group.organizationId);
      expect(refused).toEqual({ rest: 403, code: 'KIOSK_SESSION', rpc: 403 });

      // A tap, then Undo.
      await tablet.page.getByRole('button', { name: 'Check in Ada Lovelace' }).click();
      await tablet.page.getByText('Ada Lovelace is checked in').waitFor();
      await expect.poll(checkedIn).toEqual([ada.id]);
      await shoot(tablet.page, 'kiosk-device-undo');
      await tablet.page.getByRole('button', { name: 'Undo the check-in of Ada Lovelace' }).click();
      await tablet.page.getByText('Check-in of Ada Lovelace undone').waitFor();
      await expect.poll(checkedIn).toEqual([]);
      await tablet.page.getByRole('button', { name: 'Check in Ada Lovelace' }).waitFor();

      // Closing asks for Sam's password: a wrong one keeps the kiosk.
      await tablet.page.getByRole('button', { name: 'Close kiosk' }).click();
      const dialog = tablet.page.getByRole('dialog', { name: 'Close the kiosk' });
      await dialog.getByLabel('Password').fill('not the password');
      await dialog.getByRole('button', { name: 'Close kiosk' }).click();
      await dialog.getByText('The password is not right').waitFor();
      await dialog.getByLabel('Password').fill(defaultPassword);
      await dialog.getByRole('button', { name: 'Close kiosk' }).click();
      await tablet.page.waitForURL('**/login**');
      expect((await tablet.page.request.get(`/api/activities/${activity.id}/check-in/kiosk`)).status()).toBe(401);
      // The phone's kiosk goes on.
      await phone.page.getByRole('button', { name: 'Check in Ada Lovelace' }).click();
      await expect.poll(checkedIn).toEqual([ada.id]);
    } finally {
      await Promise.all([tablet.context.close(), phone.context.close(), laptop.context.close()]);
    }
  }, 180_000);

  it('prints the check-in poster on one A4 page', async () => {
    const group = await createRsvpGroup(suite, 'posterville');
    const activity = await createRsvpActivity(suite, group, {
      title: 'Brick Show with a rather long name for the poster',
      start_date: dayFromToday(0),
      end_date: dayFromToday(1),
      rsvp_open: true,
      checkin_role_id: group.roleId,
    });
    const { page, context } = await suite.newPage();
    try {
      await signIn(page, group.email);
      await page.goto(`/platform/activities/${activity.id}/check-in/poster`);
      const poster = page.getByRole('article', { name: 'Check-in poster' });
      await poster.getByRole('img', { name: 'QR code of the self check-in link' }).waitFor();
      const { code } = await suite.api<{ code: string }>(`/activities/${activity.id}/check-in-code`, { token: group.token });
      await poster.getByText(`code=${code}`).waitFor();
      await checkAccessible(page);
      await shoot(page, 'kiosk-poster');
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      await page.emulateMedia({ media: 'screen' });
      const file = join(mkdtempSync(join(tmpdir(), 'poster-')), 'poster.pdf');
      writeFileSync(file, pdf);
      if (process.env.LUG_E2E_SHOTS) writeFileSync(join(process.env.LUG_E2E_SHOTS, 'kiosk-poster.pdf'), pdf);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:.*\(A4\)/);
      // The words as a reader sees them (the title wraps over lines).
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('CHECK IN HERE'); // upper case by its style
      expect(text).toContain('Brick Show with a rather long name for the poster');
      expect(text).not.toContain('Dashboard');
    } finally {
      await context.close();
    }
  }, 120_000);
});
