// The browser suite on Playwright Test, driving Debian's Chromium (never a downloaded browser). One
// worker: the machines have two cores and the files share one app server (src/fixtures.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './src/chromium.js';

export default defineConfig({
  testDir: 'test',
  testMatch: '**/*.e2e.test.ts',
  // Traces and screenshots of failed tests (git-ignored); `pnpm exec playwright show-trace <zip>`.
  outputDir: 'test-results',
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
