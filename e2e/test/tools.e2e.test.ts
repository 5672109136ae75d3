// The player tools in Chromium: a shared link to the main page opens the same view and the controls
// keep the URL in step; the header search opens a number's lookup page; the skips table sorts,
// filters and switches to straights. axe checks every screen, on desktop and on a phone.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import type { RunningApp } from '../src/app-server.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, pageOverflow, passGate, seeText, openApp } from '../src/page-helpers.js';

/**
 * The server answers a route the page reads in its documented shape: a broken route fails the test
 * here, with its status and the start of its body, rather than as a missing figure further on.
 */
async function expectRouteAnswers(page: Page, path: string, field: string): Promise<void> {
  const { status, body } = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.text() };
  }, path);
  expect(status, `${path} answered ${status}: ${body.slice(0, 300)}`).toBe(200);
  expect(body, `${path} has no "${field}"`).toContain(`"${field}"`);
}

/** The page's query string as an object, to compare regardless of parameter order. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('player tools in Chromium', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);
  test.describe.configure({ mode: 'serial' });
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, app: running }) => {
    app = running;
    context = await browser.newContext();
    page = await context.newPage();
    watchPage(page, { responses: true });
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('a shared link passes the passcode gate and opens its own view', async () => {
    await openApp(page, `${app.url}/?state=GA&time=Eve&limit=100&mode=straight`);
    await passGate(page, app.passcode);
    await expect(page.getByRole('heading', { name: 'Georgia Cash 3', exact: true })).toBeVisible({
      timeout: 60_000,
    });

    await expect(page.getByLabel('State', { exact: true })).toHaveValue('GA');
    await expect(page.getByLabel('Draw session')).toHaveValue('Eve');
    await expect(page.getByLabel('Display draws')).toHaveValue('100');
    await expect(page.getByRole('tab', { name: 'All Straight (1,000)' })).toBeVisible();
    expect(queryOf(page)).toEqual({ state: 'GA', time: 'Eve', limit: '100', mode: 'straight' });
    await expectAccessible(page, 'home from a shared link');
  });

  test('changing the controls rewrites the URL in place, and opening it again restores the view', async () => {
    const historyLength = await page.evaluate(() => history.length);
    await page.getByLabel('Digit type').selectOption('doubles');
    await expect.poll(() => queryOf(page).digits).toBe('doubles');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await expect(page.getByRole('heading', { name: 'Texas Pick 3', exact: true })).toBeVisible();
    await expect
      .poll(() => queryOf(page))
      .toEqual({ state: 'TX', time: 'Eve', digits: 'doubles', limit: '100', mode: 'straight' });
    // replaceState: Back still leaves the page instead of stepping through each click.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    const shared = page.url();
    // A reader whose default state is New York opens the link: the link wins.
    await page.evaluate(() => localStorage.setItem('defaultState', 'NY'));
    await openApp(page, shared);
    await expect(page.getByRole('heading', { name: 'Texas Pick 3', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel('Digit type')).toHaveValue('doubles');
    await expect(page.getByLabel('Draw session')).toHaveValue('Eve');
    await expect(page.getByLabel('Display draws')).toHaveValue('100');
    await expect(page.getByRole('tab', { name: 'All Straight (1,000)' })).toBeVisible();

    // A number filter travels too: set it, reopen the link, and it is still on.
    await page.getByRole('button', { name: /^Number Filters/ }).click();
    const dropdown = page.getByRole('dialog', { name: 'Number Filters' });
    await dropdown
      .locator('fieldset', { hasText: 'Position 1' })
      .getByRole('button', { name: '0', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('position1')).toEqual(['0']);
    await page.keyboard.press('Escape');
    await openApp(page, page.url());
    await expect(page.getByRole('button', { name: 'Number Filters (1)' })).toBeVisible({
      timeout: 60_000,
    });
  });

  test('the header search opens the lookup page of a number for the current state', async () => {
    const search = page.getByRole('textbox', { name: 'Look up a number' });
    await search.fill('12');
    await search.press('Enter');
    await seeText(page, 'Type three digits, 000 to 999');
    await search.fill('123');
    await search.press('Enter');
    await page.waitForURL(/\/lookup\/123\?state=TX$/);
    await expect(
      page.getByRole('heading', { name: '123 in Texas: every hit and skip' }),
    ).toBeVisible();

    await expectRouteAnswers(page, '/api/draws/lookup?state=TX&number=123', 'straightHits');
    const straight = page.getByRole('table', { name: 'Straight 123' });
    await expect(straight).toBeVisible();
    await expect(straight.getByText('expected every 1,000 draws')).toHaveCount(3);
    const box = page.getByRole('table', { name: 'Box 123' });
    await expect(box.getByText('expected every 166.7 draws')).toHaveCount(3);
    await seeText(page, 'Patterns of 123');
    // Box hits newest first: the dates (M/D/YYYY) only go back down the table.
    const boxHits = page.getByRole('table', { name: /^Box hits of 123/ });
    const dates = (await boxHits.locator('tbody tr td:nth-child(1)').allTextContents()).map(
      (text) => {
        const [month = '', day = '', year = ''] = text.trim().split('/');
        return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
      },
    );
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expectAccessible(page, 'number lookup');

    await page.getByLabel('Draw time').selectOption('EVE');
    await page.waitForURL(/drawTime=EVE/);
    await seeText(page, /\(Evening draws\)/);
  });

  test('the skips table states the odds, sorts, filters and switches to straights', async () => {
    await page.getByRole('link', { name: 'Skips table' }).first().click();
    await page.waitForURL(/\/skips\?state=TX$/);
    await expect(page.getByRole('heading', { name: 'Skips table: 220 box numbers' })).toBeVisible();
    await seeText(page, "Skips do not change the next draw's odds");

    await expectRouteAnswers(page, '/api/skips?state=TX&mode=box', 'chiSquare');
    await seeText(
      page,
      /^Every number has the same chance.*Chi-square [\d.]+ with 219 degrees of freedom, p [=<] [\d.]+: (consistent with a fair draw|unusual, but with many tables some will be)\.$/,
    );
    const list = page.getByRole('list', { name: 'Skips of every number' });
    const setSize = async () =>
      (await list.getByRole('listitem').first().getAttribute('aria-setsize')) ?? '';
    await expect.poll(setSize).toBe('220');
    // Most overdue first: the first rows' current skips do not grow.
    const currentSkips = async () =>
      (await list.getByRole('listitem').allTextContents())
        .slice(0, 5)
        .map((t) => /Current skip: ([\d,]+)/.exec(t)?.[1]?.replace(/,/g, ''))
        .filter((v) => v !== undefined)
        .map(Number);
    const first = await currentSkips();
    expect(first.length).toBe(5);
    expect([...first].sort((a, b) => b - a)).toEqual(first);
    await page.getByRole('button', { name: /^Current skip/ }).click();
    const flipped = await currentSkips();
    expect([...flipped].sort((a, b) => a - b)).toEqual(flipped);
    expect(flipped[0]!).toBeLessThanOrEqual(first[0]!);

    await page.getByLabel('Digit type').selectOption('triple');
    await expect.poll(setSize).toBe('10');
    // The window: hits in the newest 730 draws by default, the choice kept in the URL.
    await expect(page.getByRole('button', { name: 'Drawn in last 730' })).toBeVisible();
    await page.getByLabel('Window').selectOption('100');
    await expect(page.getByRole('button', { name: 'Drawn in last 100' })).toBeVisible();
    expect(queryOf(page).window).toBe('100');
    await page.getByLabel('Window').selectOption('730');
    await expect.poll(() => queryOf(page).window).toBeUndefined();
    await expectAccessible(page, 'skips table');

    await page.getByText('Straight (1,000)').click();
    await expect(
      page.getByRole('heading', { name: 'Skips table: 1,000 straight numbers' }),
    ).toBeVisible();
    await expect
      .poll(() => queryOf(page))
      .toEqual({ state: 'TX', type: 'triple', mode: 'straight' });
    await page.getByLabel('Digit type').selectOption('all');
    await expect.poll(setSize, { timeout: 30_000 }).toBe('1000');
  });

  test('the skips table downloads as CSV and JSON, with its columns and all its rows', async () => {
    await openApp(page, `${app.url}/skips?state=TX`);
    await expect(page.getByRole('heading', { name: 'Skips table: 220 box numbers' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Skips of every number' }).getByRole('listitem').first(),
    ).toBeVisible();
    const save = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name }).click(),
      ]);
      return {
        fileName: download.suggestedFilename(),
        text: await readFile(await download.path(), 'utf8'),
      };
    };
    const csv = await save('Download CSV');
    expect(csv.fileName).toBe('tx-pick-3-skips.csv');
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'number,type,current_skip,current_skip_is_at_least,average_skip,longest_skip,drawn_in_window,drawn_all_time,expected_skip',
    );
    expect(lines).toHaveLength(221);
    const json = await save('Download JSON');
    expect(json.fileName).toBe('tx-pick-3-skips.json');
    const rows = JSON.parse(json.text) as Array<{ number: string }>;
    expect(rows.map((r) => r.number)).toEqual(lines.slice(1).map((l) => l.split(',')[0]));
  });

  test('an unknown page answers HTTP 404 and shows the 404 page; the app pages answer 200', async () => {
    const missing = await page.goto(`${app.url}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    for (const path of ['/?state=GA', '/skips?state=TX', '/lookup/123?state=TX', '/charts']) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status(), path).toBe(200);
    }
  });

  test('the tools fit a 390 px phone without widening the page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/skips?state=TX', '/lookup/123?state=TX', '/?state=TX']) {
      await openApp(page, `${app.url}${path}`);
      await expect(page.getByRole('textbox', { name: 'Look up a number' })).toBeVisible({
        timeout: 60_000,
      });
      expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
      await expectAccessible(page, `phone ${path}`);
    }
  });
});
