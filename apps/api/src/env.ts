/**
 * The server's configuration, read and validated once. Nothing else reads process.env.
 * Every setting has a default that runs: no DATABASE_URL means the embedded PGlite under DATA_DIR.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const durationUnits = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A duration as `90m`, `12h` or `7d`: read as milliseconds. */
function duration(name: string, fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => (v === '' ? fallback : v))
    .pipe(z.string().regex(/^[1-9]\d{0,5}[mhd]$/, `${name} must be a duration such as 30m, 12h or 7d`))
    .transform((v) => Number(v.slice(0, -1)) * durationUnits[v.slice(-1) as keyof typeof durationUnits]);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional()),
  DATABASE_URL: optional,
  DATA_DIR: optional,
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optional,
  EMAIL_FROM: optional,
  BETA_INBOX: optional,
  /** The outbox's first retry delay; it doubles per failed try (tests shorten it). */
  OUTBOX_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For: `1` (or `true`)
   * means the client is the rightmost entry; `0` (or `false`) ignores the header.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v) => (v === 'true' ? '1' : v === 'false' || v === '' ? '0' : v))
    .pipe(z.string().regex(/^\d{1,2}$/, 'TRUST_PROXY must be a number of proxy hops (0-10), true or false'))
    .transform(Number)
    .pipe(z.number().max(10, 'TRUST_PROXY must be a number of proxy hops (0-10), true or false')),
  /** A session ends after this long without a request (decision 0020). */
  SESSION_IDLE_TIMEOUT: duration('SESSION_IDLE_TIMEOUT', '1h'),
  /** A session ends this long after sign-in, however much it is used. */
  SESSION_MAX_LIFETIME: duration('SESSION_MAX_LIFETIME', '24h'),
  WEB_DIST: optional,
});

export interface Config {
  port: number;
  host: string | undefined;
  publicUrl: string;
  /** True when the public URL is https: cookies get Secure. */
  secureCookies: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  email: {
    resendApiKey: string | undefined;
    resendBaseUrl: string | undefined;
    from: string;
    betaInbox: string | undefined;
    /** Delay before the first retry of a failed delivery; doubled per further failure (at most 1 h). */
    outboxBackoffBaseMs: number;
  };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0: none, trust no header). */
  trustProxy: number;
  /** Session lifetimes: ended after `idleMs` without a request, and `absoluteMs` after sign-in. */
  session: { idleMs: number; absoluteMs: number };
  webDist: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Refuses the test-only cheap password hashing outside a test run (docs/decisions/0037-fast-feedback.md).
  cheapTestHashing(env);
  if (e.SESSION_IDLE_TIMEOUT > e.SESSION_MAX_LIFETIME) {
    throw new Error('Invalid configuration:\n  SESSION_IDLE_TIMEOUT: must not be longer than SESSION_MAX_LIFETIME');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(e.DATA_DIR ?? './data') },
    email: {
      resendApiKey: e.RESEND_API_KEY,
      resendBaseUrl: e.RESEND_BASE_URL,
      from: e.EMAIL_FROM ?? 'LUG Platform <no-reply@lug-platform.local>',
      betaInbox: e.BETA_INBOX,
      outboxBackoffBaseMs: e.OUTBOX_BACKOFF_BASE_MS,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    session: { idleMs: e.SESSION_IDLE_TIMEOUT, absoluteMs: e.SESSION_MAX_LIFETIME },
    webDist: e.WEB_DIST,
  };
}

/**
 * Test runs only (docs/decisions/0037-fast-feedback.md): `LUG_TEST_PASSWORD_HASHING=cheap` together
 * with `NODE_ENV=test` makes auth/passwords.ts hash at argon2's smallest cost, so the thousands of
 * sign-ups in the suites take a millisecond each instead of 30-100 ms. Anywhere else the variable is
 * refused, never ignored: `loadConfig` throws at start-up, so a production server cannot pick it up
 * by accident, and so does every hash.
 */
export const testHashingVariable = 'LUG_TEST_PASSWORD_HASHING';

export function cheapTestHashing(env: NodeJS.ProcessEnv = process.env): boolean {
  const asked = env[testHashingVariable];
  if (asked === undefined || asked === '') return false;
  if (asked !== 'cheap' || env.NODE_ENV !== 'test') {
    throw new Error(`Invalid configuration:\n  ${testHashingVariable}: for test runs only (the value "cheap" with NODE_ENV=test); unset it`);
  }
  return true;
}
