import type { DB, UserRow } from '@lug/db';
import type { Config } from './env';
import type { Logger } from './logger';
import type { Session } from './auth/sessions';

/** What every request shares: the database, configuration, logging and the clock. */
export interface AppDeps {
  db: DB;
  config: Config;
  logger: Logger;
  now: () => Date;
}

export interface Auth {
  user: UserRow;
  session: Session;
  /** How the request proved who it is: the browser's cookie or a script's bearer token. */
  via: 'cookie' | 'bearer';
}

/** One request's context, built by the tRPC and the REST adapter alike. */
export interface RequestContext extends AppDeps {
  auth: Auth | null;
  ip: string;
  userAgent: string | null;
  /** Headers the adapter adds to its response (Set-Cookie). */
  responseHeaders: Headers;
}
