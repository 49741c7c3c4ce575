/**
 * The server's words (decision 0033): every sentence the API, the emails and the CLI say is a Lingui
 * message with an explicit id and its English in ICU MessageFormat, read through one `i18n` instance
 * when it is said. No macros: the server is not built with Babel, so the descriptors are plain
 * objects and the English is compiled at run time (`@lingui/message-utils`), plurals included.
 *
 * English needs no catalog: Lingui falls back to the message in the descriptor. Another language is
 * a catalog of the same ids (`serverI18n.load(locale, messages)`), see `serverWords()`.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { z } from 'zod';

/** The language the server speaks until a group can choose its own. */
export const serverLocale = 'en';

/** The server's one Lingui instance (the web has its own). */
export const serverI18n: I18n = setupI18n();
// Each message is compiled once (per text: the English, or a catalog's raw translation).
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
serverI18n.setMessagesCompiler((message) => {
  let found = compiled.get(message);
  if (found === undefined) {
    found = compileMessage(message);
    compiled.set(message, found);
  }
  return found;
});
serverI18n.loadAndActivate({ locale: serverLocale, messages: {} });

/** A message the server says: a stable id and its English (ICU MessageFormat). */
export interface Words {
  readonly id: string;
  readonly message: string;
}

/** The values a message names: `{name}` (text) or `{count, plural, …}` (a number). */
export type WordValues = Readonly<Record<string, string | number>>;

const registry = new Map<string, string>();

/**
 * Declares a message. An id names one English message: declaring it again with other words is a
 * programming error (two sentences would share one translation).
 */
/* @__NO_SIDE_EFFECTS__ */
export function words(id: string, message: string): Words {
  const known = registry.get(id);
  if (known !== undefined && known !== message) {
    throw new Error(`The message id ${id} is declared twice with different words`);
  }
  registry.set(id, message);
  return Object.freeze({ id, message });
}

/** Says a message in the server's active language. */
export function say(message: Words, values?: WordValues): string {
  return serverI18n._(message.id, values as Record<string, unknown> | undefined, { message: message.message });
}

/** Every message declared so far, by id (what a translator translates; the unit tests read it). */
export function serverWords(): ReadonlyMap<string, string> {
  return registry;
}

/** A message that takes values: `withValues('Hi {name},', (name: string) => ({ name }))`. */
export interface ValuesSpec<Args extends unknown[]> {
  readonly message: string;
  readonly values: (...args: Args) => WordValues;
}

/* @__NO_SIDE_EFFECTS__ */
export function withValues<Args extends unknown[]>(
  message: string,
  values: (...args: Args) => WordValues,
): ValuesSpec<Args> {
  return { message, values };
}

/** A message whose values are fixed (a limit): said like a plain one. */
export interface FixedSpec {
  readonly message: string;
  readonly fixed: WordValues;
}

/* @__NO_SIDE_EFFECTS__ */
export function withFixedValues(message: string, fixed: WordValues): FixedSpec {
  return { message, fixed };
}

type MessageSpec = string | FixedSpec | ValuesSpec<never[]>;

/** What `messages()` gives: a plain message reads as a string, one with values is a function. */
export type Said<Spec> = {
  readonly [Key in keyof Spec]: Spec[Key] extends string | FixedSpec
    ? string
    : Spec[Key] extends ValuesSpec<infer Args>
      ? (...args: Args) => string
      : never;
};

/**
 * A set of messages under one prefix (`member.notFound`), read like the plain objects they replace:
 * `memberMessages.notFound` is said in the active language each time it is read, and
 * `memberMessages.resetSent(address)` with its values.
 */
/* @__NO_SIDE_EFFECTS__ */
export function messages<const Spec extends Record<string, MessageSpec>>(prefix: string, spec: Spec): Said<Spec> {
  const said: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') {
      const message = words(id, value);
      Object.defineProperty(said, key, { enumerable: true, get: () => say(message) });
    } else if ('fixed' in value) {
      const message = words(id, value.message);
      Object.defineProperty(said, key, { enumerable: true, get: () => say(message, value.fixed) });
    } else {
      const message = words(id, value.message);
      const values = value.values as (...args: unknown[]) => WordValues;
      said[key] = (...args: unknown[]) => say(message, values(...args));
    }
  }
  return Object.freeze(said) as Said<Spec>;
}

/** What a zod schema takes as its message: said when the issue is made, not when the schema loads. */
export interface IssueWords {
  readonly error: () => string;
}

/**
 * A message of a shared zod schema: `.min(1, issue('schema.titleIsRequired', 'Title is required'))`
 * or `z.boolean(issue(…))`. zod calls `error` when it makes the issue, so the refusal is said in the
 * language active then (a catalog loaded later applies), like the getters of `messages()`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function issue(id: string, message: string, fixed?: WordValues): IssueWords {
  const declared = words(id, message);
  return { error: () => say(declared, fixed) };
}

/**
 * zod's own messages (a field's type, a size, a format) where a schema says none of its own: the
 * common codes are said through the catalog, in zod's English word for word, so a translation
 * applies to them too; other codes and formats keep zod's English (`undefined` lets zod say them).
 * Only the server sets this: the browser replaces this module (`apps/web/src/lib/server-words.ts`).
 */
const zodWords = {
  invalidType: words('zod.invalidType', 'Invalid input: expected {expected}, received {received}'),
  tooBig: words(
    'zod.tooBig',
    '{origin, select, string {Too big: expected string to have {relation, select, exactly {exactly } inclusive {<=} other {<}}{limit} characters} array {Too big: expected array to have {relation, select, exactly {exactly } inclusive {<=} other {<}}{limit} items} set {Too big: expected set to have {relation, select, exactly {exactly } inclusive {<=} other {<}}{limit} items} other {Too big: expected {origin} to be {relation, select, exactly {exactly } inclusive {<=} other {<}}{limit}}}',
  ),
  tooSmall: words(
    'zod.tooSmall',
    '{origin, select, string {Too small: expected string to have {relation, select, exactly {exactly } inclusive {>=} other {>}}{limit} characters} array {Too small: expected array to have {relation, select, exactly {exactly } inclusive {>=} other {>}}{limit} items} set {Too small: expected set to have {relation, select, exactly {exactly } inclusive {>=} other {>}}{limit} items} other {Too small: expected {origin} to be {relation, select, exactly {exactly } inclusive {>=} other {>}}{limit}}}',
  ),
  invalidFormat: words(
    'zod.invalidFormat',
    '{format, select, email {Invalid email address} url {Invalid URL} uuid {Invalid UUID} date {Invalid ISO date} datetime {Invalid ISO datetime} time {Invalid ISO time} other {Invalid {format}}}',
  ),
};
const sizedOrigins = new Set(['string', 'array', 'set', 'number', 'bigint', 'date']);
const namedFormats = new Set(['email', 'url', 'uuid', 'date', 'datetime', 'time']);

/** The type zod names for a value received (its `parsedType`, for the common cases). */
function receivedType(input: unknown): string | undefined {
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'object') return Object.getPrototypeOf(input) === Object.prototype ? 'object' : undefined;
  return typeof input;
}

function relation(problem: { exact?: boolean; inclusive?: boolean }): string {
  return problem.exact ? 'exactly' : problem.inclusive ? 'inclusive' : 'exclusive';
}

z.config({
  customError: (problem) => {
    switch (problem.code) {
      case 'invalid_type': {
        const received = receivedType(problem.input);
        if (received === undefined || problem.expected === 'nan') return undefined;
        return say(zodWords.invalidType, { expected: problem.expected, received });
      }
      case 'too_big':
        if (!sizedOrigins.has(problem.origin)) return undefined;
        return say(zodWords.tooBig, {
          origin: problem.origin,
          relation: relation(problem),
          limit: String(problem.maximum),
        });
      case 'too_small':
        if (!sizedOrigins.has(problem.origin)) return undefined;
        return say(zodWords.tooSmall, {
          origin: problem.origin,
          relation: relation(problem),
          limit: String(problem.minimum),
        });
      case 'invalid_format':
        return namedFormats.has(problem.format) ? say(zodWords.invalidFormat, { format: problem.format }) : undefined;
      default:
        return undefined;
    }
  },
});
