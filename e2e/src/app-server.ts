// Starts the app the way the README's `npm start` does: `node apps/api/dist/server.js` in production
// mode with a cookie secret and the passcode gate on, through the one startBuiltServer of
// @pick3/built-server. The database is the embedded PGlite, or, when TEST_DATABASE_URL names a
// PostgreSQL server (CI), a database of this run's own on that server, dropped at the end. Every
// outside service points at a local fake from @pick3/api/testing (real protocol servers on
// 127.0.0.1), so the suite needs no internet and can read what the server sent (mail, PayPal
// orders, model calls).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startBuiltServer } from '@pick3/built-server';
import pg from 'pg';
import {
  startFakeOpenai,
  startFakePaypal,
  startFakeSms,
  startFakeSmtp,
  type FakeOpenai,
  type FakePaypal,
  type FakeSms,
  type FakeSmtp,
} from '@pick3/api/testing';

export { REPO_ROOT };
const WEB_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');
const BUNDLED_HISTORY = join(REPO_ROOT, 'packages/db/data/history');

/**
 * Every listed state has a bundled history, so the suite's database leaves this one out to see what a
 * state without draws looks like (its own page, "No data yet"); every other state is imported as
 * `npm start` imports it.
 */
export const STATE_WITHOUT_DRAWS = { code: 'AR', name: 'Arkansas' } as const;

/**
 * The bundled history folder without the left-out state's files (links to the real files); a file
 * named in `replaced` is written with that text instead of linked.
 */
async function historyWithout(
  dataDir: string,
  state: string,
  replaced: Readonly<Record<string, string>> = {},
): Promise<string> {
  const dir = join(dataDir, 'history');
  await mkdir(dir);
  const histories = (await readdir(BUNDLED_HISTORY)).filter((f) => /^[A-Z]{2}-.*\.csv$/.test(f));
  const kept = histories.filter((f) => !f.startsWith(`${state}-`));
  if (kept.length === histories.length)
    throw new Error(`e2e: the bundled history has no ${state} file to leave out`);
  await Promise.all(
    kept.map((f) =>
      replaced[f] === undefined
        ? symlink(join(BUNDLED_HISTORY, f), join(dir, f))
        : writeFile(join(dir, f), replaced[f]),
    ),
  );
  return dir;
}

/** The first start on a fresh database imports the bundled history: 10-40 s here, more on a busy CI. */
const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 20_000;

export interface RunningApp {
  /** http://127.0.0.1:port */
  url: string;
  passcode: string;
  /** 'PGlite' or the PostgreSQL database's name, for the log. */
  database: string;
  fakes: { openai: FakeOpenai; paypal: FakePaypal; smtp: FakeSmtp; sms: FakeSms };
  /** The server's last lines (shown when something fails). */
  log(lines?: number): string;
  stop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The database a server runs on: its environment, a name for the log, and how to remove it. */
interface AppDatabase {
  env: Record<string, string>;
  name: string;
  /** This database as a template to copy. */
  asTemplate: AppTemplate;
  /**
   * PostgreSQL: ANALYZE, what autovacuum does within a minute of a fresh import. A copy keeps the
   * template's statistics but starts with no row counts changed, so autovacuum would never analyze
   * it, and the planner would plan the copy's queries blind (the board's backfill then ran for
   * minutes instead of seconds). PGlite runs no autovacuum: nothing to do.
   */
  analyze(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * An imported database the suite's servers start on copies of (src/app-template.ts makes it once
 * per run): a PGlite folder, or a PostgreSQL database on the TEST_DATABASE_URL server.
 */
export type AppTemplate = { pgliteDir: string } | { postgresDatabase: string };

/** How the template reaches Playwright's worker processes (global setup sets it). */
const TEMPLATE_ENV = 'PICK3_E2E_APP_TEMPLATE';

function templateOfRun(): AppTemplate | undefined {
  const value = process.env[TEMPLATE_ENV];
  return value === undefined || value === '' ? undefined : (JSON.parse(value) as AppTemplate);
}

export function shareTemplate(template: AppTemplate): void {
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
}

// PostgreSQL refuses to copy a database another session is connected to; the template's server has
// stopped, but its last connections may not be gone yet.
const TEMPLATE_IN_USE = '55006';

async function copyPostgresDatabase(serverUrl: string, template: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== TEMPLATE_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Where the server keeps its data: a temporary PGlite folder, or a fresh database on the
 * TEST_DATABASE_URL server (it must not be one another suite uses). With a template, a copy of it:
 * the server then finds the bundled history imported (each file's hash recorded) and skips the
 * import; without, the server migrates it and imports the history into it, as `npm start` does.
 */
async function createDatabase(
  dataDir: string,
  template: AppTemplate | undefined,
  role: 'app' | 'template' = 'app',
): Promise<AppDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL']?.trim();
  if (!serverUrl) {
    const folder = join(dataDir, 'pglite');
    if (template !== undefined && 'pgliteDir' in template)
      await cp(template.pgliteDir, folder, { recursive: true });
    return {
      env: { PGLITE_DIR: folder },
      name: 'PGlite',
      asTemplate: { pgliteDir: folder },
      analyze: async () => {},
      // The folder is in dataDir, which the caller removes.
      drop: async () => {},
    };
  }
  const name = `pick3_e2e_${role === 'template' ? 'template_' : ''}${randomBytes(6).toString('hex')}`;
  if (template !== undefined && 'postgresDatabase' in template)
    await copyPostgresDatabase(serverUrl, template.postgresDatabase, name);
  else await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    name: `PostgreSQL ${name}`,
    asTemplate: { postgresDatabase: name },
    analyze: () => onServer(url.toString(), 'analyze'),
    // FORCE: a server killed with SIGKILL may leave a connection PostgreSQL has not noticed yet.
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface StartAppOptions {
  /** false: no OpenAI settings, so the helper answers offline (the fake still runs, unused). */
  model?: boolean;
  /** Where the official sources are (a test's fake sources server); default a closed port. */
  sourcesBaseUrl?: string;
  /** Runs the server's wall clock this far ahead (src/shifted-clock.mjs); default its own clock. */
  serverClockShiftMs?: number;
  /** Bundled history files (by name) imported with this text instead: a file carrying more columns. */
  history?: Readonly<Record<string, string>>;
  /** More environment for this server (e.g. BOARD_BACKFILL_YEARS). */
  env?: Record<string, string>;
}

/**
 * Starts the built app on a fresh database: a copy of the run's template when global setup made one
 * (src/app-template.ts), else an empty one the server imports the bundled history into.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pick3-e2e-'));
  let database: AppDatabase | undefined;
  try {
    database = await createDatabase(dataDir, templateOfRun());
    const app = await startServer(dataDir, database, options);
    const used = database;
    return {
      ...app,
      stop: async () => {
        await app.stop();
        await used.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The run's template: a server started on an empty database imports the bundled history as
 * `npm start` does (every state but STATE_WITHOUT_DRAWS) and is stopped; its database stays for
 * startApp to copy until `remove`.
 */
export async function buildAppTemplate(): Promise<{
  template: AppTemplate;
  remove(): Promise<void>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pick3-e2e-template-'));
  let database: AppDatabase | undefined;
  const remove = async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    database = await createDatabase(dataDir, undefined, 'template');
    const app = await startServer(dataDir, database, {});
    await app.stop();
    await database.analyze();
    return { template: database.asTemplate, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The server and its fakes on `database`; `stop` stops them and leaves the database. */
async function startServer(
  dataDir: string,
  database: AppDatabase,
  options: StartAppOptions,
): Promise<RunningApp> {
  if (!existsSync(WEB_INDEX))
    throw new Error(`e2e: ${WEB_INDEX} is missing: build first (turbo run test builds it)`);
  const [openai, paypal, smtp, sms] = await Promise.all([
    startFakeOpenai(),
    startFakePaypal(),
    startFakeSmtp(),
    startFakeSms(),
  ]);
  const closeFakes = () =>
    Promise.all([openai.close(), paypal.close(), smtp.close(), sms.close()]).then(() => undefined);
  const passcode = `e2e-${randomBytes(6).toString('hex')}`;
  try {
    const historyDir = await historyWithout(dataDir, STATE_WITHOUT_DRAWS.code, options.history);
    const server = await startBuiltServer({
      name: 'e2e app server',
      readyTimeoutMs: READY_TIMEOUT_MS,
      env: {
        NODE_ENV: 'production',
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'warn',
        ...database.env,
        // A player's flow, not the database's limits (the API suite tests the 503s): beside npm
        // test's other suites the shared PostgreSQL server left a query past the serving 1.5 s,
        // and a chat or a signup answered 503 DB_UNAVAILABLE.
        DATABASE_QUERY_TIMEOUT_MS: '30000',
        // One browser's requests at a time need few connections; at the serving 10, the two
        // workers' servers and the files' own (up to four at once) held 40 of PostgreSQL's 100
        // beside the other suites, and a replica of the API suite met "too many clients".
        DATABASE_POOL_SIZE: '5',
        HISTORY_DIR: historyDir,
        SCHEDULER: 'off',
        // Every official source is a closed local port: no test reaches the internet, and a refresh
        // fails the way an unreachable source does.
        SOURCES_BASE_URL: options.sourcesBaseUrl ?? 'http://127.0.0.1:9',
        PASSCODE_GATE: 'on',
        PICK3_PASSCODES: passcode,
        SMTP_URL: smtp.smtpUrl,
        MAIL_FROM: 'Pick 3 Analyzer <no-reply@pick3.test>',
        ...(options.model === false
          ? {}
          : { OPENAI_API_KEY: openai.apiKey, OPENAI_BASE_URL: openai.baseURL }),
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_BASE_URL: paypal.url,
        SMS_ACCOUNT_SID: sms.accountSid,
        SMS_AUTH_TOKEN: sms.authToken,
        SMS_FROM: '+15550000000',
        SMS_BASE_URL: sms.url,
        ...(options.serverClockShiftMs
          ? {
              NODE_OPTIONS: `--import=${pathToFileURL(join(REPO_ROOT, 'e2e/src/shifted-clock.mjs')).href}`,
              E2E_CLOCK_SHIFT_MS: String(options.serverClockShiftMs),
            }
          : {}),
        ...options.env,
      },
    });
    return {
      url: server.url,
      passcode,
      database: database.name,
      fakes: { openai, paypal, smtp, sms },
      log: (lines = 60) => server.tail(lines),
      stop: async () => {
        await server.stop(STOP_GRACE_MS);
        await closeFakes();
      },
    };
  } catch (error) {
    await closeFakes();
    throw error;
  }
}
