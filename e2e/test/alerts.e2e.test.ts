// The alerts screen in Chromium: a visitor is asked to sign in; a player who signed up (e-mail code
// from the fake SMTP server) and logged in tracks a number, switches the daily summary, confirms the
// account's own e-mail and an SMS number with the code the fake SMS gateway received. axe checks
// each screen, and on a 390 px phone the page never scrolls sideways. The last step checks the
// smaller gaps of issue 14 item 8 on that phone: a calendar date drives the analysis, 'All draws',
// coordinate codes, the box grid scrolling in its own box, the pools page naming its state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app-server.js';
import { browserAvailable, launchChromium } from '../src/chromium.js';
import {
  expectAccessible,
  fillSignupForm,
  recordFailure,
  seeText,
  widensPage,
} from '../src/page-helpers.js';

const runnable = browserAvailable();

describe.skipIf(!runnable)('alerts screen in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `alerts-${Date.now()}@example.test`;
  const password = 'Harbor-Tangerine-47!';

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`e2e: page error: ${error.message}`));
    page.setDefaultTimeout(30_000);
    page.setDefaultNavigationTimeout(60_000);
  });

  afterEach(({ task }) => recordFailure(task, page, () => app.log(), 'alerts-'));

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('asks a signed-out visitor to sign in', async () => {
    await page.goto(`${app.url}/alerts`);
    await seeText(page, 'Passcode Access', { timeout: 90_000 });
    await page.getByRole('textbox', { name: 'Passcode' }).fill(app.passcode);
    await page.getByRole('button', { name: 'Submit' }).click();
    await seeText(
      page,
      'Sign in to track numbers and get e-mail or SMS alerts when they are drawn.',
      {
        timeout: 60_000,
      },
    );
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await expectAccessible(page, 'alerts signed out');
  });

  it('signs up, verifies the e-mail and logs in', async () => {
    await page.goto(`${app.url}/signup`);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
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
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Passcode' }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await seeText(page, 'Logged in successfully!');
    await page.waitForURL('**/profile');
  });

  it('opens from the profile, tracks a number and switches the daily summary', async () => {
    await page.getByRole('link', { name: 'Alerts' }).click();
    await page.waitForURL('**/alerts');
    await page.getByRole('heading', { name: 'Tracked numbers' }).waitFor();
    await seeText(page, 'No alerts sent yet');

    await page.getByLabel('State', { exact: true }).selectOption('GA');
    await page.getByLabel('Number', { exact: true }).fill('407');
    await page.getByText('Straight', { exact: true }).click();
    await page.getByRole('button', { name: 'Track number' }).click();
    const georgia = page.getByRole('list', { name: 'Tracked in Georgia' });
    await georgia.getByText('407 Straight').waitFor();

    const summary = page.getByRole('switch', { name: /^Daily summary/ });
    expect(await summary.isChecked()).toBe(false);
    await summary.click();
    await expect.poll(() => summary.isChecked()).toBe(true);

    // Stored on the server: a reload shows the same settings.
    await page.reload();
    await page
      .getByRole('list', { name: 'Tracked in Georgia' })
      .getByText('407 Straight')
      .waitFor();
    expect(await page.getByRole('switch', { name: /^Daily summary/ }).isChecked()).toBe(true);
    await expectAccessible(page, 'alerts');
  });

  it("confirms the account's e-mail at once and an SMS number with the texted code", async () => {
    const mailGroup = page.getByRole('group', { name: 'Alert e-mail' });
    await mailGroup.getByLabel('Alert e-mail').fill(email);
    await mailGroup.getByRole('button', { name: 'Save' }).click();
    await mailGroup.getByText('Verified', { exact: true }).waitFor();

    const smsGroup = page.getByRole('group', { name: 'SMS number' });
    await smsGroup.getByLabel('SMS number').fill('555 201 4477');
    await smsGroup.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => smsGroup.getByLabel('SMS number').inputValue()).toBe('+15552014477');
    const before = app.fakes.sms.messages.length;
    await smsGroup.getByRole('button', { name: 'Send code' }).click();
    await app.fakes.sms.waitForMessages(before + 1);
    const text = app.fakes.sms.messages.at(-1)!;
    expect(text.to).toBe('+15552014477');
    const code = /\b(\d{6})\b/.exec(text.body)?.[1];
    expect(code, text.body).toBeDefined();
    await smsGroup.getByLabel('Code').fill(code!);
    await smsGroup.getByRole('button', { name: 'Verify' }).click();
    await smsGroup.getByText('Verified', { exact: true }).waitFor();
    await expectAccessible(page, 'alerts verified');
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: 'Tracked numbers' }).waitFor();
    expect(await widensPage(page)).toBe(false);
    await expectAccessible(page, 'alerts on a phone');
  });

  it('the main page on a phone: coordinate codes, All draws, a box grid that scrolls in its own box', async () => {
    await page.goto(`${app.url}/?state=GA`);
    await page
      .getByRole('heading', { name: 'Georgia Cash 3', exact: true })
      .waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Display draws').inputValue()).toBe('730');
    await seeText(page, 'All draws');
    // A date picked in the calendar starts the analysis there: the limit becomes its draw count.
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const pick = page.getByRole('button', { name: /^Analyse from / }).nth(1);
    const picked = (await pick.getAttribute('aria-label'))!.replace('Analyse from ', '');
    await pick.click();
    const toast = await seeText(page, new RegExp(`^Showing the \\d+ draws since ${picked}\\.$`));
    const count = Number(/\d+/.exec((await toast.textContent())!)![0]);
    expect(count).toBeGreaterThan(1);
    await expect.poll(() => page.getByLabel('Display draws').inputValue()).toBe(String(count));
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(Math.min(count, 5));
    await page.getByLabel('Display draws').fill('730');
    await page.getByLabel('Display draws').press('Enter');
    await seeText(page, 'All draws');

    const coordinate = page.locator('[title^="Coordinate code"]').first();
    expect(await coordinate.textContent()).toMatch(/^Coordinate [A-L]{1,3}[J-V]{1,3}$/);

    await page.getByRole('tab', { name: /^Box Numbers/ }).click();
    const singles = page.getByRole('group', { name: 'SINGLES grid' });
    await singles.waitFor();
    expect(await widensPage(page)).toBe(false);
    // Twelve columns do not fit 390 px: the grid's own box scrolls instead of the page.
    expect(await singles.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectAccessible(page, 'box grid on a phone');

    await page.getByRole('tab', { name: 'Lotto Pools' }).click();
    await page.getByRole('heading', { name: 'Georgia Lotto Pools' }).waitFor();
    expect(await page.getByText('Coming Soon').count()).toBe(0);
  });
});
