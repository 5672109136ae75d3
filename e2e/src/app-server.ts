// Starts the app the way the README's `npm start` does: `node apps/api/dist/server.js` in production
// mode with a cookie secret, the embedded PGlite database and the passcode gate on. Every outside
// service points at a local fake from apps/api/src/testing (real protocol servers on 127.0.0.1), so
// the suite needs no internet and can read what the server sent (mail, PayPal orders, model calls).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startFakeOpenai,
  startFakePaypal,
  startFakeSms,
  startFakeSmtp,
  type FakeOpenai,
  type FakePaypal,
  type FakeSms,
  type FakeSmtp,
} from '../../apps/api/src/testing/fakes.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = join(REPO_ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');

/** The first start on a fresh PGlite imports the bundled history: 10-40 s here, more on a busy CI. */
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

export interface RunningApp {
  /** http://127.0.0.1:port */
  url: string;
  passcode: string;
  fakes: { openai: FakeOpenai; paypal: FakePaypal; smtp: FakeSmtp; sms: FakeSms };
  /** The server's output so far (shown when something fails). */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the app server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export async function startApp(): Promise<RunningApp> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(
        `e2e: ${file} is missing: build first (pnpm build, or turbo run test builds it)`,
      );
  }
  const [openai, paypal, smtp, sms] = await Promise.all([
    startFakeOpenai(),
    startFakePaypal(),
    startFakeSmtp(),
    startFakeSms(),
  ]);
  const dataDir = await mkdtemp(join(tmpdir(), 'pick3-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const passcode = `e2e-${randomBytes(6).toString('hex')}`;

  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PGLITE_DIR: join(dataDir, 'pglite'),
      SCHEDULER: 'off',
      // Every official source is a closed local port: no test reaches the internet, and a refresh
      // fails the way an unreachable source does.
      SOURCES_BASE_URL: 'http://127.0.0.1:9',
      PASSCODE_GATE: 'on',
      PICK3_PASSCODES: passcode,
      SMTP_URL: smtp.smtpUrl,
      MAIL_FROM: 'Pick 3 Analyzer <no-reply@pick3.test>',
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.baseURL,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_BASE_URL: paypal.url,
      SMS_ACCOUNT_SID: sms.accountSid,
      SMS_AUTH_TOKEN: sms.authToken,
      SMS_FROM: '+15550000000',
      SMS_BASE_URL: sms.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // Only the tail matters when a start fails; the history import can be chatty.
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const log = () => output;

  const closeFakes = () =>
    Promise.all([openai.close(), paypal.close(), smtp.close(), sms.close()]).then(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await closeFakes();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, passcode, fakes: { openai, paypal, smtp, sms }, log, stop };
}
