import { z } from 'zod';
import { organizationId } from './common';
import { duesStandings } from './dues-figures';

export const dashboardInput = z.object({ organization_id: organizationId });

export const dashboard = z.object({
  year: z.number(),
  participation: z.object({
    activitiesAttended: z.number(),
    daysAttended: z.number(),
    meetingsAttended: z.number(),
    /** Whether the group marked any category as meetings (Membership settings); without, meetings count 0. */
    meetingCategoriesSet: z.boolean(),
    lastActivity: z.object({ id: z.number(), title: z.string(), date: z.string() }).nullable(),
  }),
  points: z.object({
    total: z.number(),
    rank: z.number().nullable(),
    rankedMembers: z.number(),
    level: z.string(),
    nextLevel: z.string().nullable(),
    pointsToNextLevel: z.number().nullable(),
  }),
  membership: z.object({
    status: z.enum(['active', 'inactive']),
    memberSince: z.string(),
    registered: z.boolean(),
    duesType: z.enum(['paid', 'gift_in_lieu', 'none']),
    nextRenewal: z.string(),
  }),
  overview: z
    .object({
      activeMembers: z.number(),
      /** The year's dues figures (./dues-figures: gift-in-lieu is not paid). */
      dues: z.object({
        members: z.number(),
        registered: z.number(),
        paid: z.number(),
        partPaid: z.number(),
        giftInLieu: z.number(),
        unpaid: z.number(),
      }),
      /** The year's money (./dues-figures, gifts in lieu in none of it); null when the year has no fee. */
      money: z
        .object({
          currency: z.string(),
          expected: z.number().nullable(),
          received: z.number(),
          outstanding: z.number().nullable(),
        })
        .nullable(),
    })
    .nullable(),
  /**
   * The member's own dues this year (decision 46, from the books: decision 43): due, received,
   * balance and standing, the reference for a transfer and, when they owe something, the group's
   * way to pay with the EPC QR code as SVG (euros and an IBAN only).
   */
  myDues: z.object({
    year: z.number(),
    currency: z.string().nullable(),
    due: z.number().nullable(),
    received: z.number(),
    balance: z.number().nullable(),
    standing: z.enum(duesStandings),
    reference: z.string(),
    howToPay: z
      .object({
        instructions: z.string().nullable(),
        iban: z.string().nullable(),
        accountHolder: z.string().nullable(),
        qrSvg: z.string().nullable(),
      })
      .nullable(),
  }),
  /**
   * A new group's first steps (decision 46), each checked from the data, for those who manage
   * settings until they put the list away (`settings.setup.checklist_dismissed`); null otherwise.
   */
  setup: z
    .object({
      timeZone: z.boolean(),
      duesAmount: z.boolean(),
      payment: z.boolean(),
      participationRoles: z.boolean(),
      members: z.boolean(),
      invite: z.boolean(),
    })
    .nullable(),
  /** The group's next five activities that have not ended, for every member (they answer their RSVP there). */
  upcomingActivities: z.array(z.object({ id: z.number(), title: z.string(), start_date: z.string() })),
});
export type Dashboard = z.infer<typeof dashboard>;

/**
 * The rank among members by points (1 = most), given how many members hold more points than this
 * one; members with equal points share a rank. A member with no points this year is not ranked.
 */
export function rankAmong(points: number, membersWithMorePoints: number): number | null {
  if (points <= 0) return null;
  return membersWithMorePoints + 1;
}
