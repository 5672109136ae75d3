// Small reads and web-first checks the browser tests share.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from './axe.js';

/**
 * Opens an app page and waits until the app has started on it (start.tsx marks `#root` with
 * `data-started` once the server's page is hydrated): the server's HTML is on screen before the
 * app's code arrives, and a click or a fill on it before then is lost, as a player's tap would be.
 * Pages read without JavaScript, or whose response the test reads, use `page.goto`.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#root[data-started]').waitFor({ state: 'attached' });
}

/** Asserts the text comes on screen (toasts, headings) and returns its locator. */
export async function seeText(
  page: Page,
  text: string | RegExp,
  options: { exact?: boolean; timeout?: number } = {},
): Promise<Locator> {
  const locator = page
    .getByText(text, { exact: options.exact ?? typeof text === 'string' })
    .first();
  await expect(locator).toBeVisible(
    options.timeout === undefined ? {} : { timeout: options.timeout },
  );
  return locator;
}

/** The number in parentheses of a label such as 'Play Numbers (123)'. */
export function countIn(label: string | null): number {
  const match = /\((\d[\d,]*)\)/.exec(label ?? '');
  if (!match?.[1]) throw new Error(`no count in "${label}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Waits for running transitions (Mantine fades popovers, modals and toasts in) to end: axe measures
 * colours as painted, and a half-faded dropdown would fail contrast for no real reason. Endless
 * animations (spinners) do not count.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Closes the toasts on screen now, as a player would with their close buttons, and waits until they
 * are gone: a screen checked next (axe, its words) is the page's own, not a fading toast over it.
 * Waiting out a toast instead costs its whole 5 s (TOAST_DURATION_MS). The buttons are pressed in
 * the page, so a toast that closed by itself meanwhile is no error.
 */
export async function closeToasts(page: Page): Promise<void> {
  await page
    .locator('.mantine-Notification-root .mantine-Notification-closeButton')
    .evaluateAll((buttons) => {
      for (const button of buttons) if (button instanceof HTMLElement) button.click();
    });
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

/** axe on the screen as it is now: no serious or critical violation, else the list. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(screen, violations)).toEqual([]);
}

/** The gate's words in each language of the app. */
const GATE_WORDS = {
  en: { title: 'Passcode Access', field: 'Passcode', submit: 'Submit' },
  es: { title: 'Acceso con contraseña', field: 'Contraseña', submit: 'Enviar' },
} as const;

/**
 * Enters the passcode on the gate that the first visit of a fresh browser context shows, in the
 * language the page speaks (a Spanish browser gets the Spanish gate).
 */
export async function passGate(
  page: Page,
  passcode: string,
  language: keyof typeof GATE_WORDS = 'en',
): Promise<void> {
  const words = GATE_WORDS[language];
  // The first visit waits for the whole app bundle and the gate's status call on a busy machine.
  await seeText(page, words.title, { timeout: 90_000 });
  await page.getByRole('textbox', { name: words.field }).fill(passcode);
  await page.getByRole('button', { name: words.submit }).click();
  // Passed once the gate is gone: the passcode call has answered and its cookie is set. A caller
  // that navigates at once would otherwise cancel that call (a fresh context then meets the gate
  // again on its next page).
  await expect(page.getByRole('dialog', { name: words.title })).toBeHidden({ timeout: 60_000 });
}

/**
 * Passes the gate for a whole context through the API (a context with JavaScript off has no gate
 * form to fill): every page that shows data is withheld until then (round 4, finding 1).
 */
export async function passGateByApi(
  context: BrowserContext,
  url: string,
  passcode: string,
): Promise<void> {
  // The server sets its visitor cookie on a first answer, and the passcode call needs it.
  await context.request.get(`${url}/api/auth/passcode/status`);
  const response = await context.request.post(`${url}/api/auth/passcode`, {
    data: { passcode },
    headers: { origin: url },
  });
  if (response.status() !== 200)
    throw new Error(`passcode gate: ${response.status()} ${await response.text()}`);
}

/** Fills the first signup step (the form) with a Georgia player; the caller goes on with Continue. */
export async function fillSignupForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Full Name').fill('Ada Player');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('State').fill('GA');
  await page.getByLabel('Zip Code').fill('30301');
}

/** How many pixels the page is wider than its viewport (a phone would scroll sideways when > 0). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
