// The charts and the backtest in Chromium: /charts loads its own chunk (recharts is not in the first
// page), draws every chart with its chance baseline and its table, and follows the draw-time control
// into the URL; /backtest tests a range month by month against chance. axe checks each screen, on
// desktop and on a 390 px phone, where neither page scrolls sideways.
import type { BrowserContext, Page } from '@playwright/test';
import type { RunningApp } from '../src/app-server.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, pageOverflow, passGate, seeText, openApp } from '../src/page-helpers.js';

test.describe('charts and backtest in Chromium', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);
  test.describe.configure({ mode: 'serial' });
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];

  test.beforeAll(async ({ browser, app: running }) => {
    app = running;
    context = await browser.newContext();
    page = await context.newPage();
    watchPage(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('the main page loads no chart code; its header links the charts', async () => {
    await openApp(page, `${app.url}/?state=GA`);
    await passGate(page, app.passcode);
    await expect(page.getByRole('heading', { name: 'Georgia Cash 3', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    expect(scripts.some((s) => /charts-page|backtest-page/.test(s))).toBe(false);
    const before = scripts.length;
    await page.getByRole('link', { name: 'Charts', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Root-sum distribution' })).toBeVisible({
      timeout: 60_000,
    });
    expect(scripts.slice(before).some((s) => s.includes('charts-page'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/charts');
  });

  test('draws every chart with its baseline and table, and keeps the draw time in the URL', async () => {
    for (const name of [
      'First digit frequency',
      'Second digit frequency',
      'Third digit frequency',
      'Sum distribution',
      'Root-sum distribution',
      'Digit types',
      'High/Low pattern (H/L)',
      'Odd/Even pattern (O/E)',
      '12SUM groups',
      'Pair-sum groups',
      'Skip histogram',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // One SVG chart per section.
    expect(await page.locator('section .recharts-surface').count()).toBeGreaterThanOrEqual(11);
    // Every chart names its axes, the unit with them: one share-of-draws label per chart.
    const charts = await page.locator('section .recharts-surface').count();
    await expect(page.locator('section svg text', { hasText: 'Share of draws (%)' })).toHaveCount(
      charts,
    );
    await seeText(page, 'Every root sum (last digit of the sum) has exactly a 10 % chance.');

    // A chart read as a table: 28 sums, drawn counts adding up to the draws shown.
    await page.getByText('Sum distribution as a table', { exact: true }).click();
    const table = page.getByRole('table', { name: /^Sum distribution over [\d,]+ draws/ });
    await expect(table).toBeVisible();
    const caption = (await table.locator('caption').textContent()) ?? '';
    const draws = Number(/over ([\d,]+) draws/.exec(caption)![1]!.replace(/,/g, ''));
    expect(draws).toBeGreaterThan(50);
    const counts = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => Number(r.querySelector('td')!.textContent)));
    expect(counts).toHaveLength(28);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(draws);
    await expectAccessible(page, 'charts');

    await page.getByLabel('Draw time').selectOption('Eve');
    await expect.poll(() => new URL(page.url()).searchParams.get('time')).toBe('Eve');
    await expect(page.getByRole('heading', { name: 'Root-sum distribution' })).toBeVisible();
  });

  test('backtests a range month by month against chance', async () => {
    await openApp(page, `${app.url}/backtest?state=GA&depth=50&from=2026-01-01&to=2026-06-30`);
    const summary = await seeText(page, /^Hit rate \d/, { timeout: 60_000 });
    const text = (await summary.textContent()) ?? '';
    const [, hits, evaluated] = /\(([\d,]+) of ([\d,]+) draws\)/.exec(text)!;
    expect(Number(evaluated!.replace(/,/g, ''))).toBeGreaterThan(300);
    expect(Number(hits!.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(text).toMatch(/95 % interval [\d.]+ % – [\d.]+ %; chance rate [\d.]+ %/);
    const table = page.getByRole('table', {
      name: 'Hit rate of the remaining numbers by month, against chance',
    });
    const months = await table
      .locator('tbody th')
      .evaluateAll((cells) => cells.map((c) => c.textContent));
    expect(months).toEqual([
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
    ]);
    // Two charts: the hit rate by month, and the money section's running balance (its own chunk, so
    // it may arrive after the first; waiting for both keeps the count from racing it).
    await expect(page.locator('.recharts-surface')).toHaveCount(2);
    // Both charts name their axes with units, the chance line beside the statistic.
    for (const label of [
      'Month of the draws',
      'Hit rate (% of draws)',
      'Draw (date and draw time)',
      'Balance (US$)',
    ])
      await expect(page.locator('svg text', { hasText: label })).toHaveCount(1);
    await expectAccessible(page, 'backtest');

    await page.getByLabel('Eliminate the box numbers of the').selectOption('100');
    await expect.poll(() => new URL(page.url()).searchParams.get('depth')).toBe('100');
    await seeText(page, /^Hit rate \d/);
  });

  test('on a 390 px phone neither page scrolls sideways and both pass axe', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openApp(page, `${app.url}/charts?state=GA&limit=100`);
    await expect(page.getByRole('heading', { name: 'Skip histogram' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'charts on a phone');
    await openApp(page, `${app.url}/backtest?state=GA`);
    await seeText(page, /^Hit rate \d/, { timeout: 60_000 });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'backtest on a phone');
  });
});
