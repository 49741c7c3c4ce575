/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
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
      /\b(?:notFound|conflict|badRequest|forbidden|unauthorized|tooManyRequests)\(\s*['"`]|\binvalidField\([^,()]+,\s*['"`]|new DomainError\(\s*'[A-Z_]+',\s*['"`]/;
    const dirs = [sourceDir, join(apiSourceDir, 'services'), join(apiSourceDir, 'trpc')];
    const offenders: string[] = [];
    for (const dir of dirs) {
      for (const file of (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts'))) {
        const lines = (await readFile(join(dir, file), 'utf8')).split('\n');
        lines.forEach((line, index) => {
          if (inline.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
