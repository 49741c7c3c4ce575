import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, httpUrl, id, isoDate, optionalText } from '../src/common';
import { betaApplicationInput } from '../src/beta';
import { signupInput } from '../src/auth';

describe('httpUrl', () => {
  it('accepts http and https addresses only', () => {
    expect(httpUrl.safeParse('https://brickville.example/path?q=1').success).toBe(true);
    expect(httpUrl.safeParse('http://localhost:3000').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://x.org', 'example.org', '', ' ']) {
      expect(httpUrl.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('never accepts a URL whose scheme is not http(s), whatever follows', () => {
    fc.assert(
      fc.property(fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'ftp'), fc.string(), (scheme, rest) => {
        expect(httpUrl.safeParse(`${scheme}:${rest}`).success).toBe(false);
      }),
    );
  });
});

describe('optionalText', () => {
  const field = optionalText(10, 'Description');
  it('turns an empty or blank string into null and keeps undefined as "not sent"', () => {
    expect(field.parse('')).toBeNull();
    expect(field.parse('   ')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse('Trains')).toBe('Trains');
  });
  it('refuses text over the limit with a message naming the field', () => {
    const result = field.safeParse('x'.repeat(11));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Description must be 10 characters or less');
  });
});

describe('ids, dates and emails', () => {
  it('accepts positive integer ids as JSON numbers and nothing else: no text, no other spelling', () => {
    expect(id.parse(42)).toBe(42);
    for (const bad of [0, -1, 1.5, '42', ' 42', '042', '4.2e1', 'abc', '', [42], true, { id: 42 }, 2 ** 31, null]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('never coerces: whatever is not already the id it names is refused', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = id.safeParse(value);
        if (parsed.success) expect(parsed.data).toBe(value);
      }),
    );
  });
  it('accepts real calendar days only', () => {
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
    expect(isoDate.safeParse('2023-02-29').success).toBe(false);
    expect(isoDate.safeParse('2024-13-01').success).toBe(false);
    expect(isoDate.safeParse('01/02/2024').success).toBe(false);
  });
  it('trims emails and explains a bad one', () => {
    expect(email.parse('  ada@example.org ')).toBe('ada@example.org');
    expect(email.safeParse('ada').error?.issues[0]?.message).toBe('Enter a valid email address');
    expect(email.safeParse('').error?.issues[0]?.message).toBe('Email is required');
  });
});

describe('forms', () => {
  it('signup needs names, an email and a password of at least 8 characters', () => {
    const result = signupInput.safeParse({ email: 'a@b.org', password: 'short', first_name: ' ', last_name: 'L' });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(['First name is required', 'Password must be at least 8 characters']);
  });
  it('the beta application keeps About optional and needs an http(s) website', () => {
    const ok = betaApplicationInput.parse({ lugName: 'L', contactName: 'C', email: 'e@x.org', website: 'https://x.org', about: '' });
    expect(ok.about).toBeNull();
    expect(betaApplicationInput.safeParse({ lugName: 'L', contactName: 'C', email: 'e@x.org', website: 'x.org' }).success).toBe(false);
  });
});
