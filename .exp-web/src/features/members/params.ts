/** A member id from the URL: a positive whole number, else null ('Member not found'). */
export function parseMemberId(value: string): number | null {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
