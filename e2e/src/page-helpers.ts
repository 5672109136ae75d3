// Small reads and web-first checks the browser tests share.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { formatViolations, seriousViolations } from './axe.js';

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

/** axe on the screen as it is now: no serious or critical violation, else the list. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(screen, violations)).toEqual([]);
}

/** Enters the passcode on the gate that the first visit of a fresh browser context shows. */
export async function passGate(page: Page, passcode: string): Promise<void> {
  // The first visit waits for the whole app bundle and the gate's status call on a busy machine.
  await seeText(page, 'Passcode Access', { timeout: 90_000 });
  await page.getByRole('textbox', { name: 'Passcode' }).fill(passcode);
  await page.getByRole('button', { name: 'Submit' }).click();
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
