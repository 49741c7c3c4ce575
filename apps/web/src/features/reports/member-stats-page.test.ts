import { describe, expect, it } from 'vitest';
import { memberStatsPageRequest, readMemberActivitiesSearch, sortLikeMemberStatsPage } from './member-stats-page';

describe('the Member Activities Report pages', () => {
  it('reads the address: known sorts and directions, pages from 2, anything else dropped', () => {
    expect(readMemberActivitiesSearch({ year: '2025', sort: 'memberName', direction: 'asc', page: '3' })).toEqual({
      year: 2025,
      sort: 'memberName',
      direction: 'asc',
      page: 3,
    });
    expect(readMemberActivitiesSearch({ sort: 'points', direction: 'up', page: '0' })).toEqual({
      year: undefined,
      sort: undefined,
      direction: undefined,
      page: undefined,
    });
    expect(readMemberActivitiesSearch({ page: 1 }).page).toBeUndefined();
    expect(readMemberActivitiesSearch({ page: 'x' }).page).toBeUndefined();
    expect(readMemberActivitiesSearch({ page: '20001' }).page).toBe(20_001);
    expect(readMemberActivitiesSearch({ page: '20002' }).page).toBeUndefined();
  });

  it('asks for total points, most first, 50 a page, by default', () => {
    expect(memberStatsPageRequest({})).toEqual({ sort: 'totalPoints', direction: 'desc', limit: 50, offset: 0 });
    expect(memberStatsPageRequest({ sort: 'memberName', direction: 'asc', page: 3 })).toEqual({
      sort: 'memberName',
      direction: 'asc',
      limit: 50,
      offset: 100,
    });
  });

  it('orders the whole list as the server orders the pages (the CSV)', () => {
    const rows = [
      { memberId: 4, memberName: 'bob', totalActivities: 1, totalPoints: 10 },
      { memberId: 2, memberName: 'Bob', totalActivities: 2, totalPoints: 10 },
      { memberId: 3, memberName: 'alice', totalActivities: 1, totalPoints: 5 },
      { memberId: 1, memberName: 'Cy', totalActivities: 2, totalPoints: 20 },
    ];
    const ids = (sort: 'memberName' | 'totalActivities' | 'totalPoints', direction: 'asc' | 'desc') =>
      sortLikeMemberStatsPage(rows, sort, direction).map((r) => r.memberId);
    expect(ids('totalPoints', 'desc')).toEqual([1, 2, 4, 3]);
    expect(ids('totalPoints', 'asc')).toEqual([3, 2, 4, 1]);
    expect(ids('totalActivities', 'desc')).toEqual([2, 1, 3, 4]);
    expect(ids('memberName', 'asc')).toEqual([3, 2, 4, 1]);
    expect(ids('memberName', 'desc')).toEqual([1, 4, 2, 3]);
  });
});
