/**
 * Race tests run where requests can overlap (docs/decisions/0037-fast-feedback.md). On PostgreSQL
 * each harness holds a pool of connections, so two requests' transactions interleave and a missing
 * lock shows. PGlite has one connection and runs transactions one after another: a race there passes
 * by construction, so it does not pretend. Such a test is skipped on PGlite with the reason, and runs
 * in the api-postgres project, which CI cannot leave out (vitest.config.ts).
 *
 *   itRaces('gives the last seat to one of several members answering at once', async () => { … });
 */
import { it, type TestContext } from 'vitest';
import { testDatabaseKind } from '@lug/db/testing';

export const racesHere = testDatabaseKind() === 'postgres';
export const noRaceOnPglite =
  'PGlite runs one transaction at a time, so nothing races: this test runs on PostgreSQL (api-postgres)';

/** A test of writers racing each other: on PostgreSQL only, its name says so. */
export function itRaces(name: string, fn: (context: TestContext) => Promise<void>, timeout?: number): void {
  it(
    `${name} [races on PostgreSQL only]`,
    async (context) => {
      if (!racesHere) {
        context.skip(noRaceOnPglite);
        return;
      }
      await fn(context);
    },
    timeout,
  );
}
