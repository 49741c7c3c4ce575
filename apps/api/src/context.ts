import type { DB, UserRow } from '@lug/db';
import type { Config } from './env';
import type { Logger } from './logger';
import type { Session } from './auth/sessions';
import type { ApiTokenScope } from '@lug/domain/api-tokens';
import type { MembershipHint } from './services/authorization';

/** What every request shares: the database, configuration, logging and the clock. */
export interface AppDeps {
  db: DB;
  config: Config;
  logger: Logger;
  now: () => Date;
}

export interface Auth {
  user: UserRow;
  /** The session behind the request; null when a personal API token authenticated it. */
  session: Session | null;
  /**
   * How the request proved who it is: the browser's cookie, a session token as bearer, or a
   * personal API token (`lug_pat_…`) as bearer.
   */
  via: 'cookie' | 'bearer' | 'token';
  /** Sessions may do everything the user may; a read-only API token only reads. */
  scope: ApiTokenScope;
  /** The personal API token in use (via 'token'), else null. */
  apiTokenId: number | null;
  /**
   * The caller's membership of the organisation the request visibly names, read with the session
   * (`auth/organization-hint.ts`); the scope resolver (`trpc/scope.ts`) uses it when the parsed input names the same one.
   */
  membership?: MembershipHint | undefined;
}

/** One request's context, built by the tRPC and the REST adapter alike. */
export interface RequestContext extends AppDeps {
  auth: Auth | null;
  ip: string;
  userAgent: string | null;
  /** Headers the adapter adds to its response (Set-Cookie). */
  responseHeaders: Headers;
}
