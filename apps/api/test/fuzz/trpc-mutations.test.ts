/**
 * Every tRPC mutation receives generated, malformed and hostile input (world.ts says what and what each
 * answer must be), and batches of queries and mutations as the web app sends them. The REST paths and
 * the queries run beside it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminSession,
  afterTheRun,
  batchArb,
  checkOutcome,
  encode,
  fuzzProcedures,
  fuzzing,
  runsFor,
  seedFor,
  send,
  tokenFor,
  useFuzzWorld,
} from './world';

useFuzzWorld();

const mutations = fuzzProcedures('mutation');

describe('fuzzing batched tRPC calls', () => {
  it('answers batches of queries and mutations with hostile inputs call by call', async () => {
    fuzzing('trpc batch');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          batchArb('query').map((calls) => ({ type: 'query' as const, calls })),
          batchArb('mutation').map((calls) => ({ type: 'mutation' as const, calls })),
        ),
        async ({ type, calls }) => {
          const paths = calls.map(([path]) => path).join(',');
          const inputs = JSON.stringify(Object.fromEntries(calls.map(([, input], i) => [i, input])));
          const token = calls.some(([path]) => path === 'auth.logout') ? await tokenFor('auth.logout') : adminSession();
          const { where, response } =
            type === 'query'
              ? await send('GET', `/trpc/${paths}?batch=1&input=${encode(inputs)}`, undefined, token)
              : await send('POST', `/trpc/${paths}?batch=1`, inputs, token);
          expect(response.headers.get('content-type'), `${where}: an answer that is not JSON`).toMatch(
            /application\/json/,
          );
          const answers: any[] = Array.isArray(response.body) ? response.body : [response.body];
          for (const answer of answers) {
            if (answer?.result) continue;
            expect(
              typeof answer?.error?.message,
              `${where}: a call answered neither a result nor an error: ${JSON.stringify(answer)}`,
            ).toBe('string');
            expect(
              answer.error.data?.httpStatus,
              `${where}: a call answered 500: ${JSON.stringify(answer)}`,
            ).toBeLessThan(500);
          }
          const firstError = answers.find((answer) => answer?.error)?.error?.message;
          await checkOutcome(where, response.status, response.status >= 400 ? firstError : undefined);
        },
      ),
      { seed: seedFor('trpc batch'), numRuns: runsFor('batch') },
    );
  });
});

afterTheRun({ procedures: mutations });
