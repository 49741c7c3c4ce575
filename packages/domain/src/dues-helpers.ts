/**
 * Dues amounts without zod (docs/product/registration.md#dues-amounts): a year's fee and the
 * amounts received are integer minor units (cents, pence) of an ISO 4217 currency, shown with
 * `Intl.NumberFormat`. The screens import this module; the schemas are in ./dues.
 */
import { parseScaled } from './number-input';
import { messages, withValues } from './words';

/** The currency a group starts with until it sets a fee. */
export const defaultCurrency = 'EUR';

/** Currencies offered first in the currency choice (any ISO 4217 code is accepted). */
export const commonCurrencies = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'INR',
  'BRL',
] as const;

/** Whether `code` is an ISO 4217 currency this runtime knows (three capital letters, known to Intl). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  if (supported) return supported.includes(code);
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** Digits after the decimal point of a currency's minor unit: 2 for EUR, 0 for JPY, 3 for BHD. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as a number of major units: 2500 EUR → 25. */
export function majorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** Minor units as plain text for a form field or a CSV cell: 2500 EUR → "25.00", 500 JPY → "500". */
export function minorToText(minor: number, currency: string): string {
  return majorUnits(minor, currency).toFixed(currencyDigits(currency));
}

/**
 * What someone typed ("25", "25.5", "25,50", "1 234.00", "1’240", "1.240,50") as minor units, or null when it is not
 * an amount of that currency (negative, more decimals than the currency has, not a number).
 */
export function parseAmount(text: string, currency: string): number | null {
  // The one reading of typed numbers (number-input.ts): `12,50`, `1’240.50` and `1.240,50` too.
  const parsed = parseScaled(text, currencyDigits(currency));
  return parsed.ok ? parsed.value : null;
}

/** "€25.00", "£12.50", "¥500": minor units in the reader's (or the given) locale. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(majorUnits(minor, currency));
}

/** A year's fee (`dues.fees`). */
export interface DuesFee {
  year: number;
  amount_minor: number;
  currency: string;
}

/** Years a fee may be set for: the years registration is kept (this year and four before) and next year. */
export function allowedFeeYears(currentYear: number): { min: number; max: number } {
  return { min: currentYear - 4, max: currentYear + 1 };
}

/** The currency a new fee starts in: the latest year's, else the default. */
export function groupCurrency(fees: readonly DuesFee[]): string {
  const latest = [...fees].sort((a, b) => b.year - a.year)[0];
  return latest?.currency ?? defaultCurrency;
}

export const duesMessages = /* @__PURE__ */ messages('dues', {
  feeSaved: 'Dues amount saved',
  feeRemoved: 'Dues amount removed',
  giftHasNoAmount: 'A gift in lieu has no amount',
  unpaidHasNoPayment: 'Unpaid dues have no amount or date received',
  noFeeForAmount: withValues(
    'Set the dues amount for {year} first (Settings → Membership), so the amount has a currency',
    (year: number) => ({ year: String(year) }),
  ),
  feeYear: withValues('year must be between {min} and {max}', (min: number, max: number) => ({
    min: String(min),
    max: String(max),
  })),
  currency: 'Choose a currency (an ISO 4217 code such as EUR, GBP or USD)',
  amount: 'Enter an amount of 0 or more',
  currencyInUse: withValues(
    'Amounts received for {year} are recorded in {currency}; the currency of that year cannot change',
    (year: number, currency: string) => ({ year: String(year), currency }),
  ),
  giftOwesNothing: 'A gift in lieu owes nothing: set the dues to unpaid before recording a payment',
  paymentNotFound: 'Payment not found',
  belowPayments: 'The payments recorded add up to more: remove a payment to lower what was received',
  paymentRecorded: 'Payment recorded',
  paymentRemoved: 'Payment removed',
  method: 'Choose how the money came: cash, bank transfer, card or other',
  receivedOn: 'Enter the day the money came',
  amountPositive: 'Enter an amount above 0, such as 20 or 20,50',
  feeInUse: withValues(
    'Amounts received for {year} are recorded against this amount; change it instead of removing it',
    (year: number) => ({ year: String(year) }),
  ),
});

/** How a payment came (`dues_payments.method`). */
export const paymentMethods = ['cash', 'bank_transfer', 'card', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment towards a member's dues of a year (`dues.payments`), in the year's fee currency. */
export interface DuesPayment {
  id: number;
  user_id: number;
  year: number;
  amount_minor: number;
  /** `yyyy-mm-dd`: the day the money came. */
  received_on: string;
  method: PaymentMethod;
  /** Who recorded it (their display name), null when that account is gone. */
  recorded_by: string | null;
}
