import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isCurrent, segmentLabel, segmentLabels } from './navigation';

describe('platform navigation', () => {
  it('builds the breadcrumb from the path, starting with Home; a row is named, not numbered', () => {
    expect(breadcrumbTrail('/platform/participation-roles/12/edit')).toEqual([
      { label: 'Home', href: '/', isLink: true },
      { label: 'Platform', href: '/platform', isLink: true },
      { label: 'Participation Roles', href: '/platform/participation-roles', isLink: true },
      {
        label: 'Participation Role',
        href: '/platform/participation-roles/12',
        row: { area: 'participation-roles', id: 12 },
        isLink: false,
      },
      { label: 'Edit', href: '/platform/participation-roles/12/edit', isLink: true },
    ]);
    expect(breadcrumbTrail('/platform/activities/7')[3]).toEqual({
      label: 'Activity',
      href: '/platform/activities/7',
      row: { area: 'activities', id: 7 },
      isLink: true,
    });
    // Digits elsewhere (a year, an unknown area) are not rows.
    expect(breadcrumbTrail('/platform/reports/2024')[3]).toEqual({
      label: '2024',
      href: '/platform/reports/2024',
      isLink: true,
    });
  });

  it('title-cases segments and leaves ids as they are', () => {
    expect(segmentLabel('member-details')).toBe('Member Details');
    expect(segmentLabel('2024')).toBe('2024');
  });

  it('words each known segment as title-casing it would, except where that reads wrong', () => {
    const reworded: Record<string, string> = { 'check-in': 'Check-in', self: 'Self check-in', signups: 'My signups' };
    for (const [segment, label] of Object.entries(segmentLabels)) {
      expect(i18n._(label)).toBe(reworded[segment] ?? segmentLabel(segment));
    }
    expect(
      breadcrumbTrail('/platform/activities/4/check-in/self')
        .slice(-2)
        .map((crumb) => crumb.label),
    ).toEqual(['Check-in', 'Self check-in']);
  });

  it('marks a link current on its page and the pages under it only', () => {
    expect(isCurrent('/platform/participation', '/platform/participation')).toBe(true);
    expect(isCurrent('/platform/participation/history', '/platform/participation')).toBe(true);
    expect(isCurrent('/platform/participation-roles', '/platform/participation')).toBe(false);
    expect(isCurrent('/platform/members/', '/platform/members')).toBe(true);
  });
});
