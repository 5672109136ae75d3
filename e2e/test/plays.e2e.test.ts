// Plays owned by the account, each for a draw (issue 25), in two browsers (two browser contexts:
// separate cookies and storage). Browser A buys a pool play logged out, the basket naming its draw
// and, while Georgia's stored data is old, asking to confirm; A then logs in and accepts the
// question; browser B logs in to the same account and sees the play; logging out shows none.
// Browser C buys logged out, declines the question, and keeps its play to itself.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { RunningApp } from '../src/app-server.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, passGate, seeText, openApp } from '../src/page-helpers.js';

interface Play {
  number: string;
  drawDate: string | null;
}

/** 2026-06-24 → 6/24/2026, as the app shows dates. */
const usDate = (iso: string) =>
  `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;

test.describe('plays owned by the account, each for a draw', () => {
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);
  test.describe.configure({ mode: 'serial' });
  let app: RunningApp;
  const contexts: BrowserContext[] = [];
  let browserA: Page;
  let browserB: Page;
  const email = `plays-${Date.now()}@example.test`;
  const password = 'Harbor-Tangerine-47!';
  let bought = '';

  async function open(browser: Browser): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    watchPage(page, { responses: true });
    await openApp(page, app.url);
    await passGate(page, app.passcode);
    await seeText(page, 'Access Granted');
    return page;
  }

  test.beforeAll(async ({ app: running }) => {
    app = running;
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** The plays the page's session sees (GET /api/purchased-numbers). */
  const plays = (page: Page) =>
    page.evaluate(
      async () =>
        ((await (await fetch('/api/purchased-numbers')).json()) as { plays: Play[] }).plays,
    );

  /** PayPal's window (the fake's page): approve, and wait for the return page to close it. */
  async function approveInPaypalWindow(page: Page, pay: () => Promise<void>): Promise<void> {
    const [popup] = await Promise.all([page.waitForEvent('popup'), pay()]);
    await popup.waitForURL(/\/checkoutnow\?token=/);
    // The return page tells the app, then closes its window: waited for from before the click, since
    // on a busy machine the window can close before the click's own wait has ended.
    const closed = popup.waitForEvent('close', { timeout: 30_000 });
    await popup.getByRole('link', { name: 'Approve' }).click();
    await closed;
  }

  /** Adds a remaining number of pool 1,1 and pays for it; returns the number. */
  async function buyPoolPlay(page: Page): Promise<string> {
    await openApp(page, `${app.url}/pools/1-1`);
    await expect(page.getByRole('heading', { name: 'Georgia Lotto Pools' })).toBeVisible({
      timeout: 60_000,
    });
    const chip = page.locator('button[data-kind="remaining"]').first();
    const number = (await chip.textContent()) ?? '';
    await chip.click();
    await seeText(page, 'Added to Fishing Basket');
    const draw = page.getByTestId(`cart-draw-${number}`);
    // The draw it is for, from Georgia's schedule: "For GA Evening · Wed 11/25/2026".
    await expect(draw).toHaveText(/^For GA Evening · [A-Z][a-z]{2} \d{1,2}\/\d{1,2}\/\d{4}$/);

    const georgia = await page.evaluate(async () => {
      const { states } = (await (await fetch('/api/states')).json()) as {
        states: Array<{ code: string; status: string; latestDraw: { date: string } | null }>;
      };
      return states.find((s) => s.code === 'GA')!;
    });
    const pay = page.getByRole('button', { name: 'Pay $1.00' });
    if (georgia.status === 'stale' || georgia.status === 'behind') {
      // Older data: the basket says so with the last stored draw, and paying waits for the yes.
      await expect(page.getByTestId('cart-older-data')).toContainText(
        `GA's newest stored draw is GA `,
      );
      await expect(page.getByTestId('cart-older-data')).toContainText(
        usDate(georgia.latestDraw!.date),
      );
      await expect(pay).toBeDisabled();
      await page.getByRole('checkbox', { name: /come from older data/ }).check();
    } else {
      await expect(page.getByTestId('cart-older-data')).toHaveCount(0);
    }
    await expectAccessible(page, 'basket with draws');
    await approveInPaypalWindow(page, () => pay.click());
    await seeText(page, /^Your plays are in your Lotto Pool, for GA Evening · /);
    return number;
  }

  async function logIn(page: Page) {
    await openApp(page, `${app.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Passcode' }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await seeText(page, 'Logged in successfully!');
    await page.waitForURL('**/profile');
  }

  test('browser A buys a play logged out; the basket names its draw', async ({ browser }) => {
    browserA = await open(browser);
    bought = await buyPoolPlay(browserA);
    const mine = await plays(browserA);
    expect(mine.map((p) => p.number)).toEqual([bought]);
    expect(mine[0]?.drawDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('the account is created (signup and the e-mailed code) without touching those plays', async () => {
    const signup = await browserA.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/signup', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              fullName: 'Ada Player',
              email,
              password,
              confirmPassword: password,
              state: 'GA',
              zipCode: '30301',
            }),
          })
        ).status,
      { email, password },
    );
    expect(signup).toBe(201);
    await app.fakes.smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
    const mail = app.fakes.smtp.received.find((m) => m.to.includes(email))!;
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    const verified = await browserA.evaluate(
      async ({ email, code }) =>
        (
          await fetch('/api/auth/verify', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, code }),
          })
        ).status,
      { email, code: code ?? '' },
    );
    expect(verified).toBe(200);
  });

  test('on login, browser A is asked, and the accepted play joins the account', async () => {
    await logIn(browserA);
    const question = browserA.getByRole('dialog', { name: 'Plays from this browser' });
    await expect(question).toBeVisible();
    await expect(question).toContainText('Add the play bought on this browser to your account?');
    await expectAccessible(browserA, 'claim question');
    await question.getByRole('button', { name: 'Add to my account' }).click();
    await seeText(browserA, 'Added to your account');
    await expect(question).toBeHidden();
    await browserA.getByRole('tab', { name: 'Lotto Pool' }).click();
    await expect(browserA.getByTestId(`play-draw-${bought}`)).toHaveText(
      /^GA Evening · [A-Z][a-z]{2} \d{1,2}\/\d{1,2}\/\d{4}$/,
    );
  });

  test('browser B logs in to the same account and sees the play, with nothing to ask', async ({
    browser,
  }) => {
    browserB = await open(browser);
    await logIn(browserB);
    await browserB.getByRole('tab', { name: 'Lotto Pool' }).click();
    await expect(browserB.getByTestId(`play-draw-${bought}`)).toBeVisible();
    await expect(browserB.getByRole('dialog', { name: 'Plays from this browser' })).toHaveCount(0);
    expect((await plays(browserB)).map((p) => p.number)).toEqual([bought]);
  });

  test('logging out in browser A leaves no account play in it', async () => {
    await browserA.getByRole('button', { name: 'Logout' }).click();
    await seeText(browserA, 'Logged out');
    expect(await plays(browserA)).toEqual([]);
    await openApp(browserA, `${app.url}/pools/1-1`);
    await seeText(browserA, 'Your fishing basket is empty. Tap a green number to add it.', {
      timeout: 60_000,
    });
  });

  test('browser C declines: its play stays with the browser, out of the account', async ({
    browser,
  }) => {
    const browserC = await open(browser);
    const kept = await buyPoolPlay(browserC);
    await logIn(browserC);
    const question = browserC.getByRole('dialog', { name: 'Plays from this browser' });
    await expect(question).toContainText('Add the play bought on this browser to your account?');
    await question.getByRole('button', { name: 'Keep them on this browser' }).click();
    await expect(question).toBeHidden();
    expect((await plays(browserC)).map((p) => p.number)).toEqual([bought]);

    await browserC.getByRole('button', { name: 'Logout' }).click();
    await seeText(browserC, 'Logged out');
    expect((await plays(browserC)).map((p) => p.number)).toEqual([kept]);
    expect((await plays(browserB)).map((p) => p.number)).toEqual([bought]);
  });
});
