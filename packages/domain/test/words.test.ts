/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { z } from 'zod';
import { serverI18n, serverLocale, serverWords, say, words } from '../src/words';

/** Decision 0033: the server's words are Lingui messages; another language is a catalog away. */
const sourceDir = join(import.meta.dirname, '../src');
const apiSourceDir = join(import.meta.dirname, '../../../apps/api/src');
let modules: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  const files = (await readdir(sourceDir)).filter((file) => file.endsWith('.ts'));
  // Every module loads (an id declared twice with other words throws while loading).
  modules = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file, (await import(join(sourceDir, file))) as Record<string, unknown>]),
    ),
  );
});

afterEach(() => serverI18n.activate(serverLocale));

/** A pseudo-locale: every message of the catalog, marked, so that what was not translated shows. */
function activatePseudo(): void {
  const catalog = Object.fromEntries([...serverWords()].map(([id, message]) => [id, compileMessage(`⟪${message}⟫`)]));
  serverI18n.load('pseudo', catalog);
  serverI18n.activate('pseudo');
}

/** The `*Messages` objects of the domain: each property a message, or a function that says one. */
function messageObjects(): Array<[string, Record<string, unknown>]> {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('Messages'))
      .map(
        ([name, value]) => [`${file} ${name}`, value as Record<string, unknown>] as [string, Record<string, unknown>],
      ),
  );
}

function sayAll(object: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(object).map((key) => {
      const value = object[key];
      return [
        key,
        typeof value === 'function' ? String(value(...Array.from({ length: value.length }, () => 1))) : String(value),
      ];
    }),
  );
}

describe('the server’s words', () => {
  it('speaks English without a catalog, with ICU plurals in the reader’s number format', () => {
    const hours = words('test.hours', 'Valid for {hours, plural, one {# hour} other {# hours}}.');
    expect(say(hours, { hours: 1 })).toBe('Valid for 1 hour.');
    expect(say(hours, { hours: 24 })).toBe('Valid for 24 hours.');
    expect(say(hours, { hours: 1234 })).toBe('Valid for 1,234 hours.');
    expect(say(words('test.apostrophe', "{group}'s {title}"), { group: 'Ada', title: 'show' })).toBe("Ada's show");
  });

  it('refuses one id for two different sentences', () => {
    words('test.twice', 'Once');
    expect(() => words('test.twice', 'Once')).not.toThrow();
    expect(() => words('test.twice', 'Twice')).toThrow(/declared twice/);
  });

  it('has a message in valid ICU for every id, each saying something in English', () => {
    const all = [...serverWords()];
    expect(all.length).toBeGreaterThan(140);
    for (const [id, message] of all) {
      expect(id, id).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
      expect(() => compileMessage(message), id).not.toThrow();
    }
  });

  it('says every refusal and confirmation through the catalog of the active language (a pseudo-locale here)', () => {
    const objects = messageObjects();
    expect(objects.length).toBeGreaterThanOrEqual(15);
    const english = Object.fromEntries(objects.map(([name, object]) => [name, sayAll(object)]));
    activatePseudo();
    for (const [name, object] of objects) {
      for (const [key, said] of Object.entries(sayAll(object))) {
        expect(said, `${name}.${key}`).toBe(`⟪${english[name]![key]}⟫`);
      }
    }
    serverI18n.activate(serverLocale);
    expect(modules['members-helpers.ts']!.memberMessages).toMatchObject({ notFound: 'Member not found' });
  });

  it('keeps new refusals behind the library: no `*Messages` object of plain English in the domain or the API', async () => {
    const dirs = [sourceDir, join(apiSourceDir, 'services'), join(apiSourceDir, 'trpc')];
    const offenders: string[] = [];
    for (const dir of dirs) {
      for (const file of (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts'))) {
        const text = await readFile(join(dir, file), 'utf8');
        for (const [, name, value] of text.matchAll(/export const (\w+Messages)\b[^=]*=(.*)/g)) {
          if (!/^\s*(\/\* @__PURE__ \*\/ )?messages\(/.test(value!)) offenders.push(`${file}: ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps refusals behind the library: no refusal of the domain or the API written in English inline', async () => {
    const inline =
      /\b(?:notFound|conflict|badRequest|forbidden|unauthorized|tooManyRequests)\(\s*['"`]|\binvalidField\([^,()]+,\s*['"`]|new DomainError\(\s*'[A-Z_]+',\s*['"`]|\bjsonError\([^,]+,\s*\d+,\s*['"`]|\bc\.text\(\s*['"`]/;
    // The REST adapter and the HTTP server too (their own 404, 405, 413 … answers).
    const dirs = [sourceDir, join(apiSourceDir, 'services'), join(apiSourceDir, 'trpc'), join(apiSourceDir, 'rest')];
    const offenders: string[] = [];
    for (const dir of [...dirs, apiSourceDir]) {
      const files = dir === apiSourceDir ? ['server.ts'] : await readdir(dir, { recursive: true });
      for (const file of files.filter((f) => f.endsWith('.ts'))) {
        const lines = (await readFile(join(dir, file), 'utf8')).split('\n');
        lines.forEach((line, index) => {
          if (inline.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });

  it('says the shared schemas’ refusals through the catalog when the issue is made, not when the schema loads', () => {
    const { createActivityInput } = modules['activities.ts'] as Record<string, z.ZodType>;
    const { email, id, year, description } = modules['common.ts'] as Record<string, z.ZodType>;
    const { bulkUpdateParticipationInput } = modules['participation.ts'] as Record<string, z.ZodType>;
    const { registerExhibitInput } = modules['exhibits.ts'] as Record<string, z.ZodType>;
    const cases: Array<[string, z.ZodType, unknown]> = [
      ['id, not a number', id!, 'x'],
      ['id, missing', id!, undefined],
      ['id, zero', id!, 0],
      ['email, empty', email!, ''],
      ['email, not an address', email!, 'not-an-address'],
      ['year, out of range', year!, 10_000],
      ['description, too long', description!, 'x'.repeat(1001)],
      [
        'activity, end before start',
        createActivityInput!,
        { organization_id: 1, title: 'Show', start_date: '2026-05-02', end_date: '2026-05-01' },
      ],
      [
        'bulk participation, nobody chosen',
        bulkUpdateParticipationInput!,
        { activity_id: 1, user_ids: [], role_ids: [], action: 'assign' },
      ],
      [
        'exhibit, power without sockets',
        registerExhibitInput!,
        { id: 1, title: 'Castle', width_studs: 32, depth_studs: 32, needs_power: true, sockets: 0 },
      ],
    ];
    const messagesOf = () =>
      cases.map(([name, schema, input]) => {
        const result = schema.safeParse(input);
        expect(result.success, name).toBe(false);
        return result.error!.issues.map((problem) => problem.message);
      });
    const english = messagesOf();
    expect(english.flat()).toEqual(
      expect.arrayContaining([
        'Must be a number',
        'Required',
        'Must be a positive id',
        'Email is required',
        'Enter a valid email address',
        'year must be between 1900 and 9999',
        'Description must be 1000 characters or less',
        'End date cannot be before start date',
        'Selection Required: Please select both members and roles',
        'sockets must be between 1 and 20',
      ]),
    );
    activatePseudo();
    const pseudo = messagesOf();
    english.forEach((said, index) => {
      const ours = said.filter((message) => !pseudo[index]!.includes(message));
      expect(pseudo[index], cases[index]![0]).toEqual(
        said.map((message) => (ours.includes(message) ? `⟪${message}⟫` : message)),
      );
      expect(
        pseudo[index]!.every((message) => /^⟪.*⟫$/.test(message)),
        cases[index]![0],
      ).toBe(true);
    });
  });

  it('keeps the shared schemas’ messages behind the library: no zod message or `…Message` constant in English inline', async () => {
    // A zod check's message argument, `error:`/`message:` of a schema's options, and `export const …Message = '…'`.
    const checks = new Set([
      'min',
      'max',
      'int',
      'positive',
      'nonnegative',
      'regex',
      'refine',
      'length',
      'nonempty',
      'gt',
      'gte',
      'lt',
      'lte',
    ]);
    const english = (node: ts.Node) =>
      (ts.isStringLiteralLike(node) && /[A-Za-z]{2,} /.test(node.text)) || ts.isTemplateExpression(node);
    const offenders: string[] = [];
    for (const file of (await readdir(sourceDir)).filter((f) => f.endsWith('.ts') && f !== 'words.ts')) {
      const source = ts.createSourceFile(
        file,
        await readFile(join(sourceDir, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const report = (node: ts.Node) =>
        offenders.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
      const visit = (node: ts.Node): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          checks.has(node.expression.name.text)
        ) {
          node.arguments.filter(english).forEach(report);
        }
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          (node.name.text === 'error' || node.name.text === 'message') &&
          english(node.initializer)
        ) {
          report(node);
        }
        if (
          ts.isVariableDeclaration(node) &&
          ts.isIdentifier(node.name) &&
          /Message$/.test(node.name.text) &&
          node.initializer &&
          (english(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
        ) {
          report(node);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(offenders).toEqual([]);
  });

  it('says zod’s own messages of the common codes through the catalog, in zod’s English word for word', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [z.string(), 1],
      [z.string(), undefined],
      [z.number(), 'x'],
      [z.number(), null],
      [z.number(), Number.NaN],
      [z.boolean(), []],
      [z.object({ a: z.string() }), 'x'],
      [z.array(z.string()), {}],
      [z.string().max(3), 'abcd'],
      [z.string().min(3), 'ab'],
      [z.string().length(3), 'ab'],
      [z.number().max(3), 4],
      [z.number().lt(3), 3],
      [z.number().min(3), 2],
      [z.number().gt(3), 3],
      [z.array(z.number()).max(1), [1, 2]],
      [z.array(z.number()).min(2), [1]],
      [z.email(), 'nope'],
      [z.url(), 'nope'],
      [z.uuid(), 'nope'],
      [z.iso.date(), '2026-13-40'],
      [z.iso.datetime(), 'nope'],
      [z.iso.time(), 'nope'],
      [z.string().regex(/^a$/), 'b'],
      [z.enum(['a', 'b']), 'c'],
    ];
    const said = () =>
      cases.map(([schema, input]) => {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
        return result.error!.issues[0]!;
      });
    const english = said();
    // zod's own English, with our words taken out of its configuration for a moment.
    const { customError } = z.config();
    z.config({ customError: undefined });
    const zodsOwn = said().map((problem) => problem.message);
    z.config({ customError });
    expect(english.map((problem) => problem.message)).toEqual(zodsOwn);
    activatePseudo();
    const pseudo = said().map((problem) => problem.message);
    const ours = new Set(['invalid_type', 'too_big', 'too_small']);
    english.forEach((problem, index) => {
      if (ours.has(problem.code) || (problem.code === 'invalid_format' && problem.format !== 'regex')) {
        expect(pseudo[index]).toBe(`⟪${problem.message}⟫`);
      } else {
        expect(pseudo[index]).toBe(problem.message);
      }
    });
  });
});
