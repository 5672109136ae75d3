// The standalone ingestion worker (infra's `worker` role): the same app on the same database, without
// listening, running the ingestion scheduler with the post-ingestion pipeline, so a draw a worker
// ingests settles the pool tracker, sends alerts and refreshes caches exactly as in the API process.
// Options as `pick3-scraper worker`: --cron EXPR, --base-url URL, --source ID (repeatable), --state XX
// (repeatable). Stops cleanly on SIGTERM/SIGINT. As the server (server.ts), it imports the app's
// modules only once its options and configuration are valid, so a misconfigured worker exits at once.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import type { IngestionOptions } from './services/ingestion.service.js';

function readOptions(argv: string[]): IngestionOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      cron: { type: 'string' },
      'base-url': { type: 'string' },
      source: { type: 'string', multiple: true },
      state: { type: 'string', multiple: true },
    },
    strict: true,
  });
  return {
    ...(values.cron === undefined ? {} : { cron: values.cron }),
    ...(values['base-url'] === undefined ? {} : { baseUrl: values['base-url'] }),
    ...(values.source === undefined ? {} : { sources: values.source }),
    ...(values.state === undefined ? {} : { states: values.state.map((s) => s.toUpperCase()) }),
  };
}

async function main(): Promise<void> {
  let options: IngestionOptions;
  let config;
  try {
    options = readOptions(process.argv.slice(2));
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(
      `pick3 worker: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(error instanceof ConfigError ? 78 : 64);
  }
  const [{ buildApp }, { startIngestion }] = await Promise.all([
    import('./app.js'),
    import('./services/ingestion.service.js'),
  ]);
  const app = await buildApp(config);
  await app.ready();
  // Plain lines on stdout, as the scraper's worker prints them: what operators and tests read.
  const scheduler = startIngestion(app, {
    ...options,
    logger: {
      info: (m) => process.stdout.write(`${m}\n`),
      warn: (m) => process.stderr.write(`${m}\n`),
    },
  });
  process.stdout.write(
    `pick3 worker: ingesting with the post-ingestion pipeline; stop with Ctrl-C\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await scheduler.stop();
      await app.close();
      process.stdout.write('pick3 worker: stopped\n');
    })();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `pick3 worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
