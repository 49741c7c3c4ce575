/**
 * What the browser runs in place of `@lug/domain/words` (the `serverWordsStandIn` plugin in
 * vite.config.ts, decision 0033). A few shared zod schemas the screens use carry the server's
 * words as their messages; on the server they are Lingui messages compiled at run time, and the
 * compiler (~7 KB gzip) would join every page that imports a schema. Here a message says its
 * English with its `{name}` values filled in: the screens show their own words (Lingui macros,
 * decision 0027) and the server's only as the server wrote them. Plurals are not said here.
 */
import type {
  FixedSpec,
  issue as serverIssue,
  messages as serverMessages,
  Said,
  say as serverSay,
  ValuesSpec,
  WordValues,
  Words,
  words as serverWords,
  withFixedValues as serverWithFixedValues,
  withValues as serverWithValues,
} from '@lug/domain/words';

export const serverLocale = 'en';

/* @__NO_SIDE_EFFECTS__ */
export const words: typeof serverWords = (id, message) => ({ id, message });

export const say: typeof serverSay = (message: Words, values?: WordValues) =>
  message.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );

/* @__NO_SIDE_EFFECTS__ */
export const withValues: typeof serverWithValues = (message, values) => ({ message, values });

/* @__NO_SIDE_EFFECTS__ */
export const withFixedValues: typeof serverWithFixedValues = (message, fixed) => ({ message, fixed });

/* @__NO_SIDE_EFFECTS__ */
export const messages: typeof serverMessages = <Spec extends Record<string, string | FixedSpec | ValuesSpec<never[]>>>(
  prefix: string,
  spec: Spec,
): Said<Spec> => {
  const said: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') {
      Object.defineProperty(said, key, { enumerable: true, get: () => say({ id, message: value }) });
    } else if ('fixed' in value) {
      Object.defineProperty(said, key, {
        enumerable: true,
        get: () => say({ id, message: value.message }, value.fixed),
      });
    } else {
      const values = value.values as (...args: unknown[]) => WordValues;
      said[key] = (...args: unknown[]) => say({ id, message: value.message }, values(...args));
    }
  }
  return Object.freeze(said) as Said<Spec>;
};

/* @__NO_SIDE_EFFECTS__ */
export const issue: typeof serverIssue = (id, message, fixed) => ({ error: () => say({ id, message }, fixed) });
