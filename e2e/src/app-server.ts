// Starts the app the way the README's `npm start` does: `node apps/api/dist/server.js` in production
// mode with a cookie secret and the passcode gate on, through the one startBuiltServer of
// @pick3/built-server. The database is the embedded PGlite, or, when TEST_DATABASE_URL names a
// PostgreSQL server (CI), a database of this run's own on that server, dropped at the end. Every
// outside service points at a local fake from @pick3/api/testing (real protocol servers on
// 127.0.0.1), so the suite needs no internet and can read what the server sent (mail, PayPal
// orders, model calls).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
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

/**
 * Where the server keeps its data: a temporary PGlite folder, or a fresh database on the
 * TEST_DATABASE_URL server (the server migrates it and imports the history into it, so it must not
 * be one another suite uses).
 */
async function createDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; name: string; drop(): Promise<void> }> {
  const serverUrl = process.env['TEST_DATABASE_URL']?.trim();
  if (!serverUrl)
    return { env: { PGLITE_DIR: join(dataDir, 'pglite') }, name: 'PGlite', drop: async () => {} };
  const name = `pick3_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    name: `PostgreSQL ${name}`,
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

export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
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
  const dataDir = await mkdtemp(join(tmpdir(), 'pick3-e2e-'));
  const cleanUp = async (database?: { drop(): Promise<void> }) => {
    await closeFakes();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const passcode = `e2e-${randomBytes(6).toString('hex')}`;

  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  try {
    database = await createDatabase(dataDir);
    const historyDir = await historyWithout(dataDir, STATE_WITHOUT_DRAWS.code, options.history);
    const server = await startBuiltServer({
      name: 'e2e app server',
      readyTimeoutMs: READY_TIMEOUT_MS,
      env: {
        NODE_ENV: 'production',
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'warn',
        ...database.env,
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
    const used = database;
    return {
      url: server.url,
      passcode,
      database: used.name,
      fakes: { openai, paypal, smtp, sms },
      log: (lines = 60) => server.tail(lines),
      stop: async () => {
        await server.stop(STOP_GRACE_MS);
        await cleanUp(used);
      },
    };
  } catch (error) {
    await cleanUp(database);
    throw error;
  }
}
