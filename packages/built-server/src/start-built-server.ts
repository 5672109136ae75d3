// The one way tests and benches start the built API (`node apps/api/dist/server.js`, as `npm start`
// and the containers run it): on 127.0.0.1 at a free port, with only the environment the caller
// gives, ready once GET /api/ready answers 200 (the first start on a fresh database migrates and
// imports the bundled history before it answers, tens of seconds on a busy machine).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, type RunningProcess } from './child-process.js';

/** The monorepo's root: this file sits in packages/built-server/{src,dist}/. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/api/dist/server.js');

/** The first start on a fresh PGlite imports the bundled history: 10-40 s here, more on a busy CI. */
const DEFAULT_READY_TIMEOUT_MS = 180_000;
const POLL_INTERVAL_MS = 250;

export interface BuiltServerOptions {
  /** The server's environment (PATH is added; HOST and PORT are set from `port`). */
  env: Record<string, string>;
  /** Names the process in errors and log tails. Default 'api'. */
  name?: string;
  /** Default apps/api/dist/server.js. */
  entry?: string;
  /** Default a free port on 127.0.0.1. */
  port?: number;
  readyTimeoutMs?: number;
  /**
   * Headers of the readiness polls. Every route is rate limited, /api/ready included: a poller
   * with a client identity of its own (x-forwarded-for behind TRUST_PROXY) spends nobody's quota.
   */
  readyHeaders?: Record<string, string>;
  /** Default the repo root, as `npm start` runs it. */
  cwd?: string;
}

export interface BuiltServer extends RunningProcess {
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly port: number;
}

/** A port nothing listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built server and resolves once it is ready. Rejects (the process stopped, its log tail
 * in the message) when the build is missing, the process exits first, or it is not ready in time.
 */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const name = options.name ?? 'api';
  const entry = options.entry ?? SERVER_ENTRY;
  if (!existsSync(entry))
    throw new Error(`${name}: ${entry} is missing: build first (pnpm exec turbo run build)`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(
    name,
    [entry],
    { ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    { cwd: options.cwd ?? REPO_ROOT },
  );
  const timeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exited()) {
        const { code, signal } = await child.exit;
        throw new Error(`${name} exited (${code ?? signal}) before it was ready\n${child.tail()}`);
      }
      try {
        const response = await fetch(`${url}/api/ready`, {
          headers: options.readyHeaders ?? {},
          signal: AbortSignal.timeout(5_000),
        });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline)
        throw new Error(`${name} was not ready after ${timeoutMs / 1000} s\n${child.tail()}`);
      await sleep(POLL_INTERVAL_MS);
    }
  } catch (error) {
    await child.stop();
    throw error;
  }
  return Object.assign(child, { url, port });
}
