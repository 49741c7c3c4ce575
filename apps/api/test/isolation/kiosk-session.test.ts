/**
 * A kiosk session reaches its activity's check-in and nothing else (issue 28,
 * docs/decisions/0047-kiosk-sessions.md), generated from the router and the REST path table like the
 * isolation matrix: every procedure, over tRPC and over each REST path that serves it, called with a
 * kiosk session's token and the classified input (classification.ts). Those outside
 * `kioskProcedures` answer 403 `KIOSK_SESSION` (or 401); those inside answer 403 when aimed at
 * another activity. A procedure added later is refused unless it is named there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedurePaths } from '../../src/rest/route-shape';
import { kioskProcedures } from '../../src/trpc/init';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { seedOrganization, transportsOfProcedure } from './calls';
import { procedureSpecs, type Target } from './classification';

let h: Harness;
let target: Target;
let kioskToken: string;
let kioskActivity: number;

beforeAll(async () => {
  h = await createHarness();
  const owner = await signUpWithOrganization(h, 'Kiosk matrix LUG');
  target = await seedOrganization(h, owner, 'KioskMark');
  // The kiosk stands at another activity of the same group, which has not ended.
  const today = h.clock.now.toISOString().slice(0, 10);
  const activity = await h.api('POST', '/api/activities', {
    token: owner.token,
    body: { organization_id: target.org, title: 'Show day', start_date: today, end_date: today },
  });
  expect(activity.status).toBe(201);
  kioskActivity = activity.body.id;
  const login = await h.api('POST', '/api/auth/login', { body: { email: owner.user.email, password: owner.password } });
  const opened = await h.api('POST', `/api/activities/${kioskActivity}/kiosk`, { token: login.body.token });
  expect(opened.status).toBe(200);
  kioskToken = opened.body.token;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a kiosk session', { timeout: 180_000 }, () => {
  it('is refused by every procedure and REST path but its few, and by those for another activity', async () => {
    const failures: string[] = [];
    const paths = procedurePaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const spec = procedureSpecs[path];
      // The feed's path needs its `.ics` to reach the procedure at all.
      const input = path === 'calendar.personalFeed' ? { secret: 'abc.ics' } : spec?.input?.(target);
      for (const transport of transportsOfProcedure(h.api, path)) {
        const answer = await transport.send(input, kioskToken);
        const body = answer.body as { code?: string; error?: { data?: { errorCode?: string } } } | undefined;
        const code = body?.code ?? body?.error?.data?.errorCode;
        // The two that name no activity: what the kiosk is, and closing it (a wrong password here).
        if (path === 'kiosk.current' || path === 'kiosk.close') {
          if (answer.status !== (path === 'kiosk.current' ? 200 : 400)) failures.push(`${transport.label}: ${answer.status}`);
          continue;
        }
        if (answer.status !== 403 || code !== 'KIOSK_SESSION') {
          failures.push(`${transport.label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The kiosk's own procedures were aimed at the seeded activity, not the kiosk's: refused too.
    expect([...kioskProcedures].filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('still checks members in to its own activity after all that', async () => {
    const roster = await h.api('GET', `/api/activities/${kioskActivity}/check-in/kiosk`, { token: kioskToken });
    expect(roster.status).toBe(200);
    expect((await h.api('GET', '/api/kiosk', { token: kioskToken })).body).toMatchObject({ activity: { id: kioskActivity } });
  });
});
