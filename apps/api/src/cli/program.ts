/**
 * The `lug` command as a function: `runLug(argv, io)` parses the arguments, runs the command with
 * the given environment and streams, and resolves to the exit code. cli.ts runs it on the process;
 * the tests run it in-process (docs/decisions/0037-fast-feedback.md), one real process excepted.
 *   lug org create --name N --admin-email E --admin-password P [--admin-first F --admin-last L]
 *   lug demo
 *   lug backup
 * and, through the typed client against a running server (remote-commands.ts):
 *   lug login | logout | whoami, lug members list|export|import, lug report member-stats, lug activities list
 */
import { Command, CommanderError } from 'commander';
import { createOrganizationInput } from '@lug/domain/organizations';
import { email as emailSchema } from '@lug/domain/common';
import { password as passwordSchema } from '@lug/domain/auth';
import { ZodError } from 'zod';
import type { OpenDatabase } from '../database';
import type { AppDeps } from '../context';
import { addRemoteCommands, CliError, type CliIo } from './remote-commands';
import { cliWords } from './words';

// The database and the services load only for the commands that use them (dynamic imports), so
// the commands that talk to a server, and --help, start quickly.
async function withDeps<T>(io: CliIo, fn: (deps: AppDeps, database: OpenDatabase) => Promise<T>): Promise<T> {
  const [{ loadConfig }, { createLogger }, { migrate, openDatabase }] = await Promise.all([
    import('../env'),
    import('../logger'),
    import('../database'),
  ]);
  const config = loadConfig(io.env);
  const logger = createLogger(io.env.LOG_LEVEL ?? 'warn');
  const database = await openDatabase(config, logger);
  try {
    await migrate(database, logger);
    return await fn({ db: database.db, config, logger, now: () => new Date() }, database);
  } finally {
    await database.close();
  }
}

function buildProgram(io: CliIo): Command {
  const program = new Command('lug')
    .description(cliWords.programDescription)
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });

  const org = program.command('org').description(cliWords.orgDescription);
  org
    .command('create')
    .description(cliWords.orgCreateDescription)
    .requiredOption('--name <name>', cliWords.orgNameOption)
    .requiredOption('--admin-email <email>', cliWords.adminEmailOption)
    .requiredOption('--admin-password <password>', cliWords.adminPasswordOption)
    .option('--admin-first <first>', cliWords.adminFirstOption, 'Admin')
    .option('--admin-last <last>', cliWords.adminLastOption, 'User')
    .option('--contact-email <email>', cliWords.contactEmailOption)
    .action(async (opts: Record<string, string>) => {
      const adminEmail = emailSchema.parse(opts.adminEmail);
      const adminPassword = passwordSchema.parse(opts.adminPassword);
      const input = createOrganizationInput.parse({ name: opts.name, contact_email: opts.contactEmail ?? adminEmail });
      const id = await withDeps(io, async (deps) => {
        const [{ ensureUser }, { createOrganization }] = await Promise.all([
          import('../services/users-admin'),
          import('../services/organizations'),
        ]);
        const user = await ensureUser(deps, {
          email: adminEmail,
          password: adminPassword,
          first_name: opts.adminFirst!,
          last_name: opts.adminLast!,
        });
        return (await createOrganization(deps, user.id, input)).id;
      });
      io.stdout.write(`${id}\n`);
    });

  program
    .command('demo')
    .description(cliWords.demoDescription)
    .action(async () => {
      const result = await withDeps(io, async (deps) => (await import('../demo/index')).seedDemo(deps));
      io.stdout.write(
        `${cliWords.demoCreated(result.organization.name, result.organization.id, result.admin.email, result.admin.password)}\n`,
      );
    });

  program
    .command('backup')
    .description(cliWords.backupDescription)
    .action(async () => {
      const path = await withDeps(io, async (_deps, database) => {
        if (database.kind !== 'pglite') throw new Error(cliWords.backupPgliteOnly);
        return (await import('../database')).backupPglite(database, 'manual');
      });
      io.stdout.write(`${path}\n`);
    });

  // The commands that talk to a running server (login, members, report, activities).
  addRemoteCommands(program, io);
  return program;
}

/** Runs `lug` with `argv` (without node and the script) on `io`; resolves to the exit code. */
export async function runLug(argv: string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    // Help and version exit 0; any other complaint of commander's is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError) {
      io.stderr.write(`lug: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof ZodError) {
      io.stderr.write(`lug: ${error.issues.map((i) => i.message).join('; ')}\n`);
      return 2;
    }
    io.stderr.write(`lug: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
