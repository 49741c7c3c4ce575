/**
 * Categories without zod: the name limit, the messages and the category tree. The screens import
 * this module, so a page showing categories does not load zod (each page's JavaScript is budgeted:
 * 120 KB gzip for the home page, 250 KB for the others; scripts/check-bundle-budget.mjs); the
 * schemas are in ./categories, which re-exports all of this.
 */
import { messages } from './words';

export const categoryNameMax = 100;

export const categoryRuleMessages = messages('categoryRule', {
  notFound: 'Category not found',
  /** For `parent_id`. */
  parentNotFound: 'Parent category not found in this organization',
  cycle: 'A category cannot be its own parent or the parent of one of its ancestors',
});

// ---------------------------------------------------------------------------------------------
// The category tree

export interface CategoryLink {
  id: number;
  parent_id: number | null;
}

/**
 * Whether making `parentId` the parent of `categoryId` would make the category its own ancestor.
 * Walks up from the new parent; a loop already in the data stops the walk (and counts as a cycle).
 */
export function wouldCreateCycle(categories: CategoryLink[], categoryId: number, parentId: number | null): boolean {
  if (parentId === null) return false;
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const seen = new Set<number>();
  let current: number | null | undefined = parentId;
  while (current !== null && current !== undefined) {
    if (current === categoryId) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** The category and all its descendants: the parents a category may not take. */
export function descendantIds(categories: CategoryLink[], categoryId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const c of categories) {
    if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  }
  const result = new Set<number>([categoryId]);
  const queue = [categoryId];
  while (queue.length > 0) {
    const next = queue.shift()!;
    for (const child of children.get(next) ?? []) {
      if (!result.has(child)) {
        result.add(child);
        queue.push(child);
      }
    }
  }
  return result;
}

/** The parents a category may take on its edit form: every category except itself and its descendants. */
export function parentOptions<T extends CategoryLink>(categories: T[], editingId: number | null): T[] {
  if (editingId === null) return categories;
  const excluded = descendantIds(categories, editingId);
  return categories.filter((c) => !excluded.has(c.id));
}

/**
 * Categories in tree order (each parent followed by its children, siblings by name) with their
 * depth; a category whose parent is missing is shown at the top level.
 */
export function orderCategoriesAsTree<T extends CategoryLink & { name: string }>(
  categories: T[],
): Array<T & { depth: number }> {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, T[]>();
  for (const c of categories) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) && c.parent_id !== c.id ? c.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const result: Array<T & { depth: number }> = [];
  const placed = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      if (placed.has(c.id)) continue;
      placed.add(c.id);
      result.push({ ...c, depth });
      visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  // A loop in the data leaves its members unplaced: show them at the top level rather than lose them.
  for (const c of categories) {
    if (!placed.has(c.id)) {
      placed.add(c.id);
      result.push({ ...c, depth: 0 });
      visit(c.id, 1);
    }
  }
  return result;
}
