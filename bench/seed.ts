/**
 * The benchmark's data: a large installation generated inside the database with set-based
 * `INSERT ... SELECT generate_series(...)` statements, so PostgreSQL and PGlite both build a million
 * rows without a round trip per row. Every "random" value is a hash of the row number and the seed:
 * the same seed gives the same data on both databases.
 *
 * Layout (ids are explicit so the statements can refer to each other; the identity sequences are
 * moved past them at the end):
 * - organisation 1 is the big one; organisations 2..N are small groups that share the tables;
 * - users 1..bigMembers belong to the big organisation (user 1 is its administrator and the only
 *   account with a password); each small organisation has its own block of users after them;
 * - each organisation has three permission roles (Administrator, Member = default, Committee),
 *   eight categories and twelve participation roles worth 1..12 points;
 * - activities are spread evenly over `years` calendar years ending with `lastYear`, 70% daily
 *   (1 to 3 days) and 30% for the entire event;
 * - participation records: record i goes to activity i mod A and to member ((i div A) * 7919 +
 *   activity * 131) mod M, which never repeats a member within an activity, so the unique
 *   (activity, member, role, day) constraint holds without a check;
 * - one member-status row per member per year.
 */

export interface OrgScale {
  members: number;
  activities: number;
  participations: number;
}

export interface SeedScale {
  organizations: number;
  big: OrgScale;
  small: OrgScale;
  /** Calendar years the activities span, ending with lastYear. */
  years: number;
  lastYear: number;
}

export const fullScale: SeedScale = {
  organizations: 20,
  big: { members: 10_000, activities: 3_000, participations: 1_000_000 },
  small: { members: 100, activities: 60, participations: 3_000 },
  years: 5,
  lastYear: 2026,
};

/** The same installation with every count multiplied by `factor` (PGlite runs may scale down). */
export function scaled(scale: SeedScale, factor: number): SeedScale {
  if (factor === 1) return scale;
  const org = (o: OrgScale): OrgScale => ({
    members: Math.max(20, Math.round(o.members * factor)),
    activities: Math.max(10, Math.round(o.activities * factor)),
    participations: Math.max(100, Math.round(o.participations * factor)),
  });
  return { ...scale, big: org(scale.big), small: org(scale.small) };
}

export const benchPassword = 'bench password 2026';
export const bigOrganizationId = 1;
export const adminUserId = 1;
export const adminEmail = 'admin@big.bench.example';

/** Where each organisation's rows start, for the statements and for the benchmark's choices. */
export function layout(scale: SeedScale) {
  const orgs = Array.from({ length: scale.organizations }, (_, index) => {
    const id = index + 1;
    const s = id === bigOrganizationId ? scale.big : scale.small;
    return { id, ...s };
  });
  let userBase = 0;
  let activityBase = 0;
  return orgs.map((org) => {
    const entry = { ...org, userBase, activityBase, roleBase: (org.id - 1) * 3, categoryBase: (org.id - 1) * 8, partRoleBase: (org.id - 1) * 12 };
    userBase += org.members;
    activityBase += org.activities;
    return entry;
  });
}

const firstNames = ['Anna', 'Ben', 'Chloe', 'David', 'Emma', 'Finn', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Kim', 'Lena', 'Milan', 'Nora', 'Oskar', 'Paula', 'Quinn', 'Rosa', 'Sami', 'Tess', 'Ugo', 'Vera', 'Wim', 'Xenia', 'Yuki', 'Zoe'];
const lastNames = ['Andersen', 'Brick', 'Castell', 'Dupont', 'Eriksen', 'Fischer', 'García', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'Larsen', 'Müller', 'Nakamura', 'Olsen', 'Petit', 'Quint', 'Rossi', 'Schmidt', 'Tanaka', 'Ulrich', 'Vogel', 'Weber', 'Xu', 'Young', 'Zimmer'];
const roleNames = ['Builder', 'Helper', 'Exhibitor', 'Organizer', 'Judge', 'Photographer', 'Host', 'Speaker', 'Setup crew', 'Teardown crew', 'Cashier', 'Layout lead'];
const categoryNames = ['Exhibitions', 'Meetings', 'Workshops', 'Charity', 'Conventions', 'Kids events', 'Online', 'Socials'];
const words = ['Expo', 'Build day', 'Meetup', 'Workshop', 'Fair', 'Display', 'Open house', 'Challenge', 'Swap meet', 'Show'];

const textArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/**
 * The SQL statements that build the installation, in order. `passwordHash` is the administrator's
 * argon2id hash. `seed` varies every generated value.
 */
export function seedStatements(scale: SeedScale, passwordHash: string, seed = 42): string[] {
  const orgs = layout(scale);
  const statements: string[] = [];
  // h(x, salt): a deterministic 31-bit hash of a row number.
  const h = (x: string, salt: number) => `(((${x})::bigint * 2654435761 + ${(seed * 7919 + salt * 104729) % 1_000_003}) % 2147483647)`;
  const pick = (arr: string[], x: string, salt: number) => `(${textArray(arr)})[(1 + ${h(x, salt)} % ${arr.length})::int]`;
  const firstYear = scale.lastYear - scale.years + 1;
  const spanDays = `('${scale.lastYear}-12-31'::date - '${firstYear}-01-01'::date)`;

  statements.push(`
    insert into organizations (id, name, contact_email, settings)
    select o, case when o = 1 then 'Bench Big LUG' else 'Bench LUG ' || o end, 'contact' || o || '@bench.example', '{}'::jsonb
    from generate_series(1, ${scale.organizations}) o`);

  for (const org of orgs) {
    const u = `(${org.userBase} + i)`; // user id for member number i (1-based)
    statements.push(`
      insert into users (id, email, password_hash, first_name, last_name, display_name, show_email, created_at, updated_at)
      select ${u},
        case when ${u} = ${adminUserId} then '${adminEmail}' else 'member' || ${u} || '@org${org.id}.bench.example' end,
        case when ${u} = ${adminUserId} then '${passwordHash}' else null end,
        ${pick(firstNames, u, 1)}, ${pick(lastNames, u, 2)} || case when ${h(u, 3)} % 5 = 0 then '-' || ${pick(lastNames, u, 4)} else '' end,
        case when ${h(u, 5)} % 10 = 0 then 'Builder ' || ${u} else null end,
        ${h(u, 6)} % 3 = 0, now(), now()
      from generate_series(1, ${org.members}) i`);
    statements.push(`
      insert into permission_roles (id, organization_id, name, description, is_default, permissions)
      values
        (${org.roleBase + 1}, ${org.id}, 'Administrator', 'Runs the group: every permission.', false,
          array['members.manage','roles.manage','activities.manage','participation.manage','registration.manage','reports.view','settings.manage']::text[]),
        (${org.roleBase + 2}, ${org.id}, 'Member', 'Every member of the group.', true, '{}'::text[]),
        (${org.roleBase + 3}, ${org.id}, 'Committee', 'Records participation and reads reports.', false,
          array['participation.manage','reports.view']::text[])`);
    statements.push(`
      insert into memberships (organization_id, user_id, status, member_since, last_login, created_at)
      select ${org.id}, ${u},
        case when i = 1 or ${h(u, 7)} % 10 <> 0 then 'active' else 'inactive' end,
        '${scale.lastYear}-11-01'::date - (${h(u, 8)} % 3650)::int,
        case when ${h(u, 9)} % 4 = 0 then null else now() - make_interval(hours => (${h(u, 10)} % 8760)::int) end,
        now()
      from generate_series(1, ${org.members}) i`);
    statements.push(`
      insert into role_assignments (organization_id, user_id, role_id, assigned_by, assigned_at)
      select ${org.id}, ${u},
        case when i = 1 then ${org.roleBase + 1} when ${h(u, 11)} % 50 = 0 then ${org.roleBase + 3} else ${org.roleBase + 2} end,
        ${org.userBase + 1}, now()
      from generate_series(1, ${org.members}) i`);
    statements.push(`
      insert into categories (id, organization_id, name, description)
      select ${org.categoryBase} + k, ${org.id}, (${textArray(categoryNames)})[k], null
      from generate_series(1, 8) k`);
    statements.push(`
      insert into participation_roles (id, organization_id, name, points, description, category_id, status)
      select ${org.partRoleBase} + k, ${org.id}, (${textArray(roleNames)})[k], k, null,
        case when k % 4 = 0 then ${org.categoryBase} + 1 + (k % 8) else null end, 'active'
      from generate_series(1, 12) k`);
    // Activities evenly over the years; start_date from the activity's position, plus jitter.
    const a = `(${org.activityBase} + i)`;
    statements.push(`
      insert into activities (id, organization_id, title, description, start_date, end_date, start_time, end_time,
        location, organizer, external_url, is_private, category_id, participation_type)
      select ${a}, ${org.id},
        ${pick(words, a, 12)} || ' #' || i, case when ${h(a, 13)} % 3 = 0 then 'A day of bricks and friends.' else null end,
        d.start_date, d.start_date + case when d.daily then (${h(a, 14)} % 3)::int else (${h(a, 15)} % 2)::int end,
        case when ${h(a, 16)} % 2 = 0 then '10:00' else null end, null,
        'Hall ' || (${h(a, 17)} % 20), null, null, ${h(a, 18)} % 25 = 0,
        ${org.categoryBase} + 1 + ${h(a, 19)} % 8, case when d.daily then 'daily' else 'full' end
      from generate_series(1, ${org.activities}) i
      cross join lateral (
        select least('${firstYear}-01-01'::date + ((i - 1)::bigint * ${spanDays} / ${org.activities})::int + (${h(a, 20)} % 3)::int,
                     '${scale.lastYear}-12-29'::date) as start_date,
               ${h(a, 21)} % 10 < 7 as daily
      ) d`);
    // Participation records, in chunks so each statement stays moderate in memory (PGlite).
    const chunk = 200_000;
    for (let from = 0; from < org.participations; from += chunk) {
      const to = Math.min(org.participations, from + chunk) - 1;
      statements.push(`
        insert into participations (organization_id, activity_id, user_id, role_id, participation_date, points, created_at)
        select ${org.id}, a.id, ${org.userBase} + 1 + ((i / ${org.activities})::bigint * 7919 + (i % ${org.activities}) * 131) % ${org.members},
          r.id, case when a.participation_type = 'daily' then a.start_date + (${h('i', 22)} % (a.end_date - a.start_date + 1))::int else null end,
          r.points, a.start_date::timestamptz
        from generate_series(${from}, ${to}) i
        join activities a on a.id = ${org.activityBase} + 1 + i % ${org.activities}
        join participation_roles r on r.id = ${org.partRoleBase} + 1 + ${h('i', 23)} % 12`);
    }
    statements.push(`
      insert into member_statuses (organization_id, user_id, year, registration_complete, registration_date, dues_type, updated_at, updated_by)
      select ${org.id}, ${u}, y, ${h(`${u} * 7 + y`, 24)} % 10 < 7,
        case when ${h(`${u} * 7 + y`, 24)} % 10 < 7 then make_date(y, 1 + (${h(`${u} * 7 + y`, 25)} % 12)::int, 1 + (${h(`${u} * 7 + y`, 26)} % 28)::int) else null end,
        (array['paid','gift_in_lieu','none'])[(1 + ${h(`${u} * 7 + y`, 27)} % 3)::int], now(), ${org.userBase + 1}
      from generate_series(1, ${org.members}) i cross join generate_series(${firstYear}, ${scale.lastYear}) y`);
  }
  for (const table of ['users', 'organizations', 'permission_roles', 'categories', 'participation_roles', 'activities', 'participations']) {
    statements.push(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  return statements;
}

/** The counts the benchmark reports next to its figures. */
export const countQuery = `
  select (select count(*) from organizations)::int as organizations,
         (select count(*) from memberships where organization_id = 1)::int as big_members,
         (select count(*) from activities where organization_id = 1)::int as big_activities,
         (select count(*) from participations where organization_id = 1)::int as big_participations,
         (select count(*) from member_statuses where organization_id = 1)::int as big_member_statuses,
         (select count(*) from participations)::int as all_participations`;
