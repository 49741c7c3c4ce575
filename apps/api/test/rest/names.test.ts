/**
 * The one rule for names (decision 0045, docs/product/locale.md) on the lists the server sorts and
 * searches: the members list, the Participation Manager's page and the kiosk roster. `zoe`,
 * `muller`, `lukasz` and `emile` find Zoë, Müller, Łukasz and Émile; the order is the keys'
 * (`Émile` between `Emil` and `Eva`, `Łukasz` before `Wyss`, `Zoë` last, not after the z's by
 * accident). Every way a name is written — sign-up, member create and edit, import, invitation,
 * profile — is found by its plain letters at once: the keys are columns the database computes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '../support/factories-catalogue';
import { createClub, type Club } from '../support/factories-members';
import { createHarness, signUp, type Harness } from '../support/harness';

let h: Harness;
let club: Club;
const ids: Record<string, number> = {};

/** Surnames in the order the rule sorts them. */
const surnames = ['Emil', 'Émile', 'Eva', 'Łukasz', 'Müller', 'Wyss', 'Zoë'];

beforeAll(async () => {
  h = await createHarness();
  club = await createClub(h, 'Names Club');
  // Added in an order unlike the sorted one.
  for (const last of ['Zoë', 'Wyss', 'Émile', 'Łukasz', 'Eva', 'Müller', 'Emil']) {
    const created = await h.api('POST', '/api/members', {
      token: club.token,
      body: { organization_id: club.organization.id, email: `${last.normalize('NFD').replace(/[^a-z]/gi, '').toLowerCase()}-names@example.org`, first_name: 'Kim', last_name: last },
    });
    expect(created.status).toBe(201);
    ids[last] = created.body.member.id;
  }
});

afterAll(async () => {
  await h?.close();
});

const members = async (query: string) => {
  const response = await h.api('GET', `/api/members?organization_id=${club.organization.id}&limit=200&${query}`, { token: club.token });
  expect(response.status).toBe(200);
  return response.body as Array<{ id: number; last_name: string }>;
};
const found = async (q: string) => (await members(`q=${encodeURIComponent(q)}`)).map((m) => m.last_name);

describe('the members list', () => {
  it('finds accented names by their plain letters, in any case', async () => {
    expect(await found('zoe')).toEqual(['Zoë']);
    expect(await found('MULLER')).toEqual(['Müller']);
    expect(await found('lukasz')).toEqual(['Łukasz']);
    expect(await found('emile')).toEqual(['Émile']);
    expect(await found('Émi')).toEqual(['Emil', 'Émile']);
    expect(await found('kim zoe')).toEqual(['Zoë']);
  });

  it('sorts by the rule, both ways', async () => {
    const ours = (rows: Array<{ last_name: string }>) => rows.map((m) => m.last_name).filter((n) => surnames.includes(n));
    expect(ours(await members('sort=name'))).toEqual(surnames);
    expect(ours(await members('sort=name&direction=desc'))).toEqual([...surnames].reverse());
  });

  it('finds a name by its plain letters whichever way it was written', async () => {
    // Sign-up, then joined through an invitation the administrator sent to the address.
    const signed = await signUp(h, { first_name: 'Søren', last_name: 'Ærø' });
    const invited = await h.api('POST', '/api/members', {
      token: club.token,
      body: { organization_id: club.organization.id, email: signed.user.email, first_name: 'Søren', last_name: 'Ærø' },
    });
    expect(invited.status).toBe(201);
    const invitations = await h.api('GET', '/api/invitations', { token: signed.token });
    const invitation = (invitations.body as Array<{ id: number }>)[0]!;
    expect((await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: signed.token })).status).toBeLessThan(300);
    expect(await found('soren aero')).toEqual(['Ærø']);

    // The member's own profile: a display name.
    expect((await h.api('PUT', '/api/profile', { token: signed.token, body: { display_name: 'Ðorđe' } })).status).toBe(200);
    expect(await found('dorde')).toEqual(['Ærø']);

    // The administrator's edit.
    const edited = await h.api('PUT', `/api/members/${ids['Wyss']}`, {
      token: club.token,
      body: { organization_id: club.organization.id, email: 'wyss-names@example.org', first_name: 'Kim', last_name: 'Weiß', status: 'active', role_id: club.roles.member },
    });
    expect(edited.status).toBe(200);
    expect(await found('weiss')).toEqual(['Weiß']);

    // The import.
    const imported = await h.api('POST', '/api/members/import', {
      token: club.token,
      body: { organization_id: club.organization.id, csv: 'Email,First Name,Last Name\nozil-names@example.org,Mesut,Özil\n' },
    });
    expect(imported.status).toBe(200);
    expect(await found('ozil')).toEqual(['Özil']);
  });
});

describe('the Participation Manager and the kiosk', () => {
  it('search and sort by the same rule', async () => {
    const activity = await createActivity(h, club.token, club.organization.id);
    const page = await h.api(
      'GET',
      `/api/participation/activity/${activity.id}/page?organization_id=${club.organization.id}&q=${encodeURIComponent('KIM LUKASZ')}`,
      { token: club.token },
    );
    expect(page.status).toBe(200);
    expect((page.body.users as Array<{ id: number }>).map((m) => m.id)).toEqual([ids['Łukasz']]);

    const kiosk = await h.api('GET', `/api/activities/${activity.id}/check-in/kiosk`, { token: club.token });
    expect(kiosk.status).toBe(200);
    const roster = (kiosk.body.members as Array<{ display_name: string }>).map((m) => m.display_name);
    const ours = roster.filter((name) => name.startsWith('Kim '));
    expect(ours.slice(0, 3)).toEqual(['Kim Emil', 'Kim Émile', 'Kim Eva']);
    expect(ours.indexOf('Kim Łukasz')).toBeLessThan(ours.indexOf('Kim Müller'));
    expect(ours.at(-1)).toBe('Kim Zoë');
  });
});
