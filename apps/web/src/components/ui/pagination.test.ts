import { describe, expect, it } from 'vitest';
import { pageSummary, paginationNouns } from './pagination';

describe('pageSummary', () => {
  it('counts one row in the singular and more in the plural', () => {
    expect(pageSummary(0, 1, 1, paginationNouns.members)).toBe('1 member');
    expect(pageSummary(0, 1, 1, paginationNouns.activities)).toBe('1 activity');
    expect(pageSummary(0, 2, 2, paginationNouns.matchingMembers)).toBe('2 matching members');
    expect(pageSummary(0, 1, 1, paginationNouns.matchingMembers)).toBe('1 matching member');
  });

  it('says where a page stands in the whole', () => {
    expect(pageSummary(50, 50, 10_000, paginationNouns.members)).toBe('Showing 51–100 of 10,000 members');
    expect(pageSummary(0, 0, 0, paginationNouns.members)).toBe('0 of 0 members');
    expect(paginationNouns.activities.pages()).toBe('Pages of activities');
  });
});
