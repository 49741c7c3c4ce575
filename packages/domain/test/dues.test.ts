import { describe, expect, it } from 'vitest';
import { duesFigures } from '../src/dues-figures';
import { currencyDigits, formatMoney, isCurrencyCode, minorToText, parseAmount } from '../src/dues-helpers';
import { applyBulkStatus, defaultMemberStatus } from '../src/member-status-helpers';

describe('amounts in minor units', () => {
  it('reads what a treasurer types in the currency’s own decimals', () => {
    expect(parseAmount('25', 'EUR')).toBe(2500);
    expect(parseAmount('25.5', 'EUR')).toBe(2550);
    expect(parseAmount(' 25,50 ', 'EUR')).toBe(2550);
    expect(parseAmount('1 234.00', 'GBP')).toBe(123_400);
    expect(parseAmount('500', 'JPY')).toBe(500);
    expect(parseAmount('5.5', 'JPY')).toBeNull();
    expect(parseAmount('25.555', 'EUR')).toBeNull();
    expect(parseAmount('-5', 'EUR')).toBeNull();
    expect(parseAmount('abc', 'EUR')).toBeNull();
  });

  it('shows and writes amounts with the currency', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(minorToText(2550, 'EUR')).toBe('25.50');
    expect(minorToText(500, 'JPY')).toBe('500');
    expect(formatMoney(2550, 'EUR', 'en')).toBe('€25.50');
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
  });

  it('knows ISO 4217 codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });
});

describe('the dues figures of money', () => {
  it('received adds the amounts; expected is the fee times the members who are not a gift in lieu', () => {
    const rows = [
      { ...defaultMemberStatus(1, 2026), dues_type: 'paid' as const, amount_received_minor: 2500 },
      { ...defaultMemberStatus(2, 2026), dues_type: 'paid' as const, amount_received_minor: 2000 },
      { ...defaultMemberStatus(3, 2026), dues_type: 'gift_in_lieu' as const },
      defaultMemberStatus(4, 2026),
    ];
    // The gift in lieu owes nothing: 3 members expected, the part paid one owes 5, the unpaid one the fee.
    expect(duesFigures(rows, 2500).amounts).toEqual({ received: 4500, expected: 7500, outstanding: 3000 });
    expect(duesFigures(rows, null).amounts).toEqual({ received: 4500, expected: null, outstanding: null });
    expect(duesFigures(rows, 2500).counts.members).toBe(4);
  });
});

describe('a bulk status and the amounts', () => {
  const today = '2026-03-01';
  it('paid brings what was received up to the fee and keeps the day; gift in lieu has no amount; unpaid clears', () => {
    const paid = applyBulkStatus(defaultMemberStatus(1, 2026), 'paid', today, 2500);
    expect(paid).toMatchObject({ dues_type: 'paid', amount_received_minor: 2500, paid_on: today });
    const again = applyBulkStatus(
      { ...paid, amount_received_minor: 1000, paid_on: '2026-01-02' },
      'paid',
      '2026-04-04',
      2500,
    );
    // Part paid (10 of 25) and marked paid: what is still owed comes in, the day is kept.
    expect(again).toMatchObject({ amount_received_minor: 2500, paid_on: '2026-01-02' });
    const gift = applyBulkStatus(paid, 'gift_in_lieu', today, 2500);
    expect(gift).toMatchObject({ dues_type: 'gift_in_lieu', amount_received_minor: null, paid_on: today });
    expect(applyBulkStatus(paid, 'unpaid', today, 2500)).toMatchObject({
      dues_type: 'none',
      amount_received_minor: null,
      paid_on: null,
    });
    expect(applyBulkStatus(defaultMemberStatus(1, 2026), 'paid', today)).toMatchObject({
      amount_received_minor: null,
      paid_on: today,
    });
  });
});
