import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, nestedTooDeep, respelledFields, textKindOf } from '../src/wire';

describe('one spelling per field', () => {
  it('finds a field sent under two spellings, at the top and inside items', () => {
    expect(respelledFields({ organization_id: 1, organizationId: 2, name: 'x' })).toEqual([
      { path: [], names: ['organization_id', 'organizationId'] },
    ]);
    expect(respelledFields({ updates: [{ user_id: 1 }, { user_id: 2, userId: 3 }] })).toEqual([
      { path: ['updates', 1], names: ['user_id', 'userId'] },
    ]);
    expect(respelledFields({ organization_id: 1, user_ids: [1, 2], userIds_note: 'x' })).toEqual([]);
    expect(respelledFields(undefined)).toEqual([]);
  });

  it('finds every object whose keys collide once underscores, dashes and case are ignored', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][a-z_]{0,8}$/), fc.integer()), (record) => {
        const keys = Object.keys(record).map((k) => k.replace(/_/g, '').toLowerCase());
        const collides = new Set(keys).size !== keys.length;
        expect(respelledFields(record).length > 0).toBe(collides);
      }),
    );
  });
});

describe('text decoded by the field type', () => {
  it('knows integers, yes/no and text from a JSON Schema', () => {
    expect(textKindOf({ type: 'integer' })).toBe('integer');
    expect(textKindOf({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toBe('integer');
    expect(textKindOf({ type: 'boolean' })).toBe('boolean');
    expect(textKindOf({ type: 'string' })).toBe('text');
    expect(textKindOf(undefined)).toBe('text');
  });

  it('decodes only the one canonical spelling of an integer', () => {
    expect(decodeText('42', 'integer')).toBe(42);
    expect(decodeText('0', 'integer')).toBe(0);
    expect(decodeText('-3', 'integer')).toBe(-3);
    for (const text of [' 42', '42 ', '042', '+42', '42.0', '4.2e1', '0x2a', '42,43', '', '[42]', '1e3']) {
      expect(decodeText(text, 'integer'), text).toBe(text);
    }
  });

  it('never turns two different texts into the same integer', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (x, y) => {
        const dx = decodeText(x, 'integer');
        const dy = decodeText(y, 'integer');
        if (typeof dx === 'number' && Number.isInteger(dx) && dx === dy) expect(x).toBe(y);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(decodeText(String(n), 'integer')).toBe(n);
      }),
    );
  });

  it('decodes a fraction only so that an integer field refuses it as not whole', () => {
    expect(decodeText('1.5', 'integer')).toBe(1.5);
    expect(decodeText('1.50', 'integer')).toBe('1.50');
    expect(decodeText('1.0', 'integer')).toBe('1.0');
  });

  it('decodes true and false for yes/no fields, and leaves text alone', () => {
    expect(decodeText('true', 'boolean')).toBe(true);
    expect(decodeText('false', 'boolean')).toBe(false);
    for (const text of ['1', '0', 'yes', 'TRUE', '']) expect(decodeText(text, 'boolean'), text).toBe(text);
    expect(decodeText('42', 'text')).toBe('42');
  });
});

describe('respelledFields on hostile input', () => {
  it('does not overflow the stack on a 10,000-deep array, and calls it too deep', () => {
    const deep: unknown = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000));
    expect(respelledFields(deep)).toEqual([]);
    expect(nestedTooDeep(deep)).toBe(true);
    // 64 levels are read as any input; the 65th is too deep.
    const nest = (levels: number): unknown => (levels === 0 ? 1 : { a: [nest(levels - 1)] });
    expect(nestedTooDeep(JSON.parse('['.repeat(64) + ']'.repeat(64)))).toBe(false);
    expect(nestedTooDeep(JSON.parse('['.repeat(66) + ']'.repeat(66)))).toBe(true);
    expect(nestedTooDeep(nest(10))).toBe(false);
  });
});
