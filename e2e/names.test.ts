/**
 * The one rule for names in the browser (decision 0045, docs/product/locale.md): the members list
 * sorts Émile between Emil and Eva and Łukasz before Wyss, and its search finds Zoë, Müller and
 * Łukasz by plain letters; the kiosk on the check-in page finds them the same way.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support/suite';
import { checkAccessible, shoot } from './support/shots';
import { createRsvpActivity, createRsvpGroup, dayFromToday } from './support/rsvp-group';

const suite = browserSuite();

describe('names', () => {
  it('the members list and the kiosk find and sort accented names by plain letters', async () => {
    const group = await createRsvpGroup(suite, 'accentville');
    for (const [first, last] of [
      ['Zoë', 'Zürcher'],
      ['Wanda', 'Wyss'],
      ['Łukasz', 'Łukaszewicz'],
      ['Eva', 'Eva'],
      ['Émile', 'Émile'],
      ['Emil', 'Emil'],
      ['Anna', 'Müller'],
    ]) {
      // Addresses in plain letters; the names as they are.
      const email = `${first!.normalize('NFD').replace(/[^a-z]/gi, '').toLowerCase()}@accentville.example`;
      await suite.api('/members', {
        token: group.token,
        body: { organization_id: group.organizationId, email, first_name: first, last_name: last },
      });
    }
    // The group writes dates as dd.MM.yyyy: the kiosk's heading follows it.
    await suite.api(`/organizations/${group.organizationId}/settings`, {
      token: group.token,
      method: 'PUT',
      body: { general: { date_format: 'dd.MM.yyyy' } },
    });
    const today = dayFromToday(0);
    const activity = await createRsvpActivity(suite, group, {
      title: 'Accent Meetup',
      start_date: dayFromToday(0),
      end_date: dayFromToday(0),
      checkin_role_id: group.roleId,
    });

    const { page, context, errors } = await suite.newPage();
    try {
      await signIn(page, group.email);
      const names = () => page.getByRole('grid', { name: 'Members' }).getByRole('rowheader').allTextContents();
      await page.goto('/platform/members');
      await page.getByText('8 members', { exact: true }).waitFor();
      await expect
        .poll(names, { timeout: 20_000 })
        .toEqual(['Emil Emil', 'Émile Émile', 'Eva Eva', 'Łukasz Łukaszewicz', 'Anna Müller', 'Sam Stud', 'Wanda Wyss', 'Zoë Zürcher']);

      const searchBox = page.getByRole('searchbox', { name: 'Search' });
      for (const [typed, found] of [
        ['zoe', ['Zoë Zürcher']],
        ['muller', ['Anna Müller']],
        ['LUKASZ', ['Łukasz Łukaszewicz']],
        ['emile', ['Émile Émile']],
      ] as const) {
        await searchBox.fill(typed);
        await expect.poll(names, { timeout: 20_000 }).toEqual(found);
      }
      await checkAccessible(page);
      await shoot(page, 'names-members-search');

      // The kiosk: nobody answered, so the list is empty until a name is typed.
      await page.goto(`/platform/activities/${activity.id}/check-in`);
      await page.getByRole('heading', { name: 'Accent Meetup' }).waitFor();
      await page.getByText(`Check-in · ${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`).waitFor();
      const find = page.getByLabel('Find your name');
      const shown = () => page.getByRole('button', { name: /^Check in / }).allTextContents();
      await find.fill('lukasz');
      await page.getByRole('button', { name: 'Check in Łukasz Łukaszewicz' }).waitFor();
      await find.fill('zoe');
      await page.getByRole('button', { name: 'Check in Zoë Zürcher' }).waitFor();
      await find.fill('muller');
      await page.getByRole('button', { name: 'Check in Anna Müller' }).waitFor();
      await find.fill('emil');
      await expect.poll(async () => (await shown()).length, { timeout: 20_000 }).toBe(2);
      await page.getByRole('button', { name: 'Check in Emil Emil' }).waitFor();
      await page.getByRole('button', { name: 'Check in Émile Émile' }).waitFor();
      await checkAccessible(page);
      await shoot(page, 'names-kiosk-search');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
