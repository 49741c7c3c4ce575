/**
 * How to pay (issue 27, decision 46), without zod so the screens can import it: the reference a
 * member writes on their transfer, whether a group's dues can carry an EPC ("GiroCode") QR code,
 * and the IBAN as people read it. The settings' schema is `paymentSettings` in ./settings.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** The group's "How to pay" settings: free text, and optionally an IBAN and its account holder. */
export interface PaymentSettings {
  instructions: string | null;
  iban: string | null;
  account_holder: string | null;
}

export const defaultPaymentSettings: PaymentSettings = { instructions: null, iban: null, account_holder: null };

/** The IBAN without spaces, in capitals (`de89 3704 …` → `DE893704…`); null when not one. */
export function normalizeIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value.trim());
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** The IBAN in groups of four, as printed on cards and statements. */
export function readableIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/**
 * The EPC QR code (EPC069-12) names an amount in euros only: a group whose fee is in another
 * currency (CHF: the Swiss QR-bill is another standard) shows its instructions without a code.
 */
export function epcQrAllowed(currency: string | null): boolean {
  return currency === 'EUR';
}

/**
 * The group's short name for a payment reference: the first letter of each word of its name, in
 * capitals (Brick Lovers User Group → BLUG), or its first word when that gives fewer than two; at
 * most 8 letters and digits (a bank's reference field takes few characters).
 */
export function groupShortName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/u)
    .filter(Boolean);
  const initials = words.map((w) => w[0]!).join('');
  const short = initials.length >= 2 ? initials : (words[0] ?? 'LUG');
  return short.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8) || 'LUG';
}

/** What a member writes on their transfer: "BLUG 2027 42" (group, year, member number). */
export function paymentReference(groupName: string, year: number, memberNumber: number): string {
  return `${groupShortName(groupName)} ${year} ${memberNumber}`;
}
