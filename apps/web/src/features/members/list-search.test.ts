import { describe, expect, it } from 'vitest';
import { membersLastPage, membersListInput, readMembersSearch } from './list-search';

describe('the members index address', () => {
  it('keeps what it can serve and drops the rest (the defaults apply)', () => {
    expect(readMembersSearch({})).toEqual({});
    expect(readMembersSearch({ q: ' Ada ', role: '3', sort: 'last_login', direction: 'desc', page: '2' })).toEqual({
      q: ' Ada ',
      role: 3,
      sort: 'last_login',
      direction: 'desc',
      page: 2,
    });
    expect(readMembersSearch({ q: '   ', role: '-1', sort: 'password', direction: 'up', page: '1' })).toEqual({
      q: undefined,
      role: undefined,
      sort: undefined,
      direction: undefined,
      page: undefined,
    });
    expect(readMembersSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(readMembersSearch({ page: 0 }).page).toBeUndefined();
  });

  it('keeps "never signed in" as ?signin=never and asks the server for those members only', () => {
    expect(readMembersSearch({ signin: 'never' }).signin).toBe('never');
    expect(readMembersSearch({ signin: 'yesterday' }).signin).toBeUndefined();
    expect(membersListInput(7, { signin: 'never' }).never_signed_in).toBe(true);
    expect(membersListInput(7, {}).never_signed_in).toBeUndefined();
  });

  it('asks the server for the page in view, 50 a page, by last name unless told otherwise', () => {
    expect(membersListInput(7, {})).toEqual({
      organization_id: 7,
      role_id: undefined,
      q: undefined,
      sort: 'name',
      direction: 'asc',
      limit: 50,
      offset: 0,
    });
    expect(membersListInput(7, { q: ' ada ', role: 2, sort: 'email', direction: 'desc', page: 3 })).toEqual({
      organization_id: 7,
      role_id: 2,
      q: 'ada',
      sort: 'email',
      direction: 'desc',
      limit: 50,
      offset: 100,
    });
  });

  it('knows the last page, so an address past the end can step back to it', () => {
    expect(membersLastPage(0)).toBe(1);
    expect(membersLastPage(50)).toBe(1);
    expect(membersLastPage(51)).toBe(2);
    expect(membersLastPage(10_000)).toBe(200);
  });
});
