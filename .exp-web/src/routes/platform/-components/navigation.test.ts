import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isCurrent, segmentLabel } from './navigation';

describe('platform navigation', () => {
  it('builds the breadcrumb from the path, starting with Home', () => {
    expect(breadcrumbTrail('/platform/participation-roles/12/edit')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Platform', href: '/platform' },
      { label: 'Participation Roles', href: '/platform/participation-roles' },
      { label: '12', href: '/platform/participation-roles/12' },
      { label: 'Edit', href: '/platform/participation-roles/12/edit' },
    ]);
  });

  it('title-cases segments and leaves ids as they are', () => {
    expect(segmentLabel('member-details')).toBe('Member Details');
    expect(segmentLabel('2024')).toBe('2024');
  });

  it('marks a link current on its page and the pages under it only', () => {
    expect(isCurrent('/platform/participation', '/platform/participation')).toBe(true);
    expect(isCurrent('/platform/participation/history', '/platform/participation')).toBe(true);
    expect(isCurrent('/platform/participation-roles', '/platform/participation')).toBe(false);
    expect(isCurrent('/platform/members/', '/platform/members')).toBe(true);
  });
});
