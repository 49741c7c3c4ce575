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
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
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
  trustProxy: boolean;
  webDist: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    webDist: e.WEB_DIST,
  };
}
