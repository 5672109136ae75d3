// Money in the backtest and the pool tracker (issue 25 item 5), in Chromium: the backtest of
// Georgia's August 2026 draws in dollars (every remaining box number played at $1, paid by
// Georgia's prize table), each figure counted here from the bundled CSV itself; the running-balance
// chart drawn beside its chance line; the plain word that no pattern changes the odds; the tracker's
// own money section; and the section in Spanish. axe checks each screen.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, passGate, openApp } from '../src/page-helpers.js';
import { SPANISH_BROWSER } from '../src/spanish-tour.js';

const FROM = '2026-08-01';
const TO = '2026-08-31';
const DEPTH = 10;

/** Georgia's draws in draw order (Midday, Evening, Night within a day), from the bundled CSV. */
function georgiaDraws(): Array<{ date: string; number: string }> {
  const csv = readFileSync(
    fileURLToPath(new URL('../../packages/db/data/history/GA-cash3.csv', import.meta.url)),
    'utf8',
  );
  const rank: Record<string, number> = { Midday: 1, Evening: 2, Night: 3 };
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [, , date = '', time = '', number = ''] = line.split(',');
      return { date, rank: rank[time] ?? 0, number };
    })
    .sort((a, b) => (a.date === b.date ? a.rank - b.rank : a.date < b.date ? -1 : 1));
}

/** By hand: each August draw against the box numbers of the 10 draws before it, $1 a number. */
function augustMoney(): { draws: number; spend: number; won: number } {
  const key = (n: string) => [...n].sort().join('');
  const all = georgiaDraws();
  let draws = 0;
  let spend = 0;
  let won = 0;
  all.forEach((d, k) => {
    if (d.date < FROM || d.date > TO) return;
    draws += 1;
    const eliminated = new Set(all.slice(k - DEPTH, k).map((e) => key(e.number)));
    spend += 220 - eliminated.size;
    // Georgia's $1 prizes: $80 a 6-way box, $160 a 3-way box, $500 a triple played straight.
    if (!eliminated.has(key(d.number))) {
      const digits = new Set(d.number).size;
      won += digits === 3 ? 80 : digits === 2 ? 160 : 500;
    }
  });
  return { draws, spend, won };
}

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test.describe('money', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);

  test('the backtest and the tracker show the plays in dollars beside chance, with the balance charted', async ({
    browser,
    app,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    watchPage(page);
    try {
      await openApp(page, `${app.url}/backtest?state=GA&depth=${DEPTH}&from=${FROM}&to=${TO}`);
      await passGate(page, app.passcode);
      const money = page.getByRole('region', { name: 'Money: the same plays in dollars' });
      await expect(money).toBeVisible({ timeout: 60_000 });

      const { draws, spend, won } = augustMoney();
      expect(draws).toBeGreaterThan(80);
      expect(won).toBeGreaterThan(0);
      await expect(money.getByTestId('money-played')).toContainText(
        `every remaining box number on each of ${draws} draws, $1.00 each`,
      );
      const cells = (name: string) =>
        money.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
      await expect(cells('Spend').first()).toHaveText(usd(spend));
      await expect(cells('Winnings').first()).toHaveText(usd(won));
      await expect(cells('Net').first()).toHaveText(usd(won - spend));
      await expect(cells('Return per dollar').first()).toHaveText(usd(won / spend));
      // The chance column: $0.48 back per dollar on a box, $0.50 on a triple's straight.
      const chanceWon = Number((await cells('Winnings').nth(1).innerText()).replace(/[$,]/g, ''));
      expect(chanceWon).toBeGreaterThan(spend * 0.48 - 0.01);
      expect(chanceWon).toBeLessThan(spend * 0.5 + 0.01);

      // The chart: one line point per draw for the balance and for chance (recharts draws SVG).
      const chart = money.getByTestId('money-chart');
      await expect(chart.locator('svg .recharts-line')).toHaveCount(2);
      await expect(chart.locator('svg .recharts-line path.recharts-curve').first()).toHaveAttribute(
        'd',
        /^M/,
      );
      await expect(money.getByTestId('money-odds')).toContainText('No pattern changes the odds');
      await money.scrollIntoViewIfNeeded();
      await expectAccessible(page, 'backtest money');

      // The pool tracker says what its settled plays cost and won (none settled on a fresh database).
      await openApp(page, `${app.url}/pools/1-1`);
      await page.getByRole('button', { name: 'View Pool 1,1 Tracker' }).click();
      const tracker = page.getByRole('dialog', { name: 'Pool 1,1 - Pool Tracker' });
      const trackerMoney = tracker.getByRole('region', {
        name: 'Money: the same plays in dollars',
      });
      await expect(trackerMoney).toBeVisible({ timeout: 60_000 });
      await expect(trackerMoney).toContainText('Georgia prize table');
      await expect(trackerMoney.getByTestId('money-odds')).toContainText(
        'No pattern changes the odds',
      );
      await expectAccessible(page, 'tracker money');
    } finally {
      await context.close();
    }

    // In Spanish.
    const spanish = await browser.newContext(SPANISH_BROWSER);
    const es = await spanish.newPage();
    watchPage(es);
    try {
      await openApp(es, `${app.url}/backtest?state=GA&depth=${DEPTH}&from=${FROM}&to=${TO}`);
      await expect(es.getByText('Acceso con contraseña')).toBeVisible({ timeout: 90_000 });
      await es.getByRole('textbox', { name: 'Contraseña' }).fill(app.passcode);
      await es.getByRole('button', { name: 'Enviar' }).click();
      const dinero = es.getByRole('region', { name: 'Dinero: las mismas jugadas en dólares' });
      await expect(dinero).toBeVisible({ timeout: 60_000 });
      await expect(dinero.getByTestId('money-odds')).toContainText(
        'Ningún patrón cambia las probabilidades',
      );
      await expect(dinero.getByTestId('money-chart').locator('svg .recharts-line')).toHaveCount(2);
    } finally {
      await spanish.close();
    }
  });
});
