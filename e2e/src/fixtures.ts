// The suite's `test`: Playwright's, with the app started once per worker (the config runs two, each
// on a database of its own; a failure makes Playwright start a fresh worker, with a fresh app) and,
// when a test fails, the server's log tail attached to the report next to the trace and screenshot.
import { test as base, type Page } from '@playwright/test';
import { startApp, type RunningApp } from './app-server.js';
import { browserMissing } from './chromium.js';

export { expect } from '@playwright/test';

/** Why the browser tests skip here (no Chromium, not on CI), or undefined when they run. */
export const skipReason = browserMissing();

export const test = base.extend<
  { serverLogOnFailure: void },
  { app: RunningApp; appHistory: Readonly<Record<string, string>> | undefined }
>({
  // A file that needs other history files (`test.use({ appHistory })`) gets its own app server.
  appHistory: [undefined, { scope: 'worker', option: true }],
  app: [
    async ({ appHistory }, use) => {
      const app = await startApp(appHistory === undefined ? {} : { history: appHistory });
      console.info(`e2e: app server on ${app.url} (${app.database})`);
      try {
        await use(app);
      } finally {
        await app.stop();
      }
    },
    // A start on a copy of the run's imported template (src/app-template.ts): seconds, more when busy.
    { scope: 'worker', timeout: 240_000 },
  ],
  serverLogOnFailure: [
    async ({ app }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('server log tail', { body: app.log(), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

/**
 * One page for a whole file: the files walk through the app in order (gate, then screens), as a
 * visitor does. Failed calls and page errors are printed as they happen: they explain a failed step
 * better than a timeout does.
 */
export function watchPage(page: Page, options: { responses?: boolean } = {}): void {
  if (options.responses)
    page.on('response', (response) => {
      if (response.status() >= 400)
        console.warn(`e2e: ${response.status()} ${response.request().method()} ${response.url()}`);
    });
  page.on('pageerror', (error) => console.warn(`e2e: page error: ${error.message}`));
}
