/**
 * `lug demo`, catalogue part: categories, about forty activities over last year, this year and next
 * year, participation roles, and participation records of the organisation's members at the
 * activities already over.
 */
import type { ParticipationType } from '@lug/domain/activities';
import { activityDays } from '@lug/domain/activities';
import type { AppDeps } from '../context';
import { writeAudit } from '../services/audit';
import { activeMemberIds } from '../services/memberships';

interface DemoActivity {
  title: string;
  category: string | null;
  /** Month (1-12) and day of the start, and how many days it lasts. */
  month: number;
  day: number;
  days?: number;
  start_time?: string;
  end_time?: string;
  location?: string;
  organizer?: string;
  description?: string;
  external_url?: string;
  is_private?: boolean;
  participation_type?: ParticipationType;
  /** Roles the members took, by name; the first is what everyone did. */
  roles?: string[];
}

const categories: Array<{ name: string; description: string; parent?: string }> = [
  { name: 'Club Meetings', description: 'Our regular get-togethers: news, show and tell, and planning.' },
  { name: 'Public Exhibitions', description: 'Shows open to the public where we display our layouts and MOCs.' },
  {
    name: 'Train Shows',
    description: 'Exhibitions built around our modular train layout.',
    parent: 'Public Exhibitions',
  },
  { name: 'Build Days', description: 'Whole days spent building collaborative displays together.' },
  { name: 'Charity Builds', description: 'Builds and donations for good causes in our community.' },
  { name: 'Workshops', description: 'Hands-on sessions teaching building techniques.' },
];

const roles: Array<{ name: string; points: number; description: string; category?: string; status?: 'inactive' }> = [
  { name: 'Attendee', points: 1, description: 'Came along and took part.' },
  { name: 'Helper', points: 3, description: 'Helped set up, run or tear down.' },
  {
    name: 'Exhibitor',
    points: 5,
    description: 'Brought and displayed a model or layout.',
    category: 'Public Exhibitions',
  },
  { name: 'Organizer', points: 10, description: 'Planned and ran the activity.' },
  {
    name: 'Legacy Volunteer',
    points: 2,
    description: 'Volunteer role from the old points system; no longer assigned.',
    status: 'inactive',
  },
];

function activitiesOfYear(): DemoActivity[] {
  const quarterNames = ['Winter', 'Spring', 'Summer', 'Autumn'];
  const meetings: DemoActivity[] = [1, 4, 7, 10].map((month, i) => ({
    title: `${quarterNames[i]} Club Meeting`,
    category: 'Club Meetings',
    month,
    day: 9,
    start_time: '19:00',
    end_time: '21:30',
    location: 'Community Centre, Room 2',
    organizer: 'Club Board',
    description: 'Club news, show and tell of new builds, and planning for the coming months.',
    roles: ['Attendee'],
  }));
  return [
    ...meetings,
    {
      title: 'Spring Train Show',
      category: 'Train Shows',
      month: 3,
      day: 21,
      days: 2,
      start_time: '10:00',
      end_time: '17:00',
      location: 'Riverside Exhibition Hall',
      organizer: 'Train Team',
      description: 'Our modular train layout with over 40 metres of track, plus the city and harbour modules.',
      external_url: 'https://example.org/spring-train-show',
      roles: ['Exhibitor', 'Helper'],
    },
    {
      title: 'Summer Brick Expo',
      category: 'Public Exhibitions',
      month: 6,
      day: 13,
      days: 3,
      start_time: '09:30',
      end_time: '18:00',
      location: 'City Convention Centre',
      organizer: 'Expo Committee',
      description: 'Three days of public display: castles, space, city and a kids building zone.',
      external_url: 'https://example.org/summer-brick-expo',
      roles: ['Exhibitor', 'Organizer'],
    },
    {
      title: 'Community Build Day',
      category: 'Build Days',
      month: 5,
      day: 2,
      start_time: '10:00',
      end_time: '16:00',
      location: 'Makerspace Hall',
      organizer: 'Sam Stud',
      description: 'We build the new mosaic for the library entrance together.',
      roles: ['Attendee', 'Helper'],
    },
    {
      title: 'Castle Collab Build Day',
      category: 'Build Days',
      month: 8,
      day: 22,
      start_time: '09:00',
      end_time: '18:00',
      location: 'Makerspace Hall',
      roles: ['Attendee'],
    },
    {
      title: "Charity Build for the Children's Hospital",
      category: 'Charity Builds',
      month: 9,
      day: 19,
      start_time: '11:00',
      end_time: '15:00',
      location: "St. Mary's Children's Hospital",
      organizer: 'Charity Team',
      description: 'Building sets with the children on the ward and donating the sets we collected.',
      participation_type: 'full',
      roles: ['Helper'],
    },
    {
      title: 'Holiday Train Display at the Mall',
      category: 'Train Shows',
      month: 12,
      day: 1,
      days: 20,
      location: 'Northgate Shopping Mall',
      organizer: 'Train Team',
      description: 'The winter village and holiday train, on show every day until the holidays.',
      participation_type: 'full',
      roles: ['Exhibitor'],
    },
    {
      title: 'Board Planning Session',
      category: 'Club Meetings',
      month: 11,
      day: 14,
      start_time: '18:00',
      end_time: '20:00',
      location: 'Online',
      organizer: 'Club Board',
      description: 'Budget, show calendar and membership dues for next year. Board members only.',
      is_private: true,
      roles: ['Organizer'],
    },
    {
      title: 'SNOT Techniques Workshop',
      category: 'Workshops',
      month: 2,
      day: 15,
      start_time: '14:00',
      end_time: '17:00',
      location: 'Community Centre, Room 2',
      organizer: 'Alex B.',
      description: 'Studs Not On Top: brackets, headlight bricks and how to hide them.',
      roles: ['Attendee'],
    },
  ];
}

const extraActivities: Array<{ yearOffset: number; activity: DemoActivity }> = [
  {
    yearOffset: -1,
    activity: {
      title: 'Library Kids Build Afternoon',
      category: 'Charity Builds',
      month: 10,
      day: 25,
      start_time: '14:00',
      end_time: '16:30',
      location: 'Central Library',
      roles: ['Helper'],
    },
  },
  {
    yearOffset: 0,
    activity: {
      title: 'Parts Swap Meet',
      category: null,
      month: 4,
      day: 25,
      start_time: '13:00',
      end_time: '16:00',
      location: 'Community Centre, Hall',
      description: 'Bring your spare parts and trade.',
      roles: ['Attendee'],
    },
  },
  {
    yearOffset: 0,
    activity: {
      title: 'Lighting Your MOCs Workshop',
      category: 'Workshops',
      month: 11,
      day: 28,
      start_time: '14:00',
      end_time: '17:00',
      location: 'Makerspace Hall',
    },
  },
  {
    yearOffset: -1,
    activity: {
      title: 'Brick Film Night',
      category: 'Club Meetings',
      month: 3,
      day: 6,
      start_time: '19:30',
      end_time: '22:00',
      location: 'Community Centre, Hall',
      description: 'Stop-motion films made by our members, with popcorn.',
      roles: ['Attendee'],
    },
  },
  {
    yearOffset: 0,
    activity: {
      title: 'Micro-scale Challenge Night',
      category: 'Workshops',
      month: 9,
      day: 5,
      start_time: '19:00',
      end_time: '21:00',
      location: 'Community Centre, Room 2',
      roles: ['Attendee'],
    },
  },
  {
    yearOffset: 1,
    activity: {
      title: 'Space Day Exhibition',
      category: 'Public Exhibitions',
      month: 5,
      day: 4,
      start_time: '10:00',
      end_time: '16:00',
      location: 'Science Museum',
      participation_type: 'full',
    },
  },
  {
    yearOffset: 1,
    activity: {
      title: 'Great Western Train Festival',
      category: 'Train Shows',
      month: 7,
      day: 17,
      days: 3,
      location: 'Railway Museum',
      organizer: 'Train Team',
      external_url: 'https://example.org/train-festival',
    },
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedCatalogueDemo(deps: AppDeps, organizationId: number): Promise<{ activities: number }> {
  const today = deps.now().toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  return deps.db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const c of categories) {
      const { id } = await trx
        .insertInto('categories')
        .values({
          organization_id: organizationId,
          name: c.name,
          description: c.description,
          parent_id: c.parent ? (categoryIds.get(c.parent) ?? null) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(c.name, id);
    }

    const roleRows = new Map<string, { id: number; points: number }>();
    for (const r of roles) {
      const row = await trx
        .insertInto('participation_roles')
        .values({
          organization_id: organizationId,
          name: r.name,
          points: r.points,
          description: r.description,
          category_id: r.category ? (categoryIds.get(r.category) ?? null) : null,
          status: r.status ?? 'active',
        })
        .returning(['id', 'points'])
        .executeTakeFirstOrThrow();
      roleRows.set(r.name, row);
    }

    const members = await activeMemberIds(trx, organizationId);

    const planned = [
      ...[-1, 0, 1].flatMap((offset) => activitiesOfYear().map((activity) => ({ year: thisYear + offset, activity }))),
      ...extraActivities.map(({ yearOffset, activity }) => ({ year: thisYear + yearOffset, activity })),
    ];
    let count = 0;
    let records = 0;
    for (const { year, activity: a } of planned) {
      const start = `${year}-${pad(a.month)}-${pad(a.day)}`;
      const end = addDays(start, (a.days ?? 1) - 1);
      const type = a.participation_type ?? 'daily';
      const { id } = await trx
        .insertInto('activities')
        .values({
          organization_id: organizationId,
          title: a.title,
          description: a.description ?? null,
          start_date: start,
          end_date: end,
          start_time: a.start_time ?? null,
          end_time: a.end_time ?? null,
          location: a.location ?? null,
          organizer: a.organizer ?? null,
          external_url: a.external_url ?? null,
          is_private: a.is_private ?? false,
          category_id: a.category ? (categoryIds.get(a.category) ?? null) : null,
          participation_type: type,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      count += 1;

      // Members took part in what is already over, each as keen as their own engagement: some
      // come to almost everything, some rarely. A few take the second role (exhibiting, helping).
      if (end >= today || members.length === 0) continue;
      const days = type === 'full' ? [null] : activityDays(start, end);
      const values = members.flatMap((m, index) => {
        const engagement = 0.15 + (((index * 37) % 80) / 100);
        if (chance(m.user_id, id, 0) > engagement) return [];
        return (a.roles ?? []).flatMap((roleName, roleIndex) => {
          const role = roleRows.get(roleName);
          if (!role || (roleIndex > 0 && chance(m.user_id, id, roleIndex) > 0.3)) return [];
          const attended = days.filter((_day, dayIndex) => dayIndex === 0 || chance(m.user_id, id, 10 + dayIndex) < 0.6);
          return attended.map((day) => ({
            organization_id: organizationId,
            activity_id: id,
            user_id: m.user_id,
            role_id: role.id,
            participation_date: day,
            points: role.points,
          }));
        });
      });
      if (values.length > 0) {
        await trx.insertInto('participations').values(values).execute();
        records += values.length;
      }
    }

    await writeAudit(trx, {
      organizationId,
      actorUserId: null,
      action: 'catalogue.demo_seed',
      entity: 'organization',
      entityId: organizationId,
      details: {
        categories: categories.length,
        participationRoles: roles.length,
        activities: count,
        participations: records,
      },
    });
    return { activities: count };
  });
}

/** A repeatable number in [0, 1) for a member, an activity and a salt: the demo is the same every time. */
function chance(userId: number, activityId: number, salt: number): number {
  let h = (userId * 374761393 + activityId * 668265263 + salt * 2147483647) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
