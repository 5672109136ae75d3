// The alerts screen in Chromium: a visitor is asked to sign in; a player who signed up (e-mail code
// from the fake SMTP server) and logged in tracks a number, switches the daily summary, confirms the
// account's own e-mail and an SMS number with the code the fake SMS gateway received. axe checks
// each screen, and on a 390 px phone the page never scrolls sideways. The last step checks the
// smaller gaps of issue 14 item 8 on that phone: a calendar date drives the analysis, 'All draws',
// coordinate codes, the box grid scrolling in its own box, the pools page naming its state.
import type { BrowserContext, Page } from '@playwright/test';
import type { RunningApp } from '../src/app-server.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import {
  expectAccessible,
  fillSignupForm,
  pageOverflow,
  passGate,
  seeText,
  openApp,
} from '../src/page-helpers.js';

test.describe('alerts screen in Chromium', () => {
  // No Chromium here: skip, with the reason (on CI browserMissing() throws instead of skipping).
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);
  test.describe.configure({ mode: 'serial' });
  let app: RunningApp;
  let context: BrowserContext;
  let page: Page;
  const email = `alerts-${Date.now()}@example.test`;
  const password = 'Harbor-Tangerine-47!';

  test.beforeAll(async ({ browser, app: running }) => {
    app = running;
    context = await browser.newContext();
    page = await context.newPage();
    watchPage(page);
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('asks a signed-out visitor to sign in', async () => {
    await openApp(page, `${app.url}/alerts`);
    await passGate(page, app.passcode);
    await seeText(
      page,
      'Sign in to track numbers and get e-mail or SMS alerts when they are drawn.',
      {
        timeout: 60_000,
      },
    );
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectAccessible(page, 'alerts signed out');
  });

  test('signs up, verifies the e-mail and logs in', async () => {
    await openApp(page, `${app.url}/signup`);
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await fillSignupForm(page, email, password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await seeText(page, /We sent a 6-digit verification code to/);
    await app.fakes.smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
    const mail = app.fakes.smtp.received.find((m) => m.to.includes(email))!;
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeDefined();
    await page.getByLabel('Verification Code').fill(code!);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await seeText(page, 'Email Verified!');

    // The account exists with its e-mail verified; logging in gives a session without paying.
    await openApp(page, `${app.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Passcode' }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await seeText(page, 'Logged in successfully!');
    await page.waitForURL('**/profile');
  });

  test('opens from the profile, tracks a number and switches the daily summary', async () => {
    await page.getByRole('link', { name: 'Alerts' }).click();
    await page.waitForURL('**/alerts');
    await expect(page.getByRole('heading', { name: 'Tracked numbers' })).toBeVisible();
    await seeText(page, 'No alerts sent yet');

    await page.getByLabel('State', { exact: true }).selectOption('GA');
    await page.getByLabel('Number', { exact: true }).fill('407');
    await page.getByText('Straight', { exact: true }).click();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/aert') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Track number' }).click();
    const georgia = page.getByRole('list', { name: 'Tracked in Georgia' });
    await expect(georgia.getByText('407 Straight')).toBeVisible();
    // Issue 25: no red "already tracked" under Number once the add succeeded.
    expect((await saved).status()).toBe(200);
    await expect(page.getByLabel('Number', { exact: true })).toHaveValue('');
    await expect(page.getByText(/is already tracked in/)).toHaveCount(0);
    await expect(page.getByLabel('Number', { exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    const summary = page.getByRole('switch', { name: /^Daily summary/ });
    await expect(summary).not.toBeChecked();
    await summary.click();
    await expect(summary).toBeChecked();

    // Stored on the server: a reload shows the same settings.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Tracked in Georgia' }).getByText('407 Straight'),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Daily summary/ })).toBeChecked();
    await expectAccessible(page, 'alerts');
  });

  test('adds a number with Enter while the save is slow: listed, no "already tracked"; a real duplicate is still refused', async () => {
    const number = page.getByLabel('Number', { exact: true });
    const isSave = (r: { url(): string; request(): { method(): string } }) =>
      r.url().includes('/api/aert') && r.request().method() === 'PUT';
    // A slow line: every answer, the save's included, comes 1.5 s late, so the list re-renders while
    // the save is under way (issue 25 item 6). DevTools' network emulation, not interception: the
    // app's service worker controls the page.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1_500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    try {
      // After the reload the form starts on the page's default state again.
      await page.getByLabel('State', { exact: true }).selectOption('GA');
      await number.fill('512');
      const saved = page.waitForResponse(isSave);
      await number.press('Enter');
      expect((await saved).status()).toBe(200);
      const georgia = page.getByRole('list', { name: 'Tracked in Georgia' });
      await expect(georgia.getByText('512 Box')).toBeVisible();
      await expect(georgia.getByText('407 Straight')).toBeVisible();
      await expect(number).toHaveValue('');
      await expect(page.getByText(/is already tracked in/)).toHaveCount(0);
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    } finally {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }

    // Typing a tracked number shows nothing yet; submitting it is refused by the rule, and no save goes out.
    await number.fill('512');
    await expect(page.getByText(/is already tracked in/)).toHaveCount(0);
    let saves = 0;
    const count = (r: Parameters<typeof isSave>[0]) => {
      if (isSave(r)) saves += 1;
    };
    page.on('response', count);
    await page.getByRole('button', { name: 'Track number' }).click();
    await seeText(page, '512 (box) is already tracked in GA');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    page.off('response', count);
    expect(saves).toBe(0);
    // A field error is readable: its red passes WCAG AA contrast (the theme's error colour).
    await expectAccessible(page, 'alerts with a field error');
    // The refusal stays under Number until the next try; the next steps start from a fresh page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tracked numbers' })).toBeVisible();
  });

  test("confirms the account's e-mail at once and an SMS number with the texted code", async () => {
    const mailGroup = page.getByRole('group', { name: 'Alert e-mail' });
    await mailGroup.getByLabel('Alert e-mail').fill(email);
    await mailGroup.getByRole('button', { name: 'Save' }).click();
    await expect(mailGroup.getByText('Verified', { exact: true })).toBeVisible();

    const smsGroup = page.getByRole('group', { name: 'SMS number' });
    await smsGroup.getByLabel('SMS number').fill('555 201 4477');
    await smsGroup.getByRole('button', { name: 'Save' }).click();
    await expect(smsGroup.getByLabel('SMS number')).toHaveValue('+15552014477');
    const before = app.fakes.sms.messages.length;
    await smsGroup.getByRole('button', { name: 'Send code' }).click();
    await app.fakes.sms.waitForMessages(before + 1);
    const text = app.fakes.sms.messages.at(-1)!;
    expect(text.to).toBe('+15552014477');
    const code = /\b(\d{6})\b/.exec(text.body)?.[1];
    expect(code, text.body).toBeDefined();
    await smsGroup.getByLabel('Code').fill(code!);
    await smsGroup.getByRole('button', { name: 'Verify' }).click();
    await expect(smsGroup.getByText('Verified', { exact: true })).toBeVisible();
    await expectAccessible(page, 'alerts verified');
  });

  test('fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tracked numbers' })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'alerts on a phone');
  });

  test('the main page on a phone: coordinate codes, All draws, a box grid that scrolls in its own box', async () => {
    await openApp(page, `${app.url}/?state=GA`);
    await expect(page.getByRole('heading', { name: 'Georgia Cash 3', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel('Display draws')).toHaveValue('730');
    await seeText(page, 'All draws');
    // A date picked in the calendar starts the analysis there: the limit becomes its draw count.
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const pick = page.getByRole('button', { name: /^Analyse from / }).nth(1);
    const picked = (await pick.getAttribute('aria-label'))!.replace('Analyse from ', '');
    await pick.click();
    const toast = await seeText(page, new RegExp(`^Showing the \\d+ draws since ${picked}\\.$`));
    const count = Number(/\d+/.exec((await toast.textContent())!)![0]);
    expect(count).toBeGreaterThan(1);
    await expect(page.getByLabel('Display draws')).toHaveValue(String(count));
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(Math.min(count, 5));
    await page.getByLabel('Display draws').fill('730');
    await page.getByLabel('Display draws').press('Enter');
    await seeText(page, 'All draws');

    const coordinate = page.locator('[title^="Coordinate code"]').first();
    expect(await coordinate.textContent()).toMatch(/^Coordinate [A-L]{1,3}[J-V]{1,3}$/);

    await page.getByRole('tab', { name: /^Box Numbers/ }).click();
    const singles = page.getByRole('group', { name: 'SINGLES grid' });
    await expect(singles).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // Twelve columns do not fit 390 px: the grid's own box scrolls instead of the page.
    expect(await singles.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectAccessible(page, 'box grid on a phone');

    await page.getByRole('tab', { name: 'Lotto Pools' }).click();
    await expect(page.getByRole('heading', { name: 'Georgia Lotto Pools' })).toBeVisible();
    await expect(page.getByText('Coming Soon')).toHaveCount(0);
  });
});
