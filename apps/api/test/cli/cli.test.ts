/**
 * The typed client (`@lug/api/client`) and every `lug` command that talks to a server, against a
 * real server on a real port. The commands run in-process (`runLug` with its own environment and
 * streams: a `tsx` process costs seconds on a busy machine, docs/decisions/0037-fast-feedback.md);
 * one test runs `src/cli.ts` as its own process, as a user does.
 */
import { spawn } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLugClient, httpStatusOf } from '../../src/client';
import { runLug } from '../../src/cli/program';
import { createHarness, type Harness } from '../support/harness';
import { createClub, joinClub, type Club } from '../support/factories-members';
import { createActivity, createParticipationRole, recordParticipation } from '../support/factories-catalogue';

const apiRoot = resolve(import.meta.dirname, '../..');

let h: Harness;
let server: ServerType;
let baseUrl: string;
let club: Club;
/** Holds one config home per test: what one test's `lug login` stores, no other test sees. */
let configRoot: string;
let configHome: string;
/** The club administrator's API token, for the commands of tests that do not test signing in. */
let signedIn: Record<string, string>;

beforeAll(async () => {
  h = await createHarness();
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((done) => server.once('listening', () => done()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  club = await createClub(h, 'CLI LUG');
  const member = await joinClub(h, club, { first_name: 'Casey', last_name: 'Clutch' });
  const activity = await createActivity(h, club.token, club.organization.id, {
    title: 'Club night',
    start_date: '2026-02-10',
    end_date: '2026-02-10',
    start_time: '19:00',
    end_time: '22:00',
    location: 'Library',
  });
  await createActivity(h, club.token, club.organization.id, { title: 'Last year', start_date: '2025-02-10', end_date: '2025-02-10' });
  const role = await createParticipationRole(h, club.token, club.organization.id, { name: 'Builder', points: 9 });
  await recordParticipation(h, { organizationId: club.organization.id, activityId: activity.id, userId: member.user.id, roleId: role.id, date: null, points: 9 });
  signedIn = await signedInAs(club);
  configRoot = await mkdtemp(join(tmpdir(), 'lug-cli-'));
});
beforeEach(async () => {
  configHome = await mkdtemp(join(configRoot, 'home-'));
});
afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  await h?.close();
  if (configRoot) await rm(configRoot, { recursive: true, force: true });
});

/** LUG_URL and LUG_TOKEN (an API token of the club's administrator): signed in without `lug login`. */
async function signedInAs(owner: Club): Promise<Record<string, string>> {
  const created = await h.api('POST', '/api/tokens', { token: owner.token, body: { name: 'CLI tests', scope: 'read_write' } });
  if (created.status !== 201) throw new Error(`token create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { LUG_URL: baseUrl, LUG_TOKEN: created.body.token as string };
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function lugEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, XDG_CONFIG_HOME: configHome, LOG_LEVEL: 'silent' };
  delete env.LUG_URL;
  delete env.LUG_TOKEN;
  return Object.assign(env, extra);
}

/** Collects what is written to it. */
function capture(): { stream: Writable; text(): string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Runs `lug ...args` in this process with its own environment and streams; `input` is typed on its standard input. */
async function lug(args: string[], options: { input?: string; env?: Record<string, string | undefined> } = {}): Promise<Run> {
  const stdout = capture();
  const stderr = capture();
  const code = await runLug(args, { env: lugEnv(options.env), stdin: Readable.from([options.input ?? '']), stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Runs `lug ...args` as its own process, as a user does. */
function lugProcess(args: string[], options: { input?: string; env?: Record<string, string | undefined> } = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: apiRoot, env: lugEnv(options.env) as NodeJS.ProcessEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

describe('the typed client', () => {
  it('calls procedures with a token, typed by the AppRouter, and reports the HTTP status of failures', async () => {
    const signedIn = await createLugClient({ baseUrl }).auth.login.mutate({ email: club.user.email, password: 'correct horse battery' });
    if (!('token' in signedIn)) throw new Error('expected a signed-in answer');
    const lug = createLugClient({ baseUrl: `${baseUrl}/`, token: signedIn.token });
    const created = await lug.apiTokens.create.mutate({ name: 'Typed client', scope: 'read' });
    const readOnly = createLugClient({ baseUrl, token: created.token });
    const activities = await readOnly.activities.list.query({ organization_id: club.organization.id, year: 2026 });
    expect(activities.map((a) => a.title)).toEqual(['Club night']);
    const failure = await readOnly.categories.create
      .mutate({ organization_id: club.organization.id, name: 'Nope' })
      .catch((error: unknown) => error);
    expect(httpStatusOf(failure)).toBe(403);
    expect(httpStatusOf(await createLugClient({ baseUrl }).auth.me.query().catch((e: unknown) => e))).toBe(401);
  });
});

describe('the lug command', () => {
  // The one run as a real process: the entry point reads the process's arguments, environment and
  // standard input, writes its streams and exits with the command's code.
  it('runs as its own process: signs in from standard input, then exits 3 once signed out', { timeout: 120_000 }, async () => {
    const login = await lugProcess(['login', '--url', baseUrl], { input: `${club.user.email}\ncorrect horse battery\n` });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Signed in to ${baseUrl} as ${club.user.email}`);
    const whoami = await lugProcess(['whoami']);
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(whoami.stdout).toContain(club.user.email);
    expect((await lugProcess(['logout'])).code).toBe(0);
    const signedOut = await lugProcess(['whoami']);
    expect(signedOut.code).toBe(3);
    expect(signedOut.stderr).toContain('Not signed in. Run `lug login` first (or set LUG_TOKEN).');
  });

  it('offers --help on every command', async () => {
    const commands = [[], ['login'], ['logout'], ['whoami'], ['members', 'export'], ['members', 'import'], ['report', 'member-stats'], ['activities', 'list'], ['members', 'list']];
    const runs: Run[] = [];
    for (const command of commands) runs.push(await lug([...command, '--help']));
    runs.forEach((run, i) => {
      expect(run.code, commands[i]!.join(' ')).toBe(0);
      expect(run.stdout).toMatch(/^Usage: lug/);
    });
    expect(runs[4]!.stdout).toContain('--org <id>');
  });

  it('says so with exit code 3 when nobody is signed in', async () => {
    const run = await lug(['whoami']);
    expect(run).toMatchObject({ code: 3 });
    expect(run.stderr).toContain('Not signed in. Run `lug login` first (or set LUG_TOKEN).');
    const bogus = await lug(['activities', 'list', '--org', '1', '--year', '2026'], { env: { LUG_TOKEN: `lug_pat_${'a'.repeat(32)}`, LUG_URL: baseUrl } });
    expect(bogus.code).toBe(3);
  });

  it('`lug login` asks for email and password, keeps an API token in a private config file, and refuses a wrong password', async () => {
    const wrong = await lug(['login', '--url', baseUrl], { input: `${club.user.email}\nnot the password\n` });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/lug: .+/);

    const run = await lug(['login', '--url', baseUrl], { input: `${club.user.email}\ncorrect horse battery\n` });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Signed in to ${baseUrl} as ${club.user.email}`);
    const path = join(configHome, 'lug', 'config.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const config = JSON.parse(await readFile(path, 'utf8'));
    expect(config).toMatchObject({ url: baseUrl, email: club.user.email });
    expect(config.token).toMatch(/^lug_pat_/);
    const tokens = await h.deps.db.selectFrom('api_tokens').select(['name', 'scope']).where('user_id', '=', club.user.id).execute();
    expect(tokens).toEqual(expect.arrayContaining([{ name: expect.stringMatching(/^lug CLI on /), scope: 'read_write' }]));

    const whoami = await lug(['whoami']);
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain(club.user.email);
    expect(whoami.stdout).toMatch(new RegExp(`${club.organization.id}\\s+CLI LUG`));
  });

  it('`lug members export` writes CSV to standard output and `lug members import` adds a file of members', async () => {
    const club = await createClub(h, 'Import LUG');
    const signedIn = await signedInAs(club);
    const exported = await lug(['members', 'export', '--org', String(club.organization.id)], { env: signedIn });
    expect(exported.code, exported.stderr).toBe(0);
    const rows = parse(exported.stdout, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => r.email)).toContain(club.user.email);

    const file = join(configHome, 'new-members.csv');
    await writeFile(file, 'email,first_name,last_name\nnew.one@example.org,New,One\nnot-an-email,Bad,Row\n');
    const dryRun = await lug(['members', 'import', '--org', String(club.organization.id), file, '--dry-run'], { env: signedIn });
    expect(dryRun.stdout).toContain('Would create 1');
    expect(await h.deps.db.selectFrom('users').select('id').where('email', '=', 'new.one@example.org').executeTakeFirst()).toBeUndefined();

    const imported = await lug(['members', 'import', '--org', String(club.organization.id), file], { env: signedIn });
    // One row failed: the rest is imported, and the exit code says something needs a look.
    expect(imported.code).toBe(2);
    expect(imported.stdout).toContain('Created 1');
    expect(imported.stdout).toContain('new.one@example.org');
    const members = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: club.token });
    expect(members.body.map((m: { email: string }) => m.email)).toContain('new.one@example.org');

    const missing = await lug(['members', 'import', '--org', String(club.organization.id), join(configHome, 'nope.csv')], { env: signedIn });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read');
  });

  it('`lug members list` pages through every member (200 a call), or those matching --search and --role', async () => {
    const club = await createClub(h, 'Big LUG');
    const signedIn = await signedInAs(club);
    const org = club.organization.id;
    // 250 more members, straight into the database: more than one page of 200.
    const users = await h.deps.db
      .insertInto('users')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          email: `bulk${i}.cli@example.org`,
          password_hash: null,
          first_name: 'Bulk',
          last_name: `Member${String(i).padStart(3, '0')}`,
          display_name: null,
        })),
      )
      .returning('id')
      .execute();
    await h.deps.db.insertInto('memberships').values(users.map((u) => ({ organization_id: org, user_id: u.id, member_since: '2026-01-01' }))).execute();
    await h.deps.db
      .insertInto('role_assignments')
      .values(users.map((u) => ({ organization_id: org, user_id: u.id, role_id: club.roles.member })))
      .execute();
    const total = Number(
      (await h.deps.db.selectFrom('memberships').select((eb) => eb.fn.countAll().as('n')).where('organization_id', '=', org).executeTakeFirstOrThrow()).n,
    );

    const [all, csvRun, search, byRole, tooLong] = await Promise.all([
      lug(['members', 'list', '--org', String(org)], { env: signedIn }),
      lug(['members', 'list', '--org', String(org), '--csv'], { env: signedIn }),
      lug(['members', 'list', '--org', String(org), '--search', 'member24'], { env: signedIn }),
      lug(['members', 'list', '--org', String(org), '--role', String(club.roles.administrator), '--csv'], { env: signedIn }),
      lug(['members', 'list', '--org', String(org), '--search', 'x'.repeat(101)], { env: signedIn }),
    ]);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/ID\s+Name\s+Email\s+Role\s+Status\s+Last login/);
    expect(all.stdout).toContain(`${total} members.`);
    const rows = parse(csvRun.stdout, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(['bulk0.cli@example.org', 'bulk249.cli@example.org', club.user.email]));
    expect(search.stdout).toContain('Bulk Member249');
    expect(search.stdout).toContain('10 members.');
    expect((parse(byRole.stdout, { columns: true, bom: true }) as Array<Record<string, string>>).map((r) => r.email)).toEqual([club.user.email]);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toContain('--search: q must be 100 characters or less');
  });

  it('`lug report member-stats` prints a table or CSV, and `lug activities list` the year’s activities', async () => {
    const org = String(club.organization.id);
    const [table, csvRun, activities] = await Promise.all([
      lug(['report', 'member-stats', '--org', org, '--year', '2026'], { env: signedIn }),
      lug(['report', 'member-stats', '--org', org, '--year', '2026', '--csv'], { env: signedIn }),
      lug(['activities', 'list', '--org', org, '--year', '2026'], { env: signedIn }),
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/Member\s+Activities\s+Points/);
    expect(table.stdout).toMatch(/Casey Clutch\s+1\s+9/);
    const stats = parse(csvRun.stdout, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(stats).toContainEqual(expect.objectContaining({ memberName: 'Casey Clutch', totalActivities: '1', totalPoints: '9' }));
    expect(activities.code).toBe(0);
    expect(activities.stdout).toMatch(/2026-02-10\s+2026-02-10\s+19:00-22:00\s+Club night/);
    expect(activities.stdout).not.toContain('Last year');
  });

  it('writes CSV that spreadsheet programs open safely: formulas neutralised, a byte order mark, line breaks quoted', async () => {
    const club = await createClub(h, 'Spreadsheet LUG');
    const signedIn = await signedInAs(club);
    const org = String(club.organization.id);
    await createActivity(h, club.token, club.organization.id, {
      title: '=HYPERLINK("https://evil.example","Click me")',
      start_date: '2027-03-01',
      end_date: '2027-03-01',
      location: 'Hall\nRoom 2',
    });
    const sneaky = await joinClub(h, club, { first_name: '@SUM(1+1)', last_name: '-Minus' });
    const [activities, members] = await Promise.all([
      lug(['activities', 'list', '--org', org, '--year', '2027', '--csv'], { env: signedIn }),
      lug(['members', 'list', '--org', org, '--search', 'Minus', '--csv'], { env: signedIn }),
    ]);
    for (const run of [activities, members]) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.startsWith('\uFEFF')).toBe(true);
      expect(run.stdout).toMatch(/\r\n$/);
    }
    const [activity] = parse(activities.stdout, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(activity!.title).toBe(`'=HYPERLINK("https://evil.example","Click me")`);
    expect(activity!.location).toBe('Hall\nRoom 2');
    expect(activities.stdout).toContain('"Hall\nRoom 2"');
    const [member] = parse(members.stdout, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(member).toMatchObject({ id: String(sneaky.user.id), first_name: "'@SUM(1+1)", last_name: "'-Minus" });
  });

  it('exits 2 on bad usage and 1 with the server’s message when the server refuses', async () => {
    const [badOrg, noYear, badYear, stranger] = await Promise.all([
      lug(['activities', 'list', '--org', 'abc', '--year', '2026'], { env: signedIn }),
      lug(['report', 'member-stats', '--org', '1'], { env: signedIn }),
      lug(['report', 'member-stats', '--org', '1', '--year', '12'], { env: signedIn }),
      lug(['activities', 'list', '--org', '999999', '--year', '2026'], { env: signedIn }),
    ]);
    expect(badOrg.code).toBe(2);
    expect(noYear.code).toBe(2);
    expect(noYear.stderr).toContain("required option '--year <year>' not specified");
    expect(badYear.code).toBe(2);
    expect(badYear.stderr).toContain('--year: year must be between 1900 and 9999');
    expect(badOrg.stderr).toContain('--org: Must be a number');
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('lug: You are not a member of this organization');
    const unreachable = await lug(['whoami'], { env: { LUG_URL: 'http://127.0.0.1:1', LUG_TOKEN: `lug_pat_${'a'.repeat(32)}` } });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('Cannot reach the LUG server');
  });

  it('`lug logout` revokes the stored token and forgets it', async () => {
    const login = await lug(['login', '--url', baseUrl], { input: `${club.user.email}\ncorrect horse battery\n` });
    expect(login.code, login.stderr).toBe(0);
    const config = JSON.parse(await readFile(join(configHome, 'lug', 'config.json'), 'utf8'));
    const run = await lug(['logout']);
    expect(run.code, run.stderr).toBe(0);
    expect((await h.api('GET', '/api/auth/me', { token: config.token })).status).toBe(401);
    expect((await lug(['whoami'])).code).toBe(3);
  });
});
