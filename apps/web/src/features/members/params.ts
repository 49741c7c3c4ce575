import { notFound } from '@tanstack/react-router';

/** A member id from the URL: a positive whole number, else null ('Member not found'). */
export function parseMemberId(value: string): number | null {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/**
 * The `params` of a route under a member's id (`/platform/members/$id`): a member id, else the
 * route's not-found screen; the screen reads `id` as a number.
 */
export const memberIdParams = {
  parse: ({ id }: { id: string }) => {
    const memberId = parseMemberId(id);
    if (memberId === null) throw notFound();
    return { id: memberId };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
