// "Check my numbers" in Chromium (issue 25 item 4): from the lookup page to /check, a Georgia box
// play over 2026 checked against the bundled history (the wins counted here from the CSV itself),
// the chance baseline beside the totals, a message under each bad field, and the page in Spanish.
// axe checks each screen.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, passGate, pageOverflow, openApp } from '../src/page-helpers.js';

const FROM = '2026-01-01';
const TO = '2026-09-11';

/** Georgia's bundled draws of the range whose digits are those of 123 in any order. */
function boxHitsOf123(): { plays: number; hits: number } {
  const csv = readFileSync(
    fileURLToPath(new URL('../../packages/db/data/history/GA-cash3.csv', import.meta.url)),
    'utf8',
  );
  let plays = 0;
  let hits = 0;
  for (const line of csv.trim().split('\n').slice(1)) {
    const [, , date = '', , number = ''] = line.split(',');
    if (date < FROM || date > TO) continue;
    plays += 1;
    if ([...number].sort().join('') === '123') hits += 1;
  }
  return { plays, hits };
}

const dollars = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test.describe('check my numbers', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);

  test('answers every draw a play won, with its prize, totals and the chance baseline', async ({
    browser,
    app,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    watchPage(page);
    try {
      await openApp(page, `${app.url}/lookup/123?state=GA`);
      await passGate(page, app.passcode);
      await page.getByRole('link', { name: 'Check what this number won' }).click();
      await expect(page).toHaveURL(/\/check\?state=GA&number=123$/);
      await expect(page.getByTestId('check-summary')).toBeVisible({ timeout: 60_000 });

      await page.getByLabel('Play type', { exact: true }).selectOption('box');
      await page.getByLabel('Stake', { exact: true }).selectOption('1');
      await page.getByLabel('From', { exact: true }).fill(FROM);
      await page.getByLabel('To', { exact: true }).fill(TO);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page).toHaveURL(/type=box&stake=1&from=2026-01-01&to=2026-09-11/);

      const { plays, hits } = boxHitsOf123();
      expect(hits).toBeGreaterThan(0);
      await expect(page.getByTestId('check-summary')).toHaveText(
        `${plays.toLocaleString('en-US')} draws from 1/1/2026 to 9/11/2026: ${dollars(plays)} spent, ` +
          `${dollars(hits * 80)} won, net ${dollars(hits * 80 - plays)}.`,
      );
      await expect(page.getByTestId('check-baseline')).toContainText(
        `gives back 48.0% of each dollar on average: about ${dollars(plays * 0.48)}`,
      );
      const table = page.getByRole('table', { name: `Winning draws (${hits})` });
      await expect(table.getByRole('row')).toHaveCount(hits + 1);
      await expect(table.getByRole('row').nth(1)).toContainText('$80.00');
      await expectAccessible(page, 'check my numbers');

      // Bad input: a message under the field, in the page.
      await page.getByLabel('Number', { exact: true }).fill('12');
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByText('Enter three digits, 000 to 999.')).toBeVisible();
      await page.getByLabel('Number', { exact: true }).fill('123');
      await page.getByLabel('From', { exact: true }).fill(TO);
      await page.getByLabel('To', { exact: true }).fill(FROM);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByText('The start date is after the end date.')).toBeVisible();
      await page.getByLabel('From', { exact: true }).fill('1990-01-01');
      await page.getByLabel('To', { exact: true }).fill(TO);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(
        page.getByText('This date is outside the stored draws of Georgia.', { exact: false }),
      ).toBeVisible();
      await expectAccessible(page, 'check my numbers, refused');

      // On a phone, in Spanish.
      await page.setViewportSize({ width: 390, height: 844 });
      await openApp(page, `${app.url}/check?state=GA&number=777&type=box&stake=1&lang=es`);
      await expect(page.getByRole('heading', { name: 'Comprobar mis números' })).toBeVisible();
      await expect(
        page.getByText('Un número con tres dígitos iguales tiene un solo orden: juégalo Straight.'),
      ).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'check my numbers in Spanish');
    } finally {
      await context.close();
    }
  });
});
