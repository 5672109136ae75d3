import { fileURLToPath } from 'node:url';

/**
 * The environment both HTTP benches start the app with: loopback only, scheduler off, no rate limit in
 * the way, and a fresh in-memory PGlite with the bundled history imported (as on a first `npm start`);
 * BENCH_PGLITE_DIR=<folder> keeps it between runs.
 */
export const BENCH_ENV = {
  NODE_ENV: 'test',
  // The local payment sandbox (the cart's routes are benched; no money, no PayPal credentials).
  DEMO_MODE: '1',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  SCHEDULER: 'off',
  RATE_LIMIT_MAX: '1000000000',
  PGLITE_DIR: process.env['BENCH_PGLITE_DIR'] ?? 'memory://',
  COOKIE_SECRET: 'bench-cookie-secret-0123456789-0123456789',
};

/** The web build the page rows are served from (build it first: `pnpm --filter @pick3/web build`). */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
