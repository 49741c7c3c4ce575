/**
 * Every REST path of the path table receives generated, malformed and hostile input (world.ts says
 * what and what each answer must be). The tRPC half runs beside it in trpc-queries.test.ts and
 * trpc-mutations.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/paths';
import { afterTheRun, checkOutcome, fuzzing, restCaseArb, runsFor, seedFor, sendRest, useFuzzWorld } from './world';

useFuzzWorld();

describe('fuzzing every REST path', () => {
  for (const route of restRoutes) {
    const name = `${route.method} /api${route.path}`;
    it(`${name} answers hostile input with a clean 4xx or success`, async () => {
      fuzzing(name);
      await fc.assert(
        fc.asyncProperty(restCaseArb(route), async (c) => {
          const { where, response } = await sendRest(route, c);
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), `${where}: an error that is not JSON`).toMatch(
              /application\/json/,
            );
          }
          await checkOutcome(where, response.status, response.body?.error);
        }),
        { seed: seedFor(name), numRuns: runsFor('rest') },
      );
    });
  }
});

afterTheRun({ rest: restRoutes.length });
