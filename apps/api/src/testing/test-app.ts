// Test helpers for route tests: a config built the way production builds it (loadConfig), an app on a
// caller-owned database, and deterministic draws. Tests never touch process.env.
import { drawsRepository, ingestRunsRepository, type Database } from '@pick3/db';
import type { StateDraw } from '@pick3/core';
import { buildApp, type App, type AppDependencies } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { sendLikeTheApp } from './browser-inject.js';

export const TEST_COOKIE_SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';

/** A test configuration: quiet, no scheduler, no web build, PayPal unreachable, generous limits unless overridden. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCHEDULER: 'off',
    HOST: '127.0.0.1',
    PORT: '0',
    COOKIE_SECRET: TEST_COOKIE_SECRET,
    WEB_DIST_DIR: '/nonexistent/pick3-web-dist',
    RATE_LIMIT_MAX: '10000',
    REFRESH_RATE_LIMIT_MAX: '1000',
    // Outside demo mode the app needs PayPal credentials; these reach a closed local port (tests
    // that pay set DEMO_MODE=1 for the local sandbox, or a fake PayPal's URL).
    PAYPAL_CLIENT_ID: 'test-paypal-client',
    PAYPAL_CLIENT_SECRET: 'test-paypal-secret',
    PAYPAL_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  });
}

/**
 * The app on `database` (which the test closes). Refresh runs go to a closed local port without
 * retries unless `deps.refresh` says otherwise: no test ever reaches the internet. Its inject() sends
 * the app's own Origin on state-changing requests, as the app's pages do (testing/browser-inject.ts).
 */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<App> {
  const app = await buildApp(testConfig(env), {
    database,
    refresh: { baseUrl: 'http://127.0.0.1:9', retries: 0, timeoutMs: 5_000 },
    ...deps,
  });
  await app.ready();
  return sendLikeTheApp(app);
}

/** Small deterministic generator (mulberry32): the same seed gives the same draws on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `days` consecutive days of draws ending on `lastDate`, at each of `times`, with pseudo-random
 * numbers from `seed`.
 */
export function makeDraws(
  state: string,
  lastDate: string,
  days: number,
  times: readonly StateDraw['drawTime'][] = ['DAY', 'EVE', 'NITE'],
  seed = 1,
): StateDraw[] {
  const random = seededRandom(seed);
  const end = Date.parse(`${lastDate}T00:00:00Z`);
  const draws: StateDraw[] = [];
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    for (const drawTime of times) {
      draws.push({
        state,
        date,
        drawTime,
        number: String(Math.floor(random() * 1000)).padStart(3, '0'),
      });
    }
  }
  return draws;
}

export async function seedDraws(database: Database, draws: readonly StateDraw[]): Promise<void> {
  await drawsRepository.upsertDraws(database.db, draws, { source: 'test' });
}

/** Records one run of a live source that failed with `error` (`CODE: message`), as the scraper does. */
export async function recordFailedRun(
  database: Database,
  source: { id: string; state: string },
  error: string,
): Promise<void> {
  const run = await ingestRunsRepository.start(database.db, {
    source: source.id,
    state: source.state,
  });
  await ingestRunsRepository.finish(database.db, run, {
    rowsSeen: 0,
    rowsAdded: 0,
    rowsUnchanged: 0,
    conflicts: 0,
    error,
  });
}
