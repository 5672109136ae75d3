// Issue 36 item 1: the first screen is rendered by React on the server and hydrated in the browser
// without a mismatch. Each page of the speed budget (`/`, `/?lang=es`, `/results/GA`, `/pools/1-1`),
// in English and Spanish, must hydrate with no hydration warning or error in the console: React
// reports a mismatch as a recoverable error (main.tsx names it) or, in a production build, as one of
// its minified hydration errors (#418-#425).
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { passGateByApi } from '../src/page-helpers.js';
import { SPANISH_BROWSER } from '../src/spanish-tour.js';

const PAGES = ['/?state=GA', '/?state=GA&lang=es', '/results/GA', '/pools/1-1'] as const;

const HYDRATION = /hydrat|Minified React error #4(1[89]|2[0-5])\b|did not match/i;

/** Every console message and page error of `page` that speaks of hydration. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      HYDRATION.test(message.text())
    )
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message} ${error.stack ?? ''}`))
      problems.push(`page error: ${error.message}`);
  });
  return problems;
}

test.describe('the server-rendered first screen hydrates', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);

  for (const [language, options] of [
    ['en', {}],
    ['es', SPANISH_BROWSER],
  ] as const) {
    test(`with no hydration warning on the budget's pages (${language})`, async ({
      browser,
      app,
    }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext(options);
      // A visitor who passed the gate: the server renders the pages with their data.
      await passGateByApi(context, app.url, app.passcode);
      try {
        for (const path of PAGES) {
          const page = await context.newPage();
          watchPage(page);
          const problems = hydrationProblems(page);
          const response = await page.goto(`${app.url}${path}`);
          expect(response?.status(), path).toBe(200);
          // The server's page already shows the screen: its main content is in the HTML.
          const html = (await response?.text()) ?? '';
          expect(html, path).toContain('id="main"');
          // Hydrated: the app answers a click (the header's language switch is a real button).
          await page.waitForLoadState('networkidle');
          await expect(page.locator('#root [id="main"]').first()).toBeVisible();
          // Whatever React reports about hydration is reported by now; then some idle time more.
          await page.waitForTimeout(2000);
          expect(problems, `${path} (${language})`).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
