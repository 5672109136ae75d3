// What Texas draws beside the number (issue 34 item 3): a TX draw card and /results/TX show the
// Fireball of a draw that has one. The app's TX history is the bundled file with an `extra_ball`
// column (the draws export's own format) holding the Fireballs of the real official pick3evening.csv
// fixture (packages/scraper/fixtures/tx, 2026-05-25 → 06-10): real values for real draws, read by the
// same parser the live ingestion uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The live ingestion's own parser, as the fakes of app-server.ts are read: from the source tree.
import { parseTxCsv } from '../../packages/scraper/src/sources/tx-csv/tx-csv.source.js';
import { REPO_ROOT } from '../src/app-server.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { passGate, passGateByApi, openApp } from '../src/page-helpers.js';

/** Bundled TX-pick3.csv with each draw's Fireball from the official evening file, where it has one. */
function txHistoryWithFireballs(): string {
  const official = parseTxCsv(
    readFileSync(
      join(REPO_ROOT, 'packages/scraper/fixtures/tx/pick3evening_csv_2026-06_slice.csv'),
      'utf8',
    ),
  );
  const fireballs = new Map(
    official.filter((d) => d.extraBall !== undefined).map((d) => [d.date, d]),
  );
  const [header, ...rows] = readFileSync(
    join(REPO_ROOT, 'packages/db/data/history/TX-pick3.csv'),
    'utf8',
  )
    .trimEnd()
    .split('\n');
  const lines = rows.map((row) => {
    const [, , date = '', time = '', number = ''] = row.split(',');
    const draw = time === 'Evening' ? fireballs.get(date) : undefined;
    // The official file and the bundle agree on every draw they share (SOURCES.md, TX source 4).
    if (draw !== undefined && draw.number !== number)
      throw new Error(`e2e: TX ${date} Evening differs`);
    return `${row},${draw?.extraBall ?? ''}`;
  });
  return [`${header},extra_ball`, ...lines, ''].join('\n');
}

const history = txHistoryWithFireballs();
/** The newest Evening draw of the bundle, 2026-06-10: 983 with Fireball 0. */
const NEWEST_EVENING = { us: '6/10/2026', number: '983', fireball: 'Fireball 0' };

test.use({ appHistory: { 'TX-pick3.csv': history } });

test.describe('extra balls', () => {
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);

  test('a TX draw card and /results/TX show the Fireball of a draw that has one', async ({
    browser,
    app,
  }) => {
    test.setTimeout(240_000);
    expect(history).toContain(`TX,Pick 3,2026-06-10,Evening,${NEWEST_EVENING.number},0`);

    // The server-written results page of June 2026, read without JavaScript.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    try {
      await passGateByApi(noJs, app.url, app.passcode);
      const page = await noJs.newPage();
      expect((await page.goto(`${app.url}/results/TX?month=2026-06`))?.status()).toBe(200);
      const row = page
        .getByRole('row')
        .filter({ hasText: NEWEST_EVENING.us })
        .filter({ hasText: 'Evening' });
      // The app's own row, rendered on the server: the number and its Fireball, each in its element.
      await expect(row).toContainText(
        new RegExp(`${NEWEST_EVENING.number}\\s*${NEWEST_EVENING.fireball}`),
      );
      // A draw without a Fireball shows none.
      await expect(
        page.getByRole('row').filter({ hasText: NEWEST_EVENING.us }).filter({ hasText: 'Night' }),
      ).not.toContainText('Fireball');
    } finally {
      await noJs.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    watchPage(page);
    try {
      // The app's results page, the same month.
      await openApp(page, `${app.url}/results/TX?month=2026-06`);
      await passGate(page, app.passcode);
      const archive = page.getByRole('table', { name: /^Archive: / });
      await expect(archive).toBeVisible({ timeout: 60_000 });
      await expect(
        archive
          .getByRole('row')
          .filter({ hasText: NEWEST_EVENING.us })
          .filter({ hasText: 'Evening' }),
      ).toContainText(NEWEST_EVENING.fireball);

      // The main page's draw cards, Evening draws only: the newest is 6/10/2026 with its Fireball.
      await openApp(page, `${app.url}/`);
      await page.getByLabel('State', { exact: true }).selectOption('TX');
      await page.getByLabel('Draw session').selectOption('Eve');
      const card = page.locator('article').filter({ hasText: NEWEST_EVENING.us }).first();
      await expect(card).toContainText(NEWEST_EVENING.number, { timeout: 60_000 });
      await expect(card).toContainText(NEWEST_EVENING.fireball);
    } finally {
      await context.close();
    }
  });
});
