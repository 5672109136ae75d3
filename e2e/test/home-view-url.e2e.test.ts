// The main page's view has one home, its address: filters set on the page survive a reload, Back
// returns to them from another page, and the link opened in a fresh browser shows the same view.
import type { Page } from '@playwright/test';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { passGate, openApp } from '../src/page-helpers.js';

/** The controls that show the view, read from the page itself. */
async function expectView(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Georgia Cash 3', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('GA');
  await expect(page.getByLabel('Draw session')).toHaveValue('Eve');
  await expect(page.getByLabel('Digit type')).toHaveValue('doubles');
  await expect(page.getByRole('button', { name: 'Number Filters (1)' })).toBeVisible();
}

test.describe('the main page view in its URL', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);

  test('set filters, reload, Back from another page, and a shared link in a fresh context', async ({
    browser,
    app,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    watchPage(page, { responses: true });
    await openApp(page, `${app.url}/`);
    await passGate(page, app.passcode);
    await page.getByLabel('State', { exact: true }).selectOption('GA', { timeout: 60_000 });
    await page.getByLabel('Draw session').selectOption('Eve');
    await page.getByLabel('Digit type').selectOption('doubles');
    await page.getByRole('button', { name: /^Number Filters/ }).click();
    await page
      .getByRole('dialog', { name: 'Number Filters' })
      .locator('fieldset', { hasText: 'Position 1' })
      .getByRole('button', { name: '0', exact: true })
      .click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ state: 'GA', time: 'Eve', digits: 'doubles', position1: '0' });
    const shared = page.url();

    await page.reload();
    await expectView(page);

    await page
      .getByRole('link', { name: /All .*results/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/results\/GA$/);
    await page.goBack();
    expect(page.url()).toBe(shared);
    await expectView(page);

    // Local storage holds only the default state, which the link does not touch.
    expect(
      await page.evaluate(() => [
        localStorage.getItem('currentState'),
        localStorage.getItem('defaultState'),
      ]),
    ).toEqual([null, null]);

    const fresh = await browser.newContext();
    try {
      const reader = await fresh.newPage();
      watchPage(reader, { responses: true });
      await openApp(reader, shared);
      await passGate(reader, app.passcode);
      await openApp(reader, shared);
      await expectView(reader);
    } finally {
      await fresh.close();
      await context.close();
    }
  });
});
