// Entry point: load the configuration (the only read of process.env), build the app, listen, start
// the hourly ingestion unless SCHEDULER=off, and stop cleanly on SIGTERM/SIGINT (a deploy's rolling
// restart: in-flight requests finish, the scheduler's current run ends, the database closes).
import { startScheduler, type Scheduler } from '@pick3/scraper';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { sendAlertsForNewDraws } from './services/alerts.service.js';
import { runTrackerStep } from './services/tracker.js';

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
  const app = await buildApp(config);
  await app.listen({ host: config.server.host, port: config.server.port });

  let scheduler: Scheduler | undefined;
  if (config.scheduler.enabled) {
    scheduler = startScheduler({
      db: app.db,
      ...(config.sources.baseUrl === undefined ? {} : { baseUrl: config.sources.baseUrl }),
      logger: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
      onTick: (result) => {
        if (result.status !== 'ran') return;
        for (const state of result.summary.updatedStates) app.analysis.invalidate(state);
        if (result.summary.updatedStates.includes('GA')) {
          runTrackerStep(app.db, app.analysis).catch((error: unknown) =>
            app.log.error({ err: error }, 'tracker step after scheduled ingestion failed'),
          );
        }
        if (result.summary.updatedStates.length > 0) {
          sendAlertsForNewDraws(app, result.summary.updatedStates).catch((error: unknown) =>
            app.log.error({ err: error }, 'alerts after scheduled ingestion failed'),
          );
        }
      },
    });
    app.log.info('hourly ingestion scheduler started');
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
  process.stderr.write(`pick3 api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
