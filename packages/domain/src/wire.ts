/**
 * One spelling per field per request (docs/decisions/0017-canonical-ids.md): `organization_id` and
 * `organizationId` name the same field, so a request that sends both is refused instead of one
 * reader taking one and another reader the other.
 */
import { messages, withFixedValues, withValues } from './words';

/** The spelling-free name of a field: `organization_id`, `organizationId`, `ORGANIZATION-ID` → `organizationid`. */
export function fieldSpellingKey(name: string): string {
  return name.replace(/[_-]/g, '').toLowerCase();
}

export interface RespelledField {
  /** Where the object is (`[]` for the request itself, `['updates', 0]` for an item). */
  path: Array<string | number>;
  /** The spellings it carries, in the order sent. */
  names: string[];
}

/**
 * How deep an input may nest. No input schema reads deeper; a deeper input is refused whole
 * (`nestedTooDeep`) before any schema or the spelling check looks at it, so nothing below this depth
 * is ever read unchecked.
 */
export const maxInputDepth = 64;

export const wireMessages = messages('wire', {
  nestedTooDeep: withFixedValues('Input is nested more than {max} levels deep', { max: maxInputDepth }),
  respelled: withValues('{names} name one field: send one of them', (names: string) => ({ names })),
});

/** Whether `value` nests arrays or objects more than `maxInputDepth` levels deep (iterative: no stack overflow). */
export function nestedTooDeep(value: unknown): boolean {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > maxInputDepth) return true;
    for (const child of Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** Every object in `value` (nested ones too) that carries a field under more than one spelling. */
export function respelledFields(value: unknown): RespelledField[] {
  const found: RespelledField[] = [];
  const visit = (node: unknown, path: Array<string | number>) => {
    // No input schema reads this deep; a hostile 10,000-deep array must be refused by the
    // schema (400), not overflow the stack here (500).
    if (path.length > maxInputDepth) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const byKey = new Map<string, string[]>();
    for (const name of Object.keys(node)) {
      const key = fieldSpellingKey(name);
      byKey.set(key, [...(byKey.get(key) ?? []), name]);
    }
    for (const names of byKey.values()) if (names.length > 1) found.push({ path, names });
    for (const [name, child] of Object.entries(node)) {
      if (typeof child === 'object' && child !== null) visit(child, [...path, name]);
    }
  };
  visit(value, []);
  return found;
}

/** The message for a respelled field: "organization_id and organizationId name one field: send one". */
export function respelledFieldMessage({ names }: RespelledField): string {
  return wireMessages.respelled(names.join(' and '));
}

/**
 * Text that stands for a value (a path segment, a query string value, a command-line option) is
 * decoded by the type its field has, and only from that type's one canonical spelling: an integer
 * from digits without sign or leading zero (`42`; never ` 42`, `042`, `+42`, `42.0` or `4.2e1`), a
 * yes/no from `true` or `false`. Anything else stays text, for the field's schema to refuse by name.
 */
export type TextKind = 'integer' | 'boolean' | 'text';

/** The kind of a field from its JSON Schema (`z.toJSONSchema`): `integer`, `boolean`, or text. */
export function textKindOf(
  schema: { type?: unknown; anyOf?: ReadonlyArray<{ type?: unknown }> } | undefined,
): TextKind {
  const types = [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)].flat();
  if (types.includes('integer')) return 'integer';
  if (types.includes('boolean')) return 'boolean';
  return 'text';
}

const canonicalInteger = /^(0|-?[1-9]\d{0,14})$/;

/** A decimal with a fraction that is not zero (`1.5`): refused by every integer field as "not whole". */
const fractional = /^-?\d{1,15}\.\d{0,14}[1-9]$/;

export function decodeText(text: string, kind: TextKind): unknown {
  if (kind === 'integer' && canonicalInteger.test(text)) return Number(text);
  // Decoded only so the field's schema can say "must be a whole number"; it can never pass as one.
  if (kind === 'integer' && fractional.test(text)) return Number(text);
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}
