import { describe, expect, it } from 'vitest';
import { pageSummary } from './pagination';

describe('pageSummary', () => {
  it('counts one row in the singular and more in the plural', () => {
    expect(pageSummary(0, 1, 1, 'members')).toBe('1 member');
    expect(pageSummary(0, 1, 1, 'activities')).toBe('1 activity');
    expect(pageSummary(0, 2, 2, 'matching members')).toBe('2 matching members');
  });

  it('says where a page stands in the whole', () => {
    expect(pageSummary(50, 50, 10_000, 'members')).toBe('Showing 51–100 of 10,000 members');
    expect(pageSummary(0, 0, 0, 'members')).toBe('0 of 0 members');
  });
});
