/** `npm start`: open the database, migrate, start the workers and serve on PORT. */
import { serve } from '@hono/node-server';
import { loadConfig } from './env';
import { createLogger } from './logger';
import { DataDirLockedError, migrate, openDatabase } from './database';
import { createApp } from './server';
import { startJobs } from './jobs/scheduler';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrate(database, logger);
  const deps = { db: database.db, config, logger, now: () => new Date() };
  const jobs = startJobs(deps);
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        url: config.publicUrl,
        port: info.port,
        database: config.database.kind === 'postgres' ? 'postgres' : `pglite (${config.database.dataDir})`,
      },
      `LUG Platform listening on http://${config.host ?? 'localhost'}:${info.port}`,
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
