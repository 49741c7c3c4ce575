import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/dues-helpers';
import { parseScaled, parseWholeNumber } from '../src/number-input';

const whole = (text: string) => parseWholeNumber(text);

describe('parseWholeNumber', () => {
  it('reads thousands however they are grouped', () => {
    for (const text of ['1240', '1 240', '1\u00a0240', '1\u202f240', '1’240', "1'240", '1.240', '1,240', ' 1240 ']) {
      expect(whole(text)).toEqual({ ok: true, value: 1240 });
    }
    expect(whole('1.234.567')).toEqual({ ok: true, value: 1234567 });
    expect(whole('1’234’567')).toEqual({ ok: true, value: 1234567 });
    expect(whole('0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses clearly instead of reading 0 or a fraction', () => {
    expect(whole('')).toEqual({ ok: false, reason: 'empty' });
    expect(whole('1,5')).toEqual({ ok: false, reason: 'notWhole' });
    expect(whole('12.50')).toEqual({ ok: false, reason: 'notWhole' });
    for (const text of ['abc', '12 people', '-3', '1.2.3', '12’34', '1 24', '1.24.0', '0.500', ',5', '1..0', '1,240.5.0']) {
      expect(whole(text).ok, text).toBe(false);
    }
  });

  it('reads back any count written with any grouping', () => {
    const marks = fc.constantFrom('', ' ', '\u00a0', '’', "'", '.', ',');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), marks, (n, mark) => {
        const text = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
        expect(whole(text)).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('parseScaled and parseAmount (money)', () => {
  it('reads a decimal comma or point, with or without thousands', () => {
    expect(parseAmount('12,50', 'EUR')).toBe(1250);
    expect(parseAmount('12.50', 'CHF')).toBe(1250);
    expect(parseAmount('1.240,50', 'EUR')).toBe(124050);
    expect(parseAmount('1,240.50', 'USD')).toBe(124050);
    expect(parseAmount('1’240.50', 'CHF')).toBe(124050);
    expect(parseAmount('1.240,00', 'CHF')).toBe(124000);
    expect(parseAmount('25', 'JPY')).toBe(25);
    expect(parseAmount('12,5', 'EUR')).toBe(1250);
    expect(parseAmount('1,234', 'KWD')).toBeNull();
  });

  it('refuses more decimals than the currency has, an amount that could be either, and what is not an amount', () => {
    expect(parseScaled('1.240', 2)).toEqual({ ok: false, reason: 'ambiguous' });
    expect(parseAmount('12,505', 'EUR')).toBeNull();
    expect(parseAmount('12.5', 'JPY')).toBeNull();
    expect(parseAmount('1.2345', 'EUR')).toBeNull();
    expect(parseAmount('twelve', 'EUR')).toBeNull();
    expect(parseAmount('-5', 'EUR')).toBeNull();
    expect(parseScaled('1,2,3', 2).ok).toBe(false);
  });

  it('reads back any amount written with either decimal mark and any grouping', () => {
    const styles = fc.constantFrom(['.', ','], [',', '.'], ['.', '’'], [',', ' '], ['.', ''], [',', '']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), styles, (minor, [decimal, group]) => {
        const units = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group!);
        const text = `${units}${decimal}${String(minor % 100).padStart(2, '0')}`;
        expect(parseScaled(text, 2)).toEqual({ ok: true, value: minor });
      }),
    );
  });
});
