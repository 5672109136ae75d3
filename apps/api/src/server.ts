// Entry point: load the configuration (the only read of process.env), build the app, listen, start
// the hourly ingestion unless SCHEDULER=off, and stop cleanly on SIGTERM/SIGINT (a deploy's rolling
// restart: in-flight requests finish, the scheduler's current run ends, the database closes).
// The app's modules are imported only once the configuration is valid: a misconfigured server says
// what is missing and exits at once, instead of after loading Fastify, the database driver and every
// route (seconds of CPU, tens of seconds on a loaded machine).
import type { Scheduler } from '@pick3/scraper';
import { ConfigError, loadConfig, type Config } from './config.js';

/** A shutdown that hangs (a stuck connection) must not keep the process alive past this. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const [{ buildApp }, { startIngestion }, { backfillStoredHistory }] = await Promise.all([
    import('./app.js'),
    import('./services/ingestion.service.js'),
    import('./services/board.service.js'),
  ]);
  const app = await buildApp(config);
  await app.listen({ host: config.server.host, port: config.server.port });

  // The board's strategies over each state's stored history, in the background once the server
  // listens (by default only where the scheduler runs, so replicas with SCHEDULER=off never repeat
  // it); each start resumes where the last one stopped.
  if (config.board.backfill) {
    backfillStoredHistory(app, {
      years: config.board.backfillYears,
      only: config.board.backfillStates,
      now: () => app.states.now(),
    }).catch((error: unknown) => app.log.error({ err: error }, 'board backfill failed'));
  }

  let scheduler: Scheduler | undefined;
  if (config.scheduler.enabled) {
    scheduler = startIngestion(app);
    app.log.info('ingestion scheduler started (with the post-ingestion pipeline)');
  } else {
    app.log.info('scheduler off (SCHEDULER=off)');
  }

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await scheduler?.stop();
      await app.close();
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearTimeout(timer);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `pick3 api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
