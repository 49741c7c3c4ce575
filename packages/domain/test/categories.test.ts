import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryFields,
  createCategoryInput,
  descendantIds,
  orderCategoriesAsTree,
  parentOptions,
  updateCategoryInput,
  wouldCreateCycle,
  type CategoryLink,
} from '../src/categories';
import { capLength, characterCount } from '../src/optional-fields';

describe('category inputs', () => {
  it('requires a name, nulls an empty parent and description, caps the description at 1000', () => {
    expect(createCategoryInput.parse({ organization_id: 1, name: 'Shows', description: '', parent_id: null })).toEqual({
      organization_id: 1,
      name: 'Shows',
      description: null,
      parent_id: null,
    });
    const blank = createCategoryInput.safeParse({ organization_id: 1, name: ' ' });
    expect(blank.error?.issues[0]?.message).toBe('Name is required');
    const long = createCategoryInput.safeParse({ organization_id: 1, name: 'X', description: 'a'.repeat(1001) });
    expect(long.error?.issues[0]?.message).toBe('Description must be 1000 characters or less');
    expect(createCategoryInput.parse({ organization_id: 1, name: 'X', parent_id: 7 }).parent_id).toBe(7);
    // On the wire a parent is a JSON integer or null; the form's schema reads its select's text.
    expect(createCategoryInput.safeParse({ organization_id: 1, name: 'X', parent_id: '7' }).success).toBe(false);
    expect(categoryFields.parse({ name: 'X', parent_id: '7' }).parent_id).toBe(7);
    expect(categoryFields.parse({ name: 'X', parent_id: '' }).parent_id).toBeNull();
  });
  it('update leaves out what is not sent', () => {
    expect(updateCategoryInput.parse({ organization_id: 1, id: 2, name: 'New' })).toEqual({
      organization_id: 1,
      id: 2,
      name: 'New',
    });
  });
});

it('the form ignores input beyond the limit and counts characters', () => {
  expect(capLength('a'.repeat(1005), 1000)).toHaveLength(1000);
  expect(capLength('abc', 1000)).toBe('abc');
  expect(characterCount('abc', 1000)).toBe('3/1000 characters');
});

/** A random forest: each category's parent is an earlier one or none, so the data has no loop. */
const forestArb = fc
  .array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 25 })
  .map((parents) =>
    parents.map((p, i): CategoryLink => ({ id: i + 1, parent_id: p === null || i === 0 ? null : (p % i) + 1 })),
  );

function isAcyclic(categories: CategoryLink[]): boolean {
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  for (const c of categories) {
    const seen = new Set<number>();
    let current: number | null | undefined = c.id;
    while (current != null) {
      if (seen.has(current)) return false;
      seen.add(current);
      current = parentOf.get(current);
    }
  }
  return true;
}

describe('wouldCreateCycle', () => {
  const tree: CategoryLink[] = [
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
    { id: 4, parent_id: null },
  ];
  it('refuses itself and its descendants as parent, allows anything else', () => {
    expect(wouldCreateCycle(tree, 1, 1)).toBe(true);
    expect(wouldCreateCycle(tree, 1, 3)).toBe(true);
    expect(wouldCreateCycle(tree, 2, 3)).toBe(true);
    expect(wouldCreateCycle(tree, 3, 1)).toBe(false);
    expect(wouldCreateCycle(tree, 1, 4)).toBe(false);
    expect(wouldCreateCycle(tree, 1, null)).toBe(false);
  });

  it('allows a move exactly when the result has no loop (property)', () => {
    fc.assert(
      fc.property(forestArb, fc.nat(), fc.option(fc.nat(), { nil: null }), (forest, pick, parentPick) => {
        const categoryId = (pick % forest.length) + 1;
        const parentId = parentPick === null ? null : (parentPick % forest.length) + 1;
        const moved = forest.map((c) => (c.id === categoryId ? { ...c, parent_id: parentId } : c));
        expect(wouldCreateCycle(forest, categoryId, parentId)).toBe(!isAcyclic(moved));
        // The parents the edit form offers are exactly the allowed ones.
        const offered = new Set(parentOptions(forest, categoryId).map((c) => c.id));
        if (parentId !== null) expect(offered.has(parentId)).toBe(!wouldCreateCycle(forest, categoryId, parentId));
        expect(descendantIds(forest, categoryId).has(categoryId)).toBe(true);
      }),
    );
  });

  it('stops on a loop already in the data', () => {
    const looped: CategoryLink[] = [
      { id: 1, parent_id: 2 },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: null },
    ];
    expect(wouldCreateCycle(looped, 3, 1)).toBe(true);
  });
});

describe('orderCategoriesAsTree', () => {
  it('puts children under their parent, siblings by name', () => {
    const ordered = orderCategoriesAsTree([
      { id: 1, parent_id: null, name: 'Shows' },
      { id: 2, parent_id: 1, name: 'Train shows' },
      { id: 3, parent_id: null, name: 'Meetings' },
      { id: 4, parent_id: 1, name: 'Exhibitions' },
    ]);
    expect(ordered.map((c) => [c.name, c.depth])).toEqual([
      ['Meetings', 0],
      ['Shows', 0],
      ['Exhibitions', 1],
      ['Train shows', 1],
    ]);
  });
  it('lists every category exactly once, each child after its parent (property)', () => {
    fc.assert(
      fc.property(forestArb, (forest) => {
        const named = forest.map((c) => ({ ...c, name: `c${c.id % 5}` }));
        const ordered = orderCategoriesAsTree(named);
        expect(ordered.map((c) => c.id).sort((a, b) => a - b)).toEqual(named.map((c) => c.id));
        const position = new Map(ordered.map((c, i) => [c.id, i]));
        for (const c of ordered) {
          if (c.parent_id !== null) {
            expect(position.get(c.parent_id)!).toBeLessThan(position.get(c.id)!);
            expect(c.depth).toBe(ordered[position.get(c.parent_id)!]!.depth + 1);
          } else expect(c.depth).toBe(0);
        }
      }),
    );
  });
});
