// `pnpm screenshots`: starts the app as the e2e suite does (built server, production mode, PGlite,
// passcode gate, local fakes) and writes a viewport PNG of each screen to docs/screenshots/, for a
// phone and a desktop window. Viewport shots at device scale 1 keep each file small.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { REPO_ROOT, startApp, type RunningApp } from '../src/app-server.js';
import { browserMissing, launchChromium } from '../src/chromium.js';
import { fillSignupForm, seeText, settle } from '../src/page-helpers.js';
import { SPANISH_BROWSER, visitSpanishScreens } from '../src/spanish-tour.js';

const OUT_DIR = join(REPO_ROOT, 'docs/screenshots');
/** `--lang=es`: every screen in Spanish (a Spanish browser), written to docs/screenshots/es/. */
const LANGUAGE = process.argv.includes('--lang=es') ? 'es' : 'en';
const ES_OUT_DIR = join(OUT_DIR, 'es');

const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

/** On a phone the header fills the first screen: start a page's shot at its own heading. */
async function toHeading(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const heading = page.getByRole('heading', { name });
  await heading.waitFor({ timeout: 60_000 });
  if (viewport === 'mobile') await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

async function shoot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await settle(page);
  const file = join(OUT_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
}

/** Every screen in Spanish, in one browser window size (src/spanish-tour.ts walks them). */
async function tourSpanish(
  browser: Browser,
  app: RunningApp,
  viewport: ViewportName,
): Promise<void> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    ...SPANISH_BROWSER,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    const shootEs = async (name: string) => {
      const file = join(ES_OUT_DIR, `${name}-${viewport}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
    };
    await visitSpanishScreens(page, app, shootEs);
    // Issue 33: a play bought by the new account, and Your Plays showing the order as a receipt.
    const added = await page.evaluate(async () => {
      const response = await fetch('/api/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '610', state: 'GA', drawTime: 'Evening', quantity: 1 }),
      });
      return response.status;
    });
    if (added !== 201) throw new Error(`cart add answered ${added}`);
    await page.goto(`${app.url}/pools/1-1`);
    const pay = page.getByRole('button', { name: /^Pagar / });
    await pay.waitFor({ timeout: 60_000 });
    const older = page.getByRole('checkbox', { name: /vienen de datos antiguos/ });
    if ((await older.count()) > 0) await older.check();
    const [payment] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
    await payment.waitForURL(/\/checkoutnow\?token=/);
    await payment.getByRole('link', { name: 'Approve' }).click();
    await payment.waitForEvent('close', { timeout: 30_000 });
    await seeText(page, /^(Tus|Sus) jugadas están en (tu|su) Lotto Pool/, { timeout: 30_000 });
    await page.goto(`${app.url}/profile`);
    await page.getByRole('tab', { name: 'Lotto Pool' }).click();
    await seeText(page, /^Recibo del /);
    await toHeading(page, 'Tus jugadas', viewport);
    await settle(page);
    await shootEs('your-plays-receipt');
  } finally {
    await context.close();
  }
}

/** The words of the helper screen in each language: the gate, the header button, a question. */
const HELPER_WORDS = {
  en: {
    gate: 'Passcode Access',
    passcode: 'Passcode',
    submit: 'Submit',
    helper: /AI Helper/,
    message: 'Message',
    log: 'Chat messages',
    offline: 'AI model offline',
    question: 'Should I play 777 tonight?',
  },
  es: {
    gate: 'Acceso con contraseña',
    passcode: 'Contraseña',
    submit: 'Enviar',
    helper: /Asistente IA/,
    message: 'Mensaje',
    log: 'Mensajes del chat',
    offline: 'Modelo de IA sin conexión',
    question: '¿Debería jugar 777 esta noche?',
  },
} as const;

/**
 * The helper on a server without a model (issue 25 item 8): the Georgia page, the Offline badge and
 * the offline analyst's answer to "should I play 777", in the run's language.
 */
async function shootHelper(
  browser: Browser,
  app: RunningApp,
  viewport: ViewportName,
): Promise<void> {
  const words = HELPER_WORDS[LANGUAGE];
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    ...(LANGUAGE === 'es' ? SPANISH_BROWSER : {}),
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(`${app.url}/?state=GA`);
    await seeText(page, words.gate, { timeout: 90_000 });
    await page.getByRole('textbox', { name: words.passcode }).fill(app.passcode);
    await page.getByRole('button', { name: words.submit }).click();
    await page.getByRole('heading', { name: 'Georgia Cash 3', exact: true }).waitFor();
    await page.getByRole('button', { name: words.helper }).click();
    const message = page.getByRole('textbox', { name: words.message, exact: true });
    await message.fill(words.question);
    await message.press('Enter');
    await page.getByRole('log', { name: words.log }).getByText(words.offline).waitFor();
    const file = join(LANGUAGE === 'es' ? ES_OUT_DIR : OUT_DIR, `helper-${viewport}.png`);
    await settle(page);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
  } finally {
    await context.close();
  }
}

/** One pass through every screen in one browser window size. */
async function tour(browser: Browser, app: RunningApp, viewport: ViewportName): Promise<void> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await page.goto(app.url);
    await seeText(page, 'Passcode Access', { timeout: 90_000 });
    await shoot(page, 'passcode-gate', viewport);
    await page.getByRole('textbox', { name: 'Passcode' }).fill(app.passcode);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('tab', { name: 'Lottery Results' }).waitFor({ timeout: 60_000 });
    // Past the 'Access Granted' toast.
    await page.waitForTimeout(5_500);
    await shoot(page, 'home', viewport);

    // Issue 24's first screen: Georgia's latest result of each draw time and the next draw, at the
    // top, unscrolled (the Spanish tour's 'home' is the same screen in Spanish).
    await page.goto(`${app.url}/?state=GA`);
    await page
      .getByTestId('latest-results')
      .getByText(/\d{3}/)
      .first()
      .waitFor({ timeout: 60_000 });
    await shoot(page, 'first-screen', viewport);

    await page.getByLabel('State', { exact: true }).selectOption('GA');
    await page.getByRole('heading', { name: 'Georgia Cash 3 Results' }).waitFor();
    await page.getByRole('heading', { name: 'Georgia Cash 3 Results' }).scrollIntoViewIfNeeded();
    await shoot(page, 'results', viewport);

    await page.getByRole('tab', { name: /^Play Numbers/ }).click();
    await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
    await shoot(page, 'play-numbers', viewport);

    await page.getByRole('tab', { name: /^Box Numbers/ }).click();
    await page.getByRole('heading', { name: 'Pick3 Box Numbers (220)' }).scrollIntoViewIfNeeded();
    await shoot(page, 'box-grid', viewport);

    await page.getByRole('tab', { name: 'Lottery Sites' }).click();
    await page.getByRole('heading', { name: 'State Pick3 Sites' }).scrollIntoViewIfNeeded();
    await shoot(page, 'sites', viewport);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Georgia draws' });
    await calendar.waitFor();
    await calendar.getByRole('status', { name: 'Loading draws' }).waitFor({ state: 'detached' });
    await shoot(page, 'calendar-modal', viewport);
    await calendar.getByRole('button', { name: 'Close calendar' }).click();
    await calendar.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /AI Helper/ }).click();
    await seeText(page, 'Hi! I can chat with text or voice. Try me!');
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill('Which box numbers repeat most in Georgia?');
    await message.press('Enter');
    await page.getByRole('log', { name: 'Chat messages' }).getByText(/Echo:/).waitFor();
    await shoot(page, 'chat', viewport);
    await page.getByRole('button', { name: 'Close chat' }).click();

    await page.getByRole('tab', { name: 'Lotto Pools' }).click();
    await page.getByRole('heading', { name: 'Georgia Lotto Pools' }).waitFor();
    await page.locator('button[data-kind="remaining"]').first().waitFor();
    await shoot(page, 'pools', viewport);

    await page.getByRole('button', { name: 'View Pool 1,1 Tracker' }).click();
    const tracker = page.getByRole('dialog', { name: 'Pool 1,1 - Pool Tracker' });
    await tracker.waitFor();
    // The backtest over Georgia's whole history arrives after the dialog opens.
    await tracker.getByTestId('backtest-summary').waitFor({ timeout: 60_000 });
    await shoot(page, 'tracker-modal', viewport);
    await tracker
      .getByRole('region', { name: 'Backtest over the stored history' })
      .scrollIntoViewIfNeeded();
    await shoot(page, 'tracker-backtest', viewport);
    await tracker
      .getByRole('region', { name: 'Money: the same plays in dollars' })
      .scrollIntoViewIfNeeded();
    await shoot(page, 'tracker-money', viewport);
    await page.keyboard.press('Escape');

    await page.locator('button[data-kind="remaining"]').first().click();
    await seeText(page, 'Total: $1.00');
    await page.waitForTimeout(5_500);
    await page.getByRole('heading', { name: 'Fishing Basket' }).scrollIntoViewIfNeeded();
    await shoot(page, 'basket', viewport);

    await page.goto(`${app.url}/lookup/610?state=GA`);
    await page.getByRole('table', { name: 'Straight 610' }).waitFor({ timeout: 60_000 });
    await toHeading(page, '610 in Georgia: every hit and skip', viewport);
    await shoot(page, 'lookup', viewport);

    await page.goto(`${app.url}/skips?state=GA`);
    await toHeading(page, 'Skips table: 220 box numbers', viewport);
    await shoot(page, 'skips', viewport);

    await page.goto(`${app.url}/charts?state=GA`);
    await page.getByRole('heading', { name: 'Skip histogram' }).waitFor({ timeout: 60_000 });
    await toHeading(page, 'Charts: Georgia draws against chance', viewport);
    await shoot(page, 'charts', viewport);

    await page.goto(`${app.url}/backtest?state=GA`);
    await seeText(page, /^Hit rate \d/, { timeout: 60_000 });
    await toHeading(page, 'Backtest: do the remaining numbers beat chance?', viewport);
    await shoot(page, 'backtest', viewport);
    // Issue 25 item 5: the same plays in dollars, with the running balance against chance.
    await page
      .getByRole('region', { name: 'Money: the same plays in dollars' })
      .scrollIntoViewIfNeeded();
    await shoot(page, 'backtest-money', viewport);

    // Signed out: the screen asks the visitor to sign in.
    await page.goto(`${app.url}/alerts`);
    await seeText(
      page,
      'Sign in to track numbers and get e-mail or SMS alerts when they are drawn.',
    );
    await shoot(page, 'alerts', viewport);
    // Push alerts on this device, for visitors too (issue 25 item 6).
    await toHeading(page, 'Push alerts on this device', viewport);
    await page
      .getByRole('heading', { name: 'Push alerts on this device' })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, 'push-alerts', viewport);

    // A state with no stored draws gets its own page instead of an empty analysis.
    // Every state has a bundled history; the suite's database leaves Arkansas out (app-server.ts).
    await page.goto(`${app.url}/?state=AR`);
    await toHeading(page, 'No Arkansas draws stored yet', viewport);
    await shoot(page, 'no-data', viewport);

    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await shoot(page, 'login', viewport);

    const email = `screenshots-${viewport}@example.test`;
    const password = 'Harbor-Tangerine-47!';
    await page.goto(`${app.url}/signup`);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await fillSignupForm(page, email, password);
    await shoot(page, 'signup-1-form', viewport);
    await page.getByRole('button', { name: 'Continue' }).click();
    await seeText(page, /We sent a 6-digit verification code to/);
    await app.fakes.smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
    const mail = app.fakes.smtp.received.find((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    await page.getByLabel('Verification Code').fill(code);
    await shoot(page, 'signup-2-verify', viewport);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await seeText(page, 'Premium Monthly Plan');
    await page.waitForTimeout(5_500);
    await shoot(page, 'signup-3-payment', viewport);

    // The buyer approves in PayPal's window (the fake PayPal's page), which returns to the app.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Subscribe with PayPal' }).click(),
    ]);
    await popup.waitForURL(/\/checkoutnow\?token=/);
    await popup.getByRole('link', { name: 'Approve' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Ada Player' }).waitFor();
    await page.waitForTimeout(5_500);
    await shoot(page, 'profile', viewport);

    // Issue 25 item 7: what is paid through, and the question Cancel asks first.
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await seeText(page, /it renews only if you pay again/);
    await shoot(page, 'profile-subscription', viewport);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel your subscription?' }).waitFor();
    await shoot(page, 'profile-cancel-question', viewport);
    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    // Logged in again: the basket line this browser filled logged out is offered to the account.
    await page.getByRole('button', { name: 'Logout' }).click();
    await seeText(page, 'Logged out');
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Passcode' }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const question = page.getByRole('dialog', { name: 'Plays from this browser' });
    await question.waitFor();
    await page.waitForTimeout(5_500);
    await shoot(page, 'claim-plays', viewport);
    await question.getByRole('button', { name: 'Add to my account' }).click();
    await question.waitFor({ state: 'hidden' });

    // Issue 33: the claimed basket line bought; Your Plays shows the order as a receipt, each play
    // with its draw and, until the draw is stored, what it waits for.
    await page.goto(`${app.url}/pools/1-1`);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.waitFor({ timeout: 60_000 });
    const older = page.getByRole('checkbox', { name: /come from older data/ });
    if ((await older.count()) > 0) await older.check();
    const [payment] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
    await payment.waitForURL(/\/checkoutnow\?token=/);
    await payment.getByRole('link', { name: 'Approve' }).click();
    await payment.waitForEvent('close', { timeout: 30_000 });
    await seeText(page, /^Your plays are in your Lotto Pool/, { timeout: 30_000 });
    await page.goto(`${app.url}/profile`);
    await page.getByRole('tab', { name: 'Lotto Pool' }).click();
    await seeText(page, /^Receipt of /);
    await toHeading(page, 'Your Plays', viewport);
    await shoot(page, 'your-plays-receipt', viewport);

    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await shoot(page, 'not-found', viewport);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (browserMissing() !== undefined) return;
  await mkdir(LANGUAGE === 'es' ? ES_OUT_DIR : OUT_DIR, { recursive: true });
  const app = await startApp();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
      if (LANGUAGE === 'es') await tourSpanish(browser, app, viewport);
      else await tour(browser, app, viewport);
  } catch (error) {
    console.error(`screenshots failed; server log tail:\n${app.log().slice(-2_000)}`);
    throw error;
  } finally {
    await app.stop();
  }
  // The helper screen comes from a second server, started without a model.
  const offline = await startApp({ model: false });
  try {
    browser ??= await launchChromium();
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[])
      await shootHelper(browser, offline, viewport);
  } catch (error) {
    console.error(`helper screenshots failed; server log tail:\n${offline.log().slice(-2_000)}`);
    throw error;
  } finally {
    await browser?.close();
    await offline.stop();
  }
}

await main();
