import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../src/services/file-names';

describe('fileSlug', () => {
  it('transliterates names as groups write them, instead of dropping their letters', () => {
    expect(fileSlug('Zürich Brick Show 2026!', 'x')).toBe('zuerich-brick-show-2026');
    expect(fileSlug('Łódź LUG', 'x')).toBe('lodz-lug');
    expect(fileSlug('Ζωή & Co, LUG; Ελλάδα', 'x')).toBe('zoi-and-co-lug-ellada');
    expect(fileSlug('Москва ЛЕГО', 'x')).toBe('moskva-lego');
    expect(fileSlug('Øresund Æbleskiver', 'x')).toBe('oresund-aebleskiver');
    expect(fileSlug('BrickFest Antwerp', 'x')).toBe('brickfest-antwerp');
  });

  it('falls back when nothing is left, and keeps names short without a trailing hyphen', () => {
    expect(fileSlug('東京レゴ', 'activity-7')).toBe('activity-7');
    expect(fileSlug('***', 'organization')).toBe('organization');
    const long = fileSlug(`${'a'.repeat(59)} b`, 'x');
    expect(long).toBe('a'.repeat(59));
  });
});
