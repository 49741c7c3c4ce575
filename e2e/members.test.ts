/**
 * Members and permission roles, driven as a user would: add a member, copy their link, set their
 * password through it and sign in as them; create a role, make it default, assign users, remove
 * one; import a CSV with one bad row; import files as people make them (a semicolon CSV with German
 * headers, an Excel workbook with a column to map).
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite, choose, signUpWithOrganization } from './support/suite';

const suite = browserSuite();

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function addMember(page: Page, email: string, first: string, last: string) {
  await page.goto('/platform/members/create');
  await page.getByRole('heading', { name: 'Add Member' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill(last);
  await page.getByRole('button', { name: 'Add Member' }).click();
  await page.getByRole('heading', { name: 'Member added' }).waitFor();
}

// Long flows (sixty members imported, several sign-ins hashing passwords) on a machine that may be busy.
describe('members and permission roles', { timeout: 150_000 }, () => {
  it('adds a member, who sets a password through the copied link and signs in', async () => {
    const admin = await suite.newPage();
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    try {
      await signUpWithOrganization(admin.page, { email: 'ada@brickville.example', first: 'Ada', last: 'Admin' });
      await admin.page.goto('/platform/members');
      await admin.page.getByRole('rowheader', { name: /Ada Admin/ }).waitFor();
      await checkAccessible(admin.page);

      // The form's rules first, then the member.
      await admin.page.getByRole('link', { name: 'Add Member' }).click();
      await admin.page.getByRole('button', { name: 'Add Member' }).click();
      await admin.page.getByText('Email is required').waitFor();
      await admin.page.getByLabel('Email').fill('nora@brickville.example');
      await admin.page.getByLabel('First Name').fill('Nora');
      await admin.page.getByLabel('Last Name').fill('Newcomer');
      await checkAccessible(admin.page);
      await admin.page.getByRole('button', { name: 'Add Member' }).click();
      await toast(admin.page, 'Member created successfully');
      await toast(admin.page, 'Welcome email is on its way.');
      await admin.page.getByRole('button', { name: 'Copy link' }).click();
      await toast(admin.page, 'Link copied');
      const link = await admin.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/reset-password\?token=/);
      await checkAccessible(admin.page);

      // The same email again is refused, and the form keeps what was typed.
      await admin.page.goto('/platform/members/create');
      await admin.page.getByLabel('Email').fill('NORA@brickville.example');
      await admin.page.getByLabel('First Name').fill('Nora');
      await admin.page.getByLabel('Last Name').fill('Again');
      await admin.page.getByRole('button', { name: 'Add Member' }).click();
      await toast(admin.page, 'Error creating member');
      await expect(admin.page.getByLabel('Last Name').inputValue()).resolves.toBe('Again');

      // Nora sets her password through the link and signs in.
      const nora = await suite.newPage();
      try {
        await nora.page.goto(link);
        await nora.page.getByLabel('New password').fill('brick by brick');
        await nora.page.getByLabel('Confirm password').fill('brick by brick');
        await nora.page.getByRole('button', { name: 'Set password' }).click();
        await nora.page.waitForURL(/\/login/);
        await nora.page.getByLabel('Email').fill('nora@brickville.example');
        await nora.page.getByLabel('Password', { exact: true }).fill('brick by brick');
        await nora.page.getByRole('button', { name: /log ?in|sign in/i }).click();
        await nora.page.waitForURL(/\/platform\/dashboard/);
        // She may read the member list but sees no management controls.
        await nora.page.goto('/platform/members');
        await nora.page.getByRole('rowheader', { name: /Nora Newcomer/ }).waitFor();
        expect(await nora.page.getByRole('link', { name: 'Add Member' }).count()).toBe(0);
        expect(await nora.page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
        expect(nora.errors).toEqual([]);
      } finally {
        await nora.context.close();
      }

      // Her profile, then the admin's view shows a login.
      await admin.page.goto('/platform/members');
      await admin.page.getByRole('link', { name: 'View Nora Newcomer' }).click();
      await admin.page.getByRole('heading', { name: 'Nora Newcomer' }).waitFor();
      await admin.page.getByText('Personal Information').waitFor();
      await checkAccessible(admin.page);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });

  it('creates a role, makes it default, assigns users and removes one', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'grace@brickville.example', first: 'Ada', last: 'Admin' });
      await addMember(page, 'bob@brickville.example', 'Bob', 'Builder');
      await addMember(page, 'carla@brickville.example', 'Carla', 'Castle');

      await page.goto('/platform/permission-roles');
      await page.getByRole('rowheader', { name: /Administrator/ }).waitFor();
      await checkAccessible(page);
      await page.getByRole('link', { name: 'Add New Role' }).click();
      await page.getByRole('heading', { name: 'Add New Role' }).waitFor();
      await page.getByRole('button', { name: 'Create Role' }).click();
      await page.getByText('Name is required').waitFor();
      await page.getByLabel('Name').fill('Event Team');
      await page.getByLabel('Description').fill('Runs our shows');
      await page.getByText('14/1000 characters').waitFor();
      await page.getByText('Manage activities, categories and participation roles').click();
      await page.getByText('Record participation').click();
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Create Role' }).click();
      await toast(page, 'Permission role created successfully');

      // Make it the default role.
      await page.getByRole('switch', { name: 'Event Team is the default role' }).click({ force: true });
      await toast(page, 'Default role updated successfully');
      await expect.poll(() => page.getByRole('switch', { name: 'Member is the default role' }).isChecked()).toBe(false);
      await expect
        .poll(() => page.getByRole('switch', { name: 'Event Team is the default role' }).isChecked())
        .toBe(true);

      // Assign Bob and Carla to it.
      await page.getByRole('link', { name: 'Manage users of Event Team' }).click();
      await page.getByRole('heading', { name: /Manage Event Team/ }).waitFor();
      await page.getByText('Default Role', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Assign Users' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Bob Builder').waitFor();
      await dialog.getByRole('checkbox', { name: /Bob Builder/ }).check({ force: true });
      await dialog.getByRole('checkbox', { name: /Carla Castle/ }).check({ force: true });
      await dialog.getByRole('button', { name: 'Assign 2 Users' }).waitFor();
      await checkAccessible(page);
      await dialog.getByRole('button', { name: 'Assign 2 Users' }).click();
      await toast(page, 'Users assigned successfully');
      await page.getByRole('rowheader', { name: 'Carla Castle' }).waitFor();

      // Nobody can be removed from the default role: the page says so and offers no remove button.
      await page.getByText('Users cannot be removed from the default role', { exact: false }).waitFor();
      await page.getByRole('rowheader', { name: 'Bob Builder' }).waitFor();
      await expect(page.getByRole('button', { name: /^Remove .* from Event Team$/ }).count()).resolves.toBe(0);
      await shoot(page, 'manage-default-role');

      // ...so make Member the default again, then remove Bob: he goes to the default role.
      await page.goto('/platform/permission-roles');
      await page.getByRole('switch', { name: 'Member is the default role' }).click({ force: true });
      await toast(page, 'Default role updated successfully');
      await page.getByRole('link', { name: 'Manage users of Event Team' }).click();
      await page.getByRole('rowheader', { name: 'Bob Builder' }).waitFor();
      await page.getByRole('button', { name: 'Remove Bob Builder from Event Team' }).click();
      await toast(page, 'User has been assigned to the default role');
      await page.getByRole('rowheader', { name: 'Bob Builder' }).waitFor({ state: 'detached' });
      await page.getByRole('rowheader', { name: 'Carla Castle' }).waitFor();
      await checkAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pages, searches, filters and sorts the members on the server; a delete keeps the page', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'kim@brickville.example', first: 'Ada', last: 'Admin' });
      // 60 more members through the import (REST, signed in by the page's cookie): 61 in all.
      const imported = await page.evaluate(async () => {
        const me = (await (await fetch('/api/auth/me')).json()) as { organizations: Array<{ id: number }> };
        const number = (i: number) => String(i + 1).padStart(2, '0');
        const rows = Array.from({ length: 60 }, (_, i) => `pager${number(i)}@brickville.example,Pat,Pager${number(i)}`);
        const response = await fetch('/api/members/import', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            organization_id: me.organizations[0]!.id,
            csv: ['email,first_name,last_name', ...rows].join('\n'),
            send_welcome: false,
          }),
        });
        return response.status;
      });
      expect(imported).toBe(200);
      const names = () => page.getByRole('grid', { name: 'Members' }).getByRole('rowheader').allTextContents();

      // The first page: 50 by last name.
      await page.goto('/platform/members');
      await page.getByText('Showing 1–50 of 61 members').waitFor();
      await expect.poll(async () => (await names()).length).toBe(50);
      await expect.poll(async () => (await names())[0]).toBe('Ada Admin');
      expect((await names())[49]).toBe('Pat Pager49');
      await checkAccessible(page);

      // Next and Previous; the page is in the address.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Showing 51–61 of 61 members').waitFor();
      await page.waitForURL(/[?&]page=2/);
      await expect.poll(async () => (await names())[0]).toBe('Pat Pager50');
      await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByText('Showing 1–50 of 61 members').waitFor();

      // By keyboard: Next onto the last page goes disabled, and the focus moves to Previous.
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Showing 51–61 of 61 members').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Previous');
      await page.keyboard.press('Enter');
      await page.getByText('Showing 1–50 of 61 members').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next');

      // An address past the end goes to the last page.
      await page.goto('/platform/members?page=9');
      await page.getByText('Showing 51–61 of 61 members').waitFor();
      await page.waitForURL(/[?&]page=2(&|$)/);

      // A delete on page 2 stays on page 2.
      await page.getByRole('button', { name: 'Delete Pat Pager60' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Member deleted');
      await page.getByText('Showing 51–60 of 60 members').waitFor();
      expect(page.url()).toMatch(/[?&]page=2/);

      // The search goes to the server after a pause, keeps the typed text and starts at page 1.
      const searchBox = page.getByRole('searchbox', { name: 'Search' });
      await searchBox.fill('PAGER0');
      await page.getByText('9 members', { exact: true }).waitFor();
      await expect(searchBox.inputValue()).resolves.toBe('PAGER0');
      expect(page.url()).toMatch(/[?&]q=PAGER0/);
      expect(page.url()).not.toMatch(/[?&]page=/);
      await searchBox.fill('nobody here');
      await page.getByText('No members match the filter.').waitFor();
      await searchBox.fill('');
      await page.getByText('Showing 1–50 of 60 members').waitFor();

      // Sorting: Name descending by a click; Last Login by the keyboard (never signed in last).
      await page.getByRole('columnheader', { name: 'Name' }).click();
      await expect
        .poll(() => page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'))
        .toBe('descending');
      await expect.poll(async () => (await names())[0]).toBe('Pat Pager59');
      await page.getByRole('columnheader', { name: 'Last Login' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('columnheader', { name: 'Last Login' }).getAttribute('aria-sort'))
        .toBe('ascending');
      await expect.poll(async () => (await names())[0]).toBe('Ada Admin');
      expect(page.url()).toMatch(/sort=last_login/);

      // The role filter.
      await page.getByRole('button', { name: /\bRole\b/ }).click();
      await page.getByRole('option', { name: 'Administrator', exact: true }).click();
      await page.getByText('1 member', { exact: true }).waitFor();
      await expect.poll(names).toEqual(['Ada Admin']);
      await checkAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('imports a CSV with one bad row and exports the list', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'hedy@brickville.example', first: 'Ada', last: 'Admin' });
      await page.goto('/platform/members');
      await page.getByRole('link', { name: 'Import CSV' }).click();
      await page.getByRole('heading', { name: 'Import Members' }).waitFor();
      await checkAccessible(page);
      const csv = [
        'Email,First Name,Last Name',
        'ivy@brickville.example,Ivy,Importer',
        'not-an-email,Bad,Row',
        'jon@brickville.example,Jon,Jensen',
      ].join('\n');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByText('1 row has errors and will not be imported.', { exact: false }).waitFor();
      // The problem is listed by line above the rows (and again in its row).
      await page.getByRole('alert').getByText('Enter a valid email address').waitFor();
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Import 2 members' }).click();
      await toast(page, 'Members imported');
      await page.getByRole('heading', { name: 'Import finished' }).waitFor();
      // Queued, not "sent": the provider here is configured, so they are on their way.
      await page.getByText('Their 2 welcome and invitation emails are on their way.').waitFor();
      await page.getByRole('link', { name: 'Go to Members' }).click();
      await page.getByRole('rowheader', { name: /Ivy Importer/ }).waitFor();
      await page.getByRole('rowheader', { name: /Jon Jensen/ }).waitFor();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^brickville-lug-members-\d{4}-\d\d-\d\d\.csv$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('imports a semicolon CSV with German headers and an Excel workbook whose column is mapped by hand', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'importer@brickville.example', first: 'Grace', last: 'Admin' });
      await page.goto('/platform/members/import');
      await page.getByRole('heading', { name: 'Import Members' }).waitFor();
      const upload = async (name: string, mimeType: string, buffer: Buffer) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choose file' }).click();
        await (await chooser).setFiles({ name, mimeType, buffer });
      };

      // A file that is no workbook: the problem shows in place and the page stays.
      await upload('broken.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', Buffer.from('not a zip'));
      await page.getByText('The file could not be read as an Excel workbook (.xlsx).').waitFor();
      await page.getByRole('heading', { name: '1. Choose a file' }).waitFor();

      // Excel in Switzerland or Germany: semicolons, a byte order mark, CRLF, German headers, accents.
      const csv = [
        'Vorname;Nachname;E-Mail;Telefon',
        'Zoë;Müller;zoe@brickville.example;+41 44 123 45 67',
        'Łukasz;Wiśniewski;lukasz@brickville.example;',
        'Fehler;Zeile;keine-adresse;',
        'Émile;Lefèvre, fils;emile@brickville.example;',
      ].join('\r\n');
      await upload('Mitglieder.csv', 'text/csv', Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'));
      await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
      // Problems first: the list by line, above the rows.
      const problems = page.getByRole('alert').filter({ hasText: '1 row has errors and will not be imported.' });
      await problems.getByText('Line 4:').waitFor();
      await problems.getByText('Enter a valid email address', { exact: false }).waitFor();
      await checkAccessible(page);
      await shoot(page, 'import-semicolon-preview');
      await page.getByRole('button', { name: 'Import 3 members' }).click();
      await toast(page, 'Members imported');
      await page.getByRole('heading', { name: 'Import finished' }).waitFor();

      // An Excel workbook whose email column has a header no rule knows: the person maps it.
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Mitglieder');
      sheet.addRow(['Voornaam', 'Achternaam', 'Kontakt']);
      sheet.addRow(['Anouk', 'Müller', { text: 'anouk@brickville.example', hyperlink: 'mailto:anouk@brickville.example' }]);
      sheet.addRow(['Noé', 'de Vries', 'noe@brickville.example']);
      workbook.addWorksheet('Notizen').addRow(['not', 'read']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      await upload('leden.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx);
      const mapping = page.getByRole('alert').filter({ hasText: 'Choose which column holds: Email.' });
      await mapping.getByText('The headers found in the file: Voornaam, Achternaam, Kontakt.').waitFor();
      await checkAccessible(page);
      await shoot(page, 'import-xlsx-mapping');
      await choose(page, /Kontakt/, 'Email');
      await page.getByRole('button', { name: 'Import 2 members' }).click();
      await toast(page, 'Members imported');
      await page.getByRole('link', { name: 'Go to Members' }).click();
      for (const name of ['Zoë Müller', 'Łukasz Wiśniewski', 'Émile Lefèvre, fils', 'Anouk Müller', 'Noé de Vries']) {
        await page.getByRole('rowheader', { name: new RegExp(name) }).waitFor();
      }
      await expect(page.getByRole('rowheader', { name: /Fehler/ }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
