/**
 * Dues a treasurer can reconcile (docs/product/registration.md#dues-amounts), as the treasurer
 * goes through it: set the year's fee in Settings → Membership, mark a member paid on the
 * Registration & Dues Manager (the fee and today fill in), change the amount and date, download
 * the year as CSV and XLSX and read them, and see the dues and points on the member's page, on My
 * Profile and in the members export. The group is set up through the REST API.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, defaultPassword, signIn } from './support/suite';

const suite = browserSuite();
const year = new Date().getFullYear();
const admin = { email: 'tess@treasury.example', first_name: 'Tess', last_name: 'Treasurer' };

/** Treasury LUG, run by Tess; Ada and Bob are members. */
async function seed() {
  const { token } = await suite.api<{ token: string }>('/auth/signup', {
    body: { ...admin, password: defaultPassword },
  });
  const { id: organization_id } = await suite.api<{ id: number }>('/organizations', {
    token,
    body: { name: 'Treasury LUG', contact_email: 'hello@treasury.example' },
  });
  const ada = await suite.api<{ member: { id: number } }>('/members', {
    token,
    body: { organization_id, email: 'ada@treasury.example', first_name: 'Ada', last_name: 'Lovelace' },
  });
  await suite.api('/members', {
    token,
    body: { organization_id, email: 'bob@treasury.example', first_name: 'Bob', last_name: 'Builder' },
  });
  return { token, organizationId: organization_id, adaId: ada.member.id };
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, unknown];
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe('dues a treasurer can reconcile', () => {
  it('sets a fee, marks a member paid, changes amount and date, exports CSV and XLSX, and shows dues and points', async () => {
    const { adaId } = await seed();
    const { page, context, errors } = await suite.newPage();
    try {
      await signIn(page, admin.email);

      // Settings → Membership: the fee for this year, in euros.
      await page.goto('/platform/settings/membership');
      const card = page.getByRole('heading', { name: 'Dues amounts' });
      await card.scrollIntoViewIfNeeded();
      await page.getByText('No dues amount is set yet.').waitFor();
      await page.getByRole('textbox', { name: 'Amount' }).fill('25.50');
      await page.getByRole('button', { name: 'Save dues amount' }).click();
      const fees = page.getByRole('list', { name: 'Dues amounts by year' });
      await fees.getByText('€25.50').waitFor();
      expect(await fees.getByRole('listitem').count()).toBe(1);
      await checkAccessible(page);
      await shoot(page, 'dues-settings');

      // Registration & Dues: recording Ada's payment starts empty (decision 43).
      await page.goto('/platform/registration');
      await page.getByRole('heading', { name: 'Registration & Dues Manager' }).waitFor();
      await page.getByText('No dues amount').waitFor({ state: 'detached' });
      const adaRow = page.getByRole('row', { name: /Ada Lovelace/ });
      await adaRow.getByRole('button', { name: 'Edit dues of Ada Lovelace' }).click();
      const dialog = page.getByRole('dialog');
      const amount = dialog.getByRole('textbox', { name: 'Amount received (EUR)' });
      await expect(amount.inputValue()).resolves.toBe('');
      await expect(dialog.getByLabel('Date received').inputValue()).resolves.toBe('');
      expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
      // Nothing chosen: refused in place, nothing recorded.
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await dialog.getByText('Enter the day the money came').waitFor();
      // A decimal comma is read as the group writes it: 20,00 is twenty euros.
      await amount.fill('20,00');
      await dialog.getByLabel('Date received').fill(`${year}-01-15`);
      await dialog.getByRole('radio', { name: 'Cash' }).click({ force: true });
      await checkAccessible(page);
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await dialog.getByText(`€20.00 · `).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Part paid: €20.00 of €25.50 received, €5.50 still owed.
      await adaRow.getByText('Part paid').waitFor();
      await adaRow.getByRole('cell', { name: '€5.50' }).waitFor();
      const figures = page.getByRole('region', { name: `Dues figures ${year}` });
      await figures.getByText('€76.50').waitFor(); // Expected: the fee × 3 active members
      await figures.getByText('€56.50').waitFor(); // Outstanding: 76.50 − 20.00
      await shoot(page, 'dues-registration');
      // A phone: one card per member, the money in each.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' }).getByText('€5.50').waitFor();
      await page.setViewportSize({ width: 1366, height: 900 });

      // The year as CSV and XLSX.
      const csv = await download(page, 'Export CSV');
      expect(csv.name).toBe(`treasury-lug-registration-${year}.csv`);
      const lines = csv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Member,Email,Registered,Registration date,Dues type,Amount (EUR),Date received,Due (EUR),Outstanding (EUR)',
      );
      expect(lines).toContain(`Ada Lovelace,ada@treasury.example,No,,Part paid,20.00,${year}-01-15,25.50,5.50`);
      expect(lines).toContain('Bob Builder,bob@treasury.example,No,,Unpaid,,,25.50,25.50');

      const xlsx = await download(page, 'Export XLSX');
      expect(xlsx.name).toBe(`treasury-lug-registration-${year}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const ada = [2, 3, 4].map((n) => sheet.getRow(n)).find((row) => row.getCell(1).value === 'Ada Lovelace')!;
      expect(ada.getCell(5).value).toBe('Part paid');
      expect(ada.getCell(6).value).toBe(20);
      expect((ada.getCell(7).value as Date).toISOString().slice(0, 10)).toBe(`${year}-01-15`);

      // Ada's member page: this year's dues, the amount and date, and her points.
      await page.goto(`/platform/members/${adaId}`);
      const dues = page.getByRole('heading', { name: `Dues and points ${year}` });
      await dues.waitFor();
      await page.getByText('€20.00').waitFor();
      await page.getByText('0 points').first().waitFor();
      await checkAccessible(page);
      await shoot(page, 'dues-member-profile');

      // My Profile: the treasurer's own year (unpaid) and points.
      await page.goto('/platform/profile');
      await page.getByRole('heading', { name: `Dues and points ${year}` }).waitFor();
      await page.getByText('Unpaid').waitFor();
      await shoot(page, 'dues-my-profile');

      // The members export gains dues and points.
      await page.goto('/platform/members');
      const members = await download(page, 'Export CSV');
      const memberLines = members.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(memberLines[0]).toContain(
        'dues_year,registered,dues,amount_received,currency,paid_on,points_this_year,points_total',
      );
      expect(memberLines.find((line) => line.startsWith('Ada,Lovelace'))).toMatch(
        new RegExp(`,${year},No,Part paid,20\\.00,EUR,${year}-01-15,0,0$`),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
