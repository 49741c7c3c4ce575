/** The round's calls at the boundary (issue 30): element ids are digits as sent, never trimmed or coerced. */
import { describe, expect, it } from 'vitest';
import { selectionInput } from '../src/bulk-orders';

describe('bulk order inputs', () => {
  it('refuses element ids that are not digits as sent, naming the item', () => {
    for (const value of [' undefined', 'undefined', true, null, [undefined], 1, '', ' 1', '1.0']) {
      const parsed = selectionInput.safeParse({ organization_id: 1, id: 1, element_ids: [value] });
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error!.issues[0]!.path.join('.')).toBe('element_ids.0');
    }
    expect(selectionInput.parse({ organization_id: 1, id: 1, element_ids: ['300121'] }).element_ids).toEqual(['300121']);
  });
});
