import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  importColumnFor,
  listMembersInput,
  membershipStatusLabel,
  planMemberImport,
  socialLinkHref,
  updateMemberInput,
  updateProfileInput,
  webAddressHref,
} from '../src/members';

describe('member edit input', () => {
  const base = { id: 5, organization_id: 1, email: 'a@example.org', first_name: 'A', last_name: 'B' };
  it('requires email, first and last name', () => {
    expect(updateMemberInput.safeParse({ ...base, first_name: ' ' }).error!.issues[0]!.message).toBe(
      'First name is required',
    );
    expect(updateMemberInput.safeParse({ ...base, last_name: '' }).error!.issues[0]!.message).toBe(
      'Last name is required',
    );
    expect(updateMemberInput.safeParse({ ...base, email: 'nope' }).error!.issues[0]!.message).toBe(
      'Enter a valid email address',
    );
  });
  it("treats 'Select Role' (null) as no change and checks the status", () => {
    expect(updateMemberInput.parse({ ...base, role_id: null }).role_id).toBeUndefined();
    expect(updateMemberInput.parse({ ...base, role_id: 7 }).role_id).toBe(7);
    expect(updateMemberInput.safeParse({ ...base, role_id: '7' }).success).toBe(false);
    expect(updateMemberInput.safeParse({ ...base, role_id: '' }).success).toBe(false);
    expect(updateMemberInput.safeParse({ ...base, status: 'banned' }).success).toBe(false);
  });
  it('shows any status but active as Disabled', () => {
    expect(membershipStatusLabel('active')).toBe('Active');
    expect(membershipStatusLabel('inactive')).toBe('Disabled');
    expect(membershipStatusLabel('whatever')).toBe('Disabled');
  });
});

describe('profile links', () => {
  it('accepts http(s) URLs and plain handles, never javascript:', () => {
    const ok = updateProfileInput.parse({
      website: 'https://bricks.example/',
      twitter_handle: '@brickfan',
      instagram_username: 'brick.fan_01',
      facebook_url: 'https://www.facebook.com/brickfan',
      bricklink_store_url: '',
    });
    expect(ok).toMatchObject({
      website: 'https://bricks.example/',
      twitter_handle: '@brickfan',
      bricklink_store_url: null,
    });
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      'not a url',
    ]) {
      expect(updateProfileInput.safeParse({ website: bad }).success).toBe(false);
    }
    for (const bad of ['javascript:alert(1)', 'x y', '<script>', 'vbscript:x']) {
      expect(updateProfileInput.safeParse({ twitter_handle: bad }).success).toBe(false);
    }
    expect(updateProfileInput.safeParse({ twitter_handle: 'javascript:alert(1)' }).error!.issues[0]!.message).toBe(
      'Twitter/X must be a web address starting with http:// or https://, or a plain handle',
    );
  });

  it('caps the biography at 1000 characters', () => {
    expect(updateProfileInput.safeParse({ biographical_info: 'b'.repeat(1000) }).success).toBe(true);
    expect(updateProfileInput.safeParse({ biographical_info: 'b'.repeat(1001) }).error!.issues[0]!.message).toBe(
      'Biography must be 1000 characters or less',
    );
  });

  it('renders handles as profile links and refuses anything not http(s)', () => {
    expect(socialLinkHref('twitter_handle', '@brickfan')).toBe('https://x.com/brickfan');
    expect(socialLinkHref('tiktok_username', 'brickfan')).toBe('https://www.tiktok.com/@brickfan');
    expect(socialLinkHref('flickr_username', 'https://flickr.com/x')).toBe('https://flickr.com/x');
    expect(socialLinkHref('facebook_url', 'javascript:alert(1)')).toBeNull();
    expect(webAddressHref('javascript:alert(1)')).toBeNull();
    expect(webAddressHref(' https://a.example ')).toBe('https://a.example');
  });

  it('never produces a non-http link from any stored text (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(
          'facebook_url',
          'twitter_handle',
          'instagram_username',
          'tiktok_username',
          'flickr_username' as const,
        ),
        (value, field) => {
          const href = socialLinkHref(field, value);
          if (href !== null) expect(new URL(href).protocol).toMatch(/^https?:$/);
          const web = webAddressHref(value);
          if (web !== null) expect(new URL(web).protocol).toMatch(/^https?:$/);
        },
      ),
    );
  });
});

describe('CSV import planning', () => {
  it('maps common header spellings', () => {
    expect(importColumnFor('\uFEFFEmail')).toBe('email');
    expect(importColumnFor('First Name')).toBe('first_name');
    expect(importColumnFor('last-name')).toBe('last_name');
    expect(importColumnFor('Surname')).toBe('last_name');
    expect(importColumnFor('Display name')).toBe('display_name');
    expect(importColumnFor('Shoe size')).toBeNull();
  });

  it('sorts rows into create, invite, skip and error', () => {
    const plan = planMemberImport(
      [
        { line: 2, values: { email: 'new@example.org', first_name: 'New', last_name: 'Person' } },
        {
          line: 3,
          values: { email: 'Known@Example.org', first_name: 'Known', last_name: 'Account', display_name: 'KA' },
        },
        { line: 4, values: { email: 'member@example.org', first_name: 'Mem', last_name: 'Ber' } },
        { line: 5, values: { email: 'NEW@example.org', first_name: 'Again', last_name: 'Twice' } },
        { line: 6, values: { email: 'broken', first_name: '', last_name: 'X' } },
        { line: 7, values: { email: 'asked@example.org', first_name: 'Already', last_name: 'Invited' } },
      ],
      {
        accountEmails: new Set(['known@example.org', 'member@example.org', 'asked@example.org']),
        memberEmails: new Set(['member@example.org']),
        invitedEmails: new Set(['asked@example.org']),
      },
    );
    expect(plan.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'invite'],
      [4, 'skip'],
      [5, 'skip'],
      [6, 'error'],
      [7, 'skip'],
    ]);
    expect(plan.rows[1]!.display_name).toBe('KA');
    expect(plan.rows[3]!.messages).toEqual(['Same email as line 2']);
    expect(plan.rows[4]!.messages).toEqual(['Enter a valid email address', 'First name is required']);
    expect(plan.rows[5]!.messages).toEqual(['Already invited: the invitation waits for an answer']);
    expect(plan.counts).toEqual({ create: 1, invite: 1, skip: 3, error: 1 });
  });
});

describe('members list input', () => {
  const message = (input: Record<string, unknown>) =>
    listMembersInput.safeParse({ organization_id: 1, ...input }).error?.issues[0]?.message;

  it('defaults to the first 50 by name ascending; numbers are numbers (the REST adapter decodes query text)', () => {
    expect(listMembersInput.parse({ organization_id: 1 })).toEqual({
      organization_id: 1,
      sort: 'name',
      direction: 'asc',
      limit: 50,
      offset: 0,
    });
    expect(
      listMembersInput.parse({ organization_id: 1, role_id: null, q: '  Ada ', sort: 'last_login', direction: 'desc', limit: 200, offset: 150 }),
    ).toEqual({ organization_id: 1, q: 'Ada', sort: 'last_login', direction: 'desc', limit: 200, offset: 150 });
  });

  it('refuses what it cannot serve, with a message', () => {
    expect(message({ limit: 0 })).toBe('limit must be between 1 and 200');
    expect(message({ limit: 201 })).toBe('limit must be between 1 and 200');
    expect(message({ limit: 2.5 })).toBe('limit must be a whole number');
    expect(message({ limit: 'many' })).toBe('limit must be a number');
    expect(message({ limit: '50' })).toBe('limit must be a number');
    expect(message({ offset: -1 })).toBe('offset must be 0 or more');
    expect(message({ offset: 1000001 })).toBe('offset must be at most 1000000');
    expect(message({ sort: 'password' })).toBe('sort must be name, email or last_login');
    expect(message({ direction: 'up' })).toBe('direction must be asc or desc');
    expect(message({ q: 'x'.repeat(101) })).toBe('q must be 100 characters or less');
    expect(message({ q: ` ${'x'.repeat(100)} ` })).toBeUndefined();
  });
});
