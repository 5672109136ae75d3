// The browser suite on Playwright Test, driving Debian's Chromium (never a downloaded browser). Two
// workers, each with its app server on a database of its own (src/fixtures.ts), each file in one
// worker: the suite is npm test's longest lane, and one worker left the second core to the other
// lanes only while they ran, then idle for its last minutes.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './src/chromium.js';

export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.e2e.test.ts',
  // Imports the bundled history once; every app server of the run starts on a copy (src/app-template.ts).
  globalSetup: './src/app-template.ts',
  // Traces and screenshots of failed tests (git-ignored); `pnpm exec playwright show-trace <zip>`.
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A browser step on this 2-core machine can take seconds; whole flows run as one test.
  timeout: 150_000,
  expect: { timeout: 30_000 },
  // 'list' prints each test as it ends and every failure in full (error, steps, attachments).
  reporter: [['list', { printSteps: false }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, timeout: 60_000 },
    viewport: { width: 1280, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A trace records a screencast and a DOM snapshot of every step of every test, kept or not: a
    // quarter of the suite's CPU (the browser's compositor most of it; app.e2e alone 156 s → 112 s).
    // On CI nobody can open one (its log is what remains), so it is off there; the failure report
    // carries the error, its call log, a screenshot's path and the server's last lines. Locally a
    // failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
