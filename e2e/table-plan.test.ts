/**
 * The table plan as a tool one trusts (issue 28, decision 0048), driven as Sam lays out a show:
 * tables from the equipment booked for it (the size confirmed once), exhibits placed in free space
 * with the keyboard only (focus stays on the exhibit through moves and Page Down), an overlap shown,
 * the unsaved-changes guard on a router link and on a reload, the save; then the print, landscape,
 * as a PDF (LUG_E2E_SHOTS keeps it next to the screenshots).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support/suite';
import { checkAccessible, shoot } from './support/shots';
import { addRsvpMember, createRsvpActivity, createRsvpGroup, dayFromToday } from './support/rsvp-group';
import { defaultPassword } from './support/suite';

const suite = browserSuite();

describe('table plan', () => {
  it('tables from bookings, keyboard placing with focus kept, overlaps, the unsaved guard, save and print', async () => {
    const group = await createRsvpGroup(suite, 'planville');
    const day = dayFromToday(20);
    const activity = await createRsvpActivity(suite, group, {
      title: 'Brick Fair',
      start_date: day,
      end_date: day,
      exhibits_open: true,
    });
    await addRsvpMember(suite, group, 'Zoe', 'Łukasz', defaultPassword);
    const zoe = await suite.api<{ token: string }>('/auth/login', {
      body: { email: 'zoe@planville.example', password: defaultPassword },
    });
    const register = async (token: string, body: Record<string, unknown>) => {
      const exhibit = await suite.api<{ id: number }>(`/activities/${activity.id}/exhibits`, { token, body });
      await suite.api(`/exhibits/${exhibit.id}/review`, {
        method: 'PUT',
        token: group.token,
        body: { status: 'approved' },
      });
    };
    await register(zoe.token, { title: 'Moonbase', width_studs: 48, depth_studs: 32, needs_power: true, sockets: 2 });
    await register(group.token, { title: 'Castle', width_studs: 32, depth_studs: 32 });
    const item = await suite.api<{ id: number }>(`/organizations/${group.organizationId}/equipment`, {
      token: group.token,
      body: { name: 'Trestle table 120 × 60 cm', quantity: 5 },
    });
    await suite.api(`/activities/${activity.id}/equipment-bookings`, {
      token: group.token,
      body: { equipment_id: item.id, quantity: 2 },
    });

    const sam = await suite.newPage();
    try {
      const page = sam.page;
      await signIn(page, group.email);
      await page.goto(`/platform/activities/${activity.id}/table-plan`);
      await page.getByRole('heading', { name: 'Table plan' }).waitFor();

      // Two tables from the booking, the size read from the item's name (120 × 60 cm = 150 × 75 studs).
      await page.getByRole('button', { name: /Booked equipment/ }).click();
      await page.getByRole('option', { name: 'Trestle table 120 × 60 cm (2 booked)' }).click();
      await expect.poll(() => page.getByLabel('Width of one (studs)').inputValue()).toBe('150');
      await page.getByLabel('Depth of one (studs)').fill('60');
      await page.getByRole('button', { name: 'Add 2 tables' }).click();
      await page.getByRole('region', { name: 'Trestle table 120 × 60 cm 1' }).waitFor();
      await page.getByRole('region', { name: 'Trestle table 120 × 60 cm 2' }).waitFor();
      await page.getByRole('button', { name: 'All on the plan' }).waitFor();

      // The keyboard only: Place, then arrows and Page Down act on the exhibit that keeps the focus.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      await page.getByRole('button', { name: 'Place Castle on the first table' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('Castle on Trestle table 120 × 60 cm 1 at x 0, y 0 studs');
      await page.getByRole('button', { name: 'Place Moonbase on the first table' }).focus();
      await page.keyboard.press('Enter');
      // Free space: beside the castle, not on top of it.
      await expect.poll(focused).toBe('Moonbase on Trestle table 120 × 60 cm 1 at x 32, y 0 studs');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      await expect.poll(focused).toBe('Moonbase on Trestle table 120 × 60 cm 1 at x 33, y 8 studs');
      await page.keyboard.press('PageDown');
      await expect.poll(focused).toBe('Moonbase on Trestle table 120 × 60 cm 2 at x 0, y 0 studs');
      await page.keyboard.press('PageUp');
      await expect.poll(focused).toBe('Moonbase on Trestle table 120 × 60 cm 1 at x 32, y 0 studs');
      // Moved onto the castle: the overlap is marked and listed.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
      await expect.poll(focused).toBe('Moonbase on Trestle table 120 × 60 cm 1 at x 0, y 0 studs, overlaps Castle');
      const overlaps = page.getByRole('region', { name: 'Overlapping exhibits' });
      await overlaps.getByText('Moonbase and Castle on Trestle table 120 × 60 cm 1').waitFor();
      await expect.poll(() => page.locator('[data-overlaps]').count()).toBe(2);
      await shoot(page, 'table-plan-overlap');
      await page.keyboard.press('PageDown');
      await expect.poll(focused).toBe('Moonbase on Trestle table 120 × 60 cm 2 at x 0, y 0 studs');
      await overlaps.waitFor({ state: 'detached' });
      await page.getByText('Unsaved changes').waitFor();

      // A router link asks; "Stay" keeps everything.
      await page.getByRole('link', { name: 'Back to exhibits' }).click();
      const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
      await leave.waitFor({ state: 'detached' });
      expect(page.url()).toContain('/table-plan');
      await page.getByRole('button', { name: /^Moonbase on Trestle table 120 × 60 cm 2/ }).waitFor();

      // A reload gets the browser's own prompt; dismissing it keeps the page and its changes.
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.dismiss();
      });
      await page.reload().catch(() => undefined);
      await expect.poll(() => dialogs).toEqual(['beforeunload']);
      await page.getByRole('button', { name: /^Moonbase on Trestle table 120 × 60 cm 2/ }).waitFor();
      await checkAccessible(page);
      await shoot(page, 'table-plan-editing');

      // Saved: the link leaves at once, and the plan is what the keyboard made.
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.getByText('Table plan saved').waitFor();
      const saved = await suite.api<{
        plan: {
          tables: Array<{ name: string; width_studs: number; depth_studs: number; equipment_id?: number }>;
          placements: Array<{ exhibit_id: number; table_id: string; x: number; y: number }>;
        };
      }>(`/activities/${activity.id}/table-plan`, { token: group.token });
      expect(saved.plan.tables.map((t) => [t.name, t.width_studs, t.depth_studs, t.equipment_id])).toEqual([
        ['Trestle table 120 × 60 cm 1', 150, 60, item.id],
        ['Trestle table 120 × 60 cm 2', 150, 60, item.id],
      ]);
      const [first, second] = saved.plan.tables as unknown as Array<{ id: string }>;
      expect(saved.plan.placements.map((p) => [p.table_id, p.x, p.y]).sort()).toEqual(
        [
          [first!.id, 0, 0],
          [second!.id, 0, 0],
        ].sort(),
      );

      // Printed: landscape, the plan only, builder and power on the labels.
      await page.emulateMedia({ media: 'print' });
      await page
        .getByRole('button', { name: /^Moonbase/ })
        .getByText('Zoe Łukasz')
        .waitFor();
      const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true });
      await page.emulateMedia({ media: 'screen' });
      if (process.env.LUG_E2E_SHOTS) await writeFile(join(process.env.LUG_E2E_SHOTS, 'table-plan-print.pdf'), pdf);
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      // Each 150 × 60 table is about 110 mm deep across a landscape A4: one page each, none blank.
      expect(pages).toHaveLength(2);

      await page.getByRole('link', { name: 'Back to exhibits' }).click();
      await page.getByRole('heading', { name: 'Exhibits', exact: true }).waitFor();
      expect(sam.errors).toEqual([]);
    } finally {
      await sam.context.close();
    }
  }, 180_000);
});
