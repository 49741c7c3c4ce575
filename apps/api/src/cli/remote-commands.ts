/**
 * The `lug` commands that talk to a running server through the typed client (`@lug/api/client`):
 *   lug login [--url URL] [--email E] [--token T]     lug logout     lug whoami
 *   lug members list --org ID [--search T] [--role ID] [--csv]
 *   lug members export --org ID > members.csv         lug members import --org ID file.csv
 *   lug report member-stats --org ID --year Y [--csv] lug activities list --org ID --year Y [--csv]
 *
 * Exit codes: 0 done; 1 the server refused or failed, or it could not be reached; 2 bad usage or
 * input; 3 not signed in (run `lug login`, or set LUG_TOKEN).
 */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { type Command } from 'commander';
import { z } from 'zod';
import { email as emailSchema, id } from '@lug/domain/common';
import { listActivitiesInput } from '@lug/domain/activities';
import { listMembersInput, membersPageSize, membershipStatusLabel, type Member } from '@lug/domain/members';
import { memberStatsInput } from '@lug/domain/reports';
import { decodeText, textKindOf } from '@lug/domain/wire';
import { createLugClient, httpStatusOf, TRPCClientError, type LugClient } from '../client';
import { writeCsvObjects } from '../csv';
import { cliWords } from './words';

export const exitCodes = { ok: 0, failed: 1, usage: 2, notSignedIn: 3 } as const;

/** An error the CLI reports as one line and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export interface CliIo {
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export const defaultServerUrl = 'http://localhost:3000';

interface StoredLogin {
  url: string;
  token: string;
  email?: string;
}

export function configPath(env: CliIo['env']): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(env.HOME?.trim() || homedir(), '.config');
  return join(base, 'lug', 'config.json');
}

async function readStoredLogin(env: CliIo['env']): Promise<StoredLogin | null> {
  try {
    const parsed = JSON.parse(await readFile(configPath(env), 'utf8')) as Partial<StoredLogin>;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string'
      ? { url: parsed.url, token: parsed.token, ...(parsed.email ? { email: parsed.email } : {}) }
      : null;
  } catch {
    return null;
  }
}

/** The config file holds a secret: the folder is 0700, the file 0600. */
async function writeStoredLogin(env: CliIo['env'], login: StoredLogin): Promise<string> {
  const path = configPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return path;
}

function normaliseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(cliWords.badUrl(defaultServerUrl), exitCodes.usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(cliWords.badUrl(defaultServerUrl), exitCodes.usage);
  }
  return url.toString().replace(/\/+$/, '');
}

/** LUG_URL / LUG_TOKEN win over the stored login. */
async function signIn(io: CliIo): Promise<{ baseUrl: string; token: string }> {
  const stored = await readStoredLogin(io.env);
  const token = io.env.LUG_TOKEN?.trim() || stored?.token;
  const url = io.env.LUG_URL?.trim() || stored?.url || defaultServerUrl;
  if (!token) {
    throw new CliError(cliWords.notSignedInRunLogin, exitCodes.notSignedIn);
  }
  return { baseUrl: normaliseUrl(url), token };
}

async function signedInClient(io: CliIo): Promise<LugClient> {
  return createLugClient(await signIn(io));
}

/**
 * Every row of a paged REST list (`GET /api/members`): the JSON array of each page, following the
 * `Link: <…>; rel="next"` header until there is none; `X-Total-Count` says how many to expect.
 */
async function restPages<Row>(io: CliIo, firstPath: string): Promise<Row[]> {
  const { baseUrl, token } = await signIn(io);
  const rows: Row[] = [];
  let next: string | null = `/api${firstPath}`;
  while (next) {
    let response: Response;
    try {
      response = await fetch(new URL(next, baseUrl), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new CliError(cliWords.unreachable(baseUrl, cause), exitCodes.failed);
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const message = (body as { error?: string } | null)?.error ?? cliWords.serverAnswered(response.status);
      if (response.status === 401) throw new CliError(cliWords.signInAgain(message), exitCodes.notSignedIn);
      throw new CliError(message, response.status === 400 ? exitCodes.usage : exitCodes.failed);
    }
    rows.push(...(body as Row[]));
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  }
  return rows;
}

/** Turns a failed call into the server's message and an exit code. */
export function toCliError(error: unknown, url?: string): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof z.ZodError) {
    return new CliError(error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '), exitCodes.usage);
  }
  if (error instanceof TRPCClientError) {
    const status = httpStatusOf(error);
    if (status === undefined) {
      const cause = (error.cause as { cause?: { code?: string } } | undefined)?.cause?.code;
      return new CliError(cliWords.unreachableBecause(url, cause, error.message), exitCodes.failed);
    }
    if (status === 401) {
      return new CliError(cliWords.signInAgain(error.message), exitCodes.notSignedIn);
    }
    if (status === 400) return new CliError(error.message, exitCodes.usage);
    return new CliError(error.message, exitCodes.failed);
  }
  return new CliError(error instanceof Error ? error.message : String(error), exitCodes.failed);
}

/**
 * Asks on the terminal. One interface reads every answer, line by line, so piped input works too
 * (`printf 'me@example.org\npassword\n' | lug login`); a hidden answer is not echoed on a terminal.
 */
function prompter(io: CliIo) {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) io.stderr.write(typeof chunk === 'string' ? chunk : chunk.toString());
      callback();
    },
  });
  const rl = createInterface({ input: io.stdin, output, terminal: Boolean(io.stdin.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, hidden = false): Promise<string> {
      io.stderr.write(question);
      muted = hidden && Boolean(io.stdin.isTTY);
      try {
        const next = await lines.next();
        return next.done ? '' : String(next.value).trim();
      } finally {
        if (muted) io.stderr.write('\n');
        muted = false;
      }
    },
    close: () => rl.close(),
  };
}

function table(rows: Array<Record<string, string | number | boolean | null>>, columns: Array<[key: string, label: string]>): string {
  const cells = rows.map((row) => columns.map(([key]) => String(row[key] ?? '')));
  const widths = columns.map(([, label], i) => Math.max(label.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns.map(([, label]) => label)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n') + '\n';
}

/** The CSV of `--csv`: the server's writer (spreadsheet-safe cells, a byte order mark, CRLF). */
function csv(rows: Array<Record<string, unknown>>, columns: string[]): string {
  return writeCsvObjects(rows, columns);
}

/** Option values checked by the procedure's own schema; a problem names the option (`--year: ...`). */
const optionNames: Record<string, string> = { organization_id: '--org', year: '--year', q: '--search', role_id: '--role' };
/**
 * Options are text: each is decoded by its field's type, from that type's one spelling only
 * (`--org 1`, never `--org 01`), as the REST adapter decodes a query string; the schema then checks.
 */
function parseOptions<S extends z.ZodType>(schema: S, values: Record<string, string | undefined>): z.output<S> {
  const fields = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { type?: unknown }> })
    .properties ?? {};
  const decoded = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, decodeText(value!, textKindOf(fields[field]))]),
  );
  const parsed = schema.safeParse(decoded);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  throw new CliError(`${optionNames[field] ?? field}: ${issue.message}`, exitCodes.usage);
}

export function addRemoteCommands(program: Command, io: CliIo) {
  const out = (text: string) => io.stdout.write(text);
  const orgOption = ['--org <id>', cliWords.orgOption] as const;
  const yearOption = ['--year <year>', cliWords.yearOption] as const;

  program
    .command('login')
    .description(cliWords.loginDescription)
    .option('--url <url>', cliWords.urlOption, defaultServerUrl)
    .option('--email <email>', cliWords.emailOption)
    .option('--token <token>', cliWords.tokenOption)
    .addHelpText('after', `\n${cliWords.loginHelp}`)
    .action(async (opts: { url: string; email?: string; token?: string }) => {
      const url = normaliseUrl(opts.url);
      try {
        if (opts.token) {
          const me = await createLugClient({ baseUrl: url, token: opts.token }).auth.me.query();
          const path = await writeStoredLogin(io.env, { url, token: opts.token, email: me.user.email });
          out(`${cliWords.signedInWithToken(url, me.user.email, path)}\n`);
          return;
        }
        const prompt = prompter(io);
        let signedIn: { user: { email: string }; token: string };
        try {
          const email = emailSchema.parse(opts.email ?? (await prompt.ask(cliWords.emailPrompt)));
          const password = await prompt.ask(cliWords.passwordPrompt, true);
          if (!password) throw new CliError(cliWords.passwordRequired, exitCodes.usage);
          const client = createLugClient({ baseUrl: url });
          const answer = await client.auth.login.mutate({ email, password });
          if ('two_factor_required' in answer) {
            // The second step: a code from the authenticator app, or one of the recovery codes.
            const code = (await prompt.ask(cliWords.twoFactorPrompt, true)).replace(/\s+/g, '');
            if (!code) throw new CliError(cliWords.twoFactorRequired, exitCodes.usage);
            signedIn = await client.auth.loginTwoFactor.mutate(
              /^\d+$/.test(code) ? { challenge: answer.challenge, code } : { challenge: answer.challenge, recovery_code: code },
            );
          } else {
            signedIn = answer;
          }
        } finally {
          prompt.close();
        }
        const session = createLugClient({ baseUrl: url, token: signedIn.token });
        const created = await session.apiTokens.create.mutate({ name: cliWords.tokenName(hostname()).slice(0, 100), scope: 'read_write' });
        await session.auth.logout.mutate();
        const path = await writeStoredLogin(io.env, { url, token: created.token, email: signedIn.user.email });
        out(`${cliWords.signedIn(url, signedIn.user.email, created.apiToken.name, path)}\n`);
      } catch (error) {
        // A refused sign-in is reported as the server words it.
        if (httpStatusOf(error) === 401) throw new CliError((error as Error).message, exitCodes.notSignedIn);
        throw toCliError(error, url);
      }
    });

  program
    .command('logout')
    .description(cliWords.logoutDescription)
    .action(async () => {
      const stored = await readStoredLogin(io.env);
      if (!stored) throw new CliError(cliWords.notSignedIn, exitCodes.notSignedIn);
      try {
        const client = createLugClient({ baseUrl: stored.url, token: stored.token });
        const current = (await client.apiTokens.list.query()).find((t) => t.current);
        if (current) await client.apiTokens.revoke.mutate({ id: current.id });
      } catch (error) {
        // An expired or revoked token needs no revoking; anything else is worth telling.
        const cliError = toCliError(error, stored.url);
        if (cliError.exitCode !== exitCodes.notSignedIn) io.stderr.write(`lug: ${cliWords.couldNotRevoke(cliError.message)}\n`);
      }
      await rm(configPath(io.env), { force: true });
      out(`${cliWords.signedOut(stored.url)}\n`);
    });

  program
    .command('whoami')
    .description(cliWords.whoamiDescription)
    .action(async () => {
      const client = await signedInClient(io);
      try {
        const me = await client.auth.me.query();
        out(`${me.user.first_name} ${me.user.last_name} <${me.user.email}>\n`);
        if (me.organizations.length > 0) {
          out(table(me.organizations.map((o) => ({ id: o.id, name: o.name })), [['id', cliWords.columnId], ['name', cliWords.columnOrganization]]));
        }
      } catch (error) {
        throw toCliError(error);
      }
    });

  const members = program.command('members').description(cliWords.membersDescription);
  members
    .command('list')
    .description(cliWords.membersListDescription)
    .requiredOption(...orgOption)
    .option('--search <text>', cliWords.searchOption)
    .option('--role <id>', cliWords.roleOption)
    .option('--csv', cliWords.csvOption)
    .action(async (opts: { org: string; search?: string; role?: string; csv?: boolean }) => {
      const input = parseOptions(listMembersInput, { organization_id: opts.org, q: opts.search, role_id: opts.role });
      try {
        // The documented list answers pages (a JSON array each, the total and the next page in
        // the headers): read them all, the largest page at a time.
        const query = new URLSearchParams({ organization_id: String(input.organization_id), limit: String(membersPageSize.max) });
        if (input.q) query.set('q', input.q);
        if (input.role_id !== undefined) query.set('role_id', String(input.role_id));
        const found = new Map<number, Member>();
        for (const member of await restPages<Member>(io, `/members?${query}`)) found.set(member.id, member);
        const rows = [...found.values()].map((m) => ({
          id: m.id,
          first_name: m.first_name,
          last_name: m.last_name,
          display_name: m.display_name ?? '',
          email: m.email ?? '',
          role: m.PermissionRoles.map((r) => r.name).join(', '),
          status: m.status,
          last_login: m.last_login ?? '',
        }));
        if (opts.csv) {
          out(csv(rows, ['id', 'first_name', 'last_name', 'display_name', 'email', 'role', 'status', 'last_login']));
        } else {
          out(
            table(
              rows.map((r) => ({
                id: r.id,
                name: `${r.first_name} ${r.last_name}`,
                email: r.email || cliWords.hiddenEmail,
                role: r.role || cliWords.noRole,
                status: membershipStatusLabel(r.status),
                last_login: r.last_login ? r.last_login.slice(0, 16).replace('T', ' ') : cliWords.neverSignedIn,
              })),
              [['id', cliWords.columnId], ['name', cliWords.columnName], ['email', cliWords.columnEmail], ['role', cliWords.columnRole], ['status', cliWords.columnStatus], ['last_login', cliWords.columnLastLogin]],
            ),
          );
          out(`${cliWords.memberCount(rows.length)}\n`);
        }
      } catch (error) {
        throw toCliError(error);
      }
    });
  members
    .command('export')
    .description(cliWords.membersExportDescription)
    .requiredOption(...orgOption)
    .action(async (opts: { org: string }) => {
      const input = parseOptions(z.object({ organization_id: id }), { organization_id: opts.org });
      const client = await signedInClient(io);
      try {
        out((await client.members.exportCsv.query(input)).csv);
      } catch (error) {
        throw toCliError(error);
      }
    });
  members
    .command('import')
    .description(cliWords.membersImportDescription)
    .requiredOption(...orgOption)
    .argument('<file>', cliWords.fileArgument)
    .option('--dry-run', cliWords.dryRunOption)
    .option('--no-welcome', cliWords.noWelcomeOption)
    .action(async (file: string, opts: { org: string; dryRun?: boolean; welcome: boolean }) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new CliError(cliWords.cannotRead(file, (error as Error).message), exitCodes.usage);
      }
      const { organization_id: organizationId } = parseOptions(z.object({ organization_id: id }), { organization_id: opts.org });
      const client = await signedInClient(io);
      try {
        const input = { organization_id: organizationId, csv: text, send_welcome: opts.welcome };
        const rows = opts.dryRun
          ? (await client.members.previewImport.mutate(input)).rows
          : (await client.members.importCsv.mutate(input)).rows;
        out(
          table(
            rows.map((r) => ({ line: r.line, email: r.email, action: r.action, messages: r.messages.join('; ') })),
            [['line', cliWords.columnLine], ['email', cliWords.columnEmail], ['action', opts.dryRun ? cliWords.columnWould : cliWords.columnDone], ['messages', cliWords.columnNotes]],
          ),
        );
        const count = (action: string) => rows.filter((r) => r.action === action).length;
        out(`${cliWords.importSummary(Boolean(opts.dryRun), count('create'), count('add'), count('skip'), count('error'))}\n`);
        if (count('error') > 0) throw new CliError(cliWords.importFailed(count('error')), exitCodes.usage);
      } catch (error) {
        throw toCliError(error);
      }
    });

  const report = program.command('report').description(cliWords.reportDescription);
  report
    .command('member-stats')
    .description(cliWords.memberStatsDescription)
    .requiredOption(...orgOption)
    .requiredOption(...yearOption)
    .option('--csv', cliWords.csvOption)
    .action(async (opts: { org: string; year: string; csv?: boolean }) => {
      const input = parseOptions(memberStatsInput, { organization_id: opts.org, year: opts.year });
      const client = await signedInClient(io);
      try {
        const rows = await client.reports.memberStats.query(input);
        if (opts.csv) {
          out(csv(rows, ['memberId', 'memberName', 'totalActivities', 'totalPoints']));
        } else {
          out(table(rows, [['memberId', cliWords.columnId], ['memberName', cliWords.columnMember], ['totalActivities', cliWords.columnActivities], ['totalPoints', cliWords.columnPoints]]));
        }
      } catch (error) {
        throw toCliError(error);
      }
    });

  const activities = program.command('activities').description(cliWords.activitiesDescription);
  activities
    .command('list')
    .description(cliWords.activitiesListDescription)
    .requiredOption(...orgOption)
    .requiredOption(...yearOption)
    .option('--csv', cliWords.csvOption)
    .action(async (opts: { org: string; year: string; csv?: boolean }) => {
      const input = parseOptions(listActivitiesInput, { organization_id: opts.org, year: opts.year });
      const client = await signedInClient(io);
      try {
        const rows = (await client.activities.list.query(input)).map((a) => ({
          id: a.id,
          start_date: a.start_date,
          end_date: a.end_date,
          time: a.start_time ? `${a.start_time.slice(0, 5)}${a.end_time ? `-${a.end_time.slice(0, 5)}` : ''}` : '',
          title: a.title,
          category: a.Category?.name ?? '',
          location: a.location ?? '',
          private: a.is_private,
        }));
        if (opts.csv) {
          out(csv(rows, ['id', 'start_date', 'end_date', 'time', 'title', 'category', 'location', 'private']));
        } else {
          out(
            table(
              rows.map((r) => ({ ...r, private: r.private ? cliWords.yes : '' })),
              [['id', cliWords.columnId], ['start_date', cliWords.columnStart], ['end_date', cliWords.columnEnd], ['time', cliWords.columnTime], ['title', cliWords.columnTitle], ['category', cliWords.columnCategory], ['location', cliWords.columnLocation], ['private', cliWords.columnPrivate]],
            ),
          );
        }
      } catch (error) {
        throw toCliError(error);
      }
    });
}
