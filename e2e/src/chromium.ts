// Finds the Debian Chromium the suite drives (never a downloaded browser) and the flags that work on
// these machines (docs/toolchain.md). Without a browser the suite must not pass silently: on CI it
// fails, elsewhere it skips with the reason printed.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
}

/**
 * Why the browser suite cannot run, or undefined when it can. Missing Chromium: throws when CI is
 * set (a CI without the browser is a broken CI), otherwise warns with the reason.
 */
export function browserMissing(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = chromiumPath(env);
  if (existsSync(path)) return undefined;
  const reason = `Chromium not found at ${path} (set CHROMIUM_PATH, or apt-get install -y chromium)`;
  if (env.CI)
    throw new Error(`e2e: ${reason}; CI is set, so the browser suite fails instead of skipping.`);
  console.warn(`e2e: SKIPPING the browser suite: ${reason}.`);
  return reason;
}

/** For scripts outside the test runner (screenshots); the suite gets the same from the config. */
export function launchChromium(): Promise<Browser> {
  // No --user-data-dir: playwright gives each launch its own temporary profile.
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: 60_000,
  });
}
