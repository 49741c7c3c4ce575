import { describe, expect, it } from 'vitest';
import { epcQrAllowed, groupShortName, normalizeIban, paymentReference, readableIban } from '../src/payment-helpers';
import { paymentSettings } from '../src/settings';

describe('how to pay (decision 46)', () => {
  it('keeps an IBAN without spaces in capitals and refuses a wrong checksum', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalizeIban('DE89 3704 0044 0532 0130 01')).toBeNull();
    expect(normalizeIban('not an iban')).toBeNull();
    expect(readableIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    const refused = paymentSettings.partial().safeParse({ iban: 'DE00 3704 0044 0532 0130 00' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['iban']);
    expect(paymentSettings.partial().parse({ iban: '' }).iban).toBeNull();
  });

  it('makes the reference from the group initials, the year and the member number', () => {
    expect(groupShortName('Brick Lovers User Group')).toBe('BLUG');
    expect(groupShortName('Brickville')).toBe('BRICKVIL');
    expect(groupShortName('Zoë’s Émile LUG')).toBe('ZEL');
    expect(groupShortName('!!!')).toBe('LUG');
    expect(paymentReference('Pay Bricks LUG', 2027, 42)).toBe('PBL 2027 42');
  });

  it('allows the EPC QR code for euros only', () => {
    expect(epcQrAllowed('EUR')).toBe(true);
    expect(epcQrAllowed('CHF')).toBe(false);
    expect(epcQrAllowed(null)).toBe(false);
  });
});
