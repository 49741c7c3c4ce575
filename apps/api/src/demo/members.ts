/**
 * `lug demo`, members part: about sixty members with realistic names, a few permission roles
 * (Board, Event Team, Treasurer), some disabled members, and profile fields for some. Demo members
 * have no password (they sign in only after a reset link); their accounts are reused when the demo
 * runs again.
 */
import type { Permission } from '@lug/domain/permissions';
import { sql } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from '../services/audit';

const firstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Levi',
  'Harper',
  'Ezra',
  'Evelyn',
  'James',
  'Aria',
  'Henry',
  'Chloe',
  'Samuel',
  'Nora',
  'Theo',
  'Ingrid',
  'Kenji',
  'Priya',
  'Omar',
  'Freya',
  'Tomás',
  'Aisha',
  'Felix',
  'Hannah',
  'Jonas',
  'Lena',
  'Marco',
  'Yuki',
  'Sean',
  'Grace',
  'David',
  'Zara',
  'Pieter',
  'Sofia',
  'Malik',
  'Clara',
  'Ravi',
  'Elise',
  'Victor',
  'Maya',
  'Oscar',
  'Leila',
  'Finn',
  'Rosa',
  'Daniel',
  'Anika',
  'Hugo',
  'Ruth',
  'Gabriel',
  'Isla',
  'Arjun',
  'Beatrix',
  'Kofi',
];
const lastNames = [
  'Andersen',
  'Baker',
  'Castillo',
  'Dubois',
  'Eriksson',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Müller',
  "O'Brien",
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Umarov',
  'Van Dijk',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zieliński',
  'Moreau',
  'Novak',
  'Lindqvist',
  'Brennan',
  'Costa',
  'De Vries',
  'Evans',
  'Ferreira',
  'Gallagher',
  'Hughes',
  'Iyer',
  'Jovanović',
  'Kaur',
  'Lambert',
  'Martin',
  'Nielsen',
  'Olsen',
  'Patel',
  'Reyes',
  'Santos',
  'Thompson',
  'Ulrich',
  'Vega',
  'Wagner',
  'Young',
  'Abara',
  'Bergstrom',
  'Chen',
  'Dalton',
  'Engel',
  'Fontaine',
  'Gruber',
  'Holm',
];

const demoRoles: Array<{ name: string; description: string; permissions: Permission[] }> = [
  {
    name: 'Board',
    description: 'The elected board: runs the membership, the calendar and the books.',
    permissions: ['members.manage', 'activities.manage', 'participation.manage', 'registration.manage', 'reports.view'],
  },
  {
    name: 'Event Team',
    description: 'Plans our shows and build days and records who took part.',
    permissions: ['activities.manage', 'participation.manage'],
  },
  {
    name: 'Treasurer',
    description: 'Keeps track of registration and dues.',
    permissions: ['registration.manage', 'reports.view'],
  },
];

const biographies = [
  'Train builder since the 9V era. Currently working on a modular station for the club layout.',
  'I mostly build castles and micro-scale landscapes. Happy to help newcomers sort parts!',
  'Space fan. My Classic Space collection is almost complete.\nAsk me about greebling.',
  'Architecture and modular buildings. I run the Sunday build days.',
  'Technic and Power Functions tinkerer; I built the crane for our harbour display.',
  'Returning adult fan, back in the hobby since 2019.',
];

/** A deterministic spread so the demo looks the same every time. */
function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

export async function seedMembersDemo(deps: AppDeps, options: { organizationId: number; adminUserId: number }) {
  const { organizationId, adminUserId } = options;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const roleIds = new Map<string, number>();
    for (const role of demoRoles) {
      const row = await trx
        .insertInto('permission_roles')
        .values({
          organization_id: organizationId,
          name: role.name,
          description: role.description,
          is_default: false,
          permissions: role.permissions,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.name, row.id);
    }
    const defaultRole = await trx
      .selectFrom('permission_roles')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();

    const count = 60;
    for (let i = 0; i < count; i += 1) {
      const first = firstNames[i]!;
      const last = pick(lastNames, i * 7);
      const email = `${first}.${last}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z.]/g, '')
        .toLowerCase()
        .concat('@demo-lug.example');
      const withProfile = i % 3 === 0;
      const handle = `${first}${last}`
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase();
      const profile = withProfile
        ? {
            display_name: i % 2 === 0 ? `${first} ${last.charAt(0)}.` : null,
            show_email: i % 6 === 0,
            biographical_info: pick(biographies, i),
            website: i % 9 === 0 ? `https://${handle}.example` : null,
            instagram_username: i % 2 === 0 ? `${handle}_bricks` : null,
            flickr_username: i % 4 === 0 ? handle : null,
            twitter_handle: i % 5 === 0 ? `@${handle}` : null,
            bricklink_store_url: i % 12 === 0 ? `https://store.bricklink.com/${handle}` : null,
            rebrickable_profile_url: i % 6 === 3 ? `https://rebrickable.com/users/${handle}/` : null,
          }
        : {};
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      const userId = existing
        ? existing.id
        : (
            await trx
              .insertInto('users')
              .values({
                email,
                password_hash: null,
                first_name: first,
                last_name: last,
                display_name: null,
                ...profile,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;

      const yearsAgo = i % 7;
      const memberSince = new Date(Date.UTC(now.getUTCFullYear() - yearsAgo, (i * 5) % 12, 1 + ((i * 11) % 27)));
      const lastLogin =
        i % 4 === 3 ? null : new Date(now.getTime() - (((i * 37) % 200) + 1) * 24 * 60 * 60 * 1000 - i * 3_600_000);
      const status = i % 10 === 7 ? 'inactive' : 'active';
      await trx
        .insertInto('memberships')
        .values({
          organization_id: organizationId,
          user_id: userId,
          status,
          member_since: memberSince.toISOString().slice(0, 10),
          last_login: lastLogin,
        })
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute();
      const roleName = i < 4 ? 'Board' : i < 10 ? 'Event Team' : i === 10 ? 'Treasurer' : null;
      await trx
        .insertInto('role_assignments')
        .values({
          organization_id: organizationId,
          user_id: userId,
          role_id: roleName ? roleIds.get(roleName)! : defaultRole.id,
          assigned_by: adminUserId,
          assigned_at: now,
        })
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute();
    }
    await writeAudit(trx, {
      organizationId,
      actorUserId: adminUserId,
      action: 'demo.members',
      entity: 'member',
      details: { members: count, roles: demoRoles.map((r) => r.name) },
    });
  });
}
