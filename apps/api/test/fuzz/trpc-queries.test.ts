/**
 * Every tRPC query receives generated, malformed and hostile input (world.ts says what and what each
 * answer must be). The REST paths and the mutations run beside it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterTheRun,
  checkOutcome,
  fuzzing,
  procedures,
  runsFor,
  seedFor,
  sendTrpc,
  trpcCaseArb,
  useFuzzWorld,
} from './world';

useFuzzWorld();

const queries = Object.entries(procedures).filter(([, p]) => p._def.type === 'query');

describe('fuzzing every tRPC query', () => {
  for (const [path, procedure] of queries) {
    const def = procedure._def;
    it(`${def.type} ${path} answers hostile input with a clean error or success`, async () => {
      fuzzing(`trpc ${path}`);
      await fc.assert(
        fc.asyncProperty(trpcCaseArb(path, def), async (c) => {
          const { where, response } = await sendTrpc(path, def, c);
          if (response.status >= 400) {
            const error = response.body?.error;
            expect(response.headers.get('content-type'), `${where}: an error that is not JSON`).toMatch(
              /application\/json/,
            );
            expect(error?.data?.httpStatus, `${where}: not tRPC's error shape: ${JSON.stringify(response.body)}`).toBe(
              response.status,
            );
            expect(typeof error?.data?.code, `${where}: not tRPC's error shape`).toBe('string');
          }
          await checkOutcome(where, response.status, response.body?.error?.message);
        }),
        { seed: seedFor(path), numRuns: runsFor('trpc') },
      );
    });
  }
});

afterTheRun({ procedures: queries.length });
