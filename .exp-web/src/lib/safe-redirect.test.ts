import { describe, expect, it } from 'vitest';
import { defaultAfterLogin, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/platform/members')).toBe('/platform/members');
    expect(safeRedirect('/platform/activities?year=2025#top')).toBe('/platform/activities?year=2025#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'platform/dashboard',
      '/\n/evil',
      '\u0000/x',
    ]) {
      expect(safeRedirect(value), value).toBe(defaultAfterLogin);
    }
  });

  it('falls back when missing, not a string, or an auth page (no loops)', () => {
    expect(safeRedirect(undefined)).toBe(defaultAfterLogin);
    expect(safeRedirect(42)).toBe(defaultAfterLogin);
    expect(safeRedirect('')).toBe(defaultAfterLogin);
    expect(safeRedirect('/login?redirect=/x')).toBe(defaultAfterLogin);
    expect(safeRedirect('/reset-password?token=t')).toBe(defaultAfterLogin);
    expect(safeRedirect(undefined, '/welcome')).toBe('/welcome');
  });
});
