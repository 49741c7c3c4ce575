import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Decision 0027: the macros run in the tests as in the build (lingui.vite.ts), English active. */
describe('the product’s words', () => {
  it('says counts in the plural English needs, in the reader’s number format', () => {
    const members = (count: number) => plural(count, { one: '# member', other: '# members' });
    expect(members(1)).toBe('1 member');
    expect(members(0)).toBe('0 members');
    expect(members(2)).toBe('2 members');
    expect(members(1234)).toBe('1,234 members');
  });

  it('carries English messages compiled, so the browser needs neither a catalog nor the ICU compiler', () => {
    const name = 'Ada';
    const greeting = msg`Hello ${name}`;
    expect(greeting.message).toEqual(['Hello ', ['name']]);
    expect(i18n._(greeting)).toBe('Hello Ada');
  });

  it('leaves objects of ours that merely have a message alone', () => {
    const toast = { id: 7, message: 'Saved {not a placeholder}' };
    expect(toast.message).toBe('Saved {not a placeholder}');
  });

  it('reads another language’s catalog by the same ids, and falls back to English for what it lacks', () => {
    const name = 'Ada';
    const greeting = msg`Hello ${name}`;
    i18n.load('nl', { [greeting.id]: compileMessage('Hallo {name}') });
    i18n.activate('nl');
    try {
      expect(i18n._(greeting)).toBe('Hallo Ada');
      expect(t`Save`).toBe('Save');
    } finally {
      i18n.activate('en');
    }
  });
});
