// Small waits and reads the browser tests share: playwright-core has no test runner assertions, so
// these wait on the page and hand plain values to vitest's expect.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatViolations, seriousViolations } from './axe.js';

/** Waits until the text is on screen (toasts, headings) and returns its locator. */
export async function seeText(
  page: Page,
  text: string | RegExp,
  options: { exact?: boolean; timeout?: number } = {},
): Promise<Locator> {
  const locator = page
    .getByText(text, { exact: options.exact ?? typeof text === 'string' })
    .first();
  await locator.waitFor({
    state: 'visible',
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  });
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
  if (violations.length > 0) console.error(formatViolations(screen, violations));
  expect(violations, formatViolations(screen, violations)).toEqual([]);
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

/** Whether the page is wider than its viewport (a phone would scroll sideways). */
export function widensPage(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * After a failed step: a picture of the page (git-ignored `test-results/<prefix><step>.png`, as a CI
 * artifact would be) and the server's log tail, which explain a failure better than a timeout does.
 */
export async function recordFailure(
  task: { name: string; result?: { state?: string } },
  page: Page | undefined,
  serverLog: () => string,
  prefix = '',
): Promise<void> {
  if (task.result?.state !== 'fail' || page === undefined) return;
  const dir = join(import.meta.dirname, '../test-results');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${prefix}${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
  await page.screenshot({ path: file }).catch(() => undefined);
  console.error(
    `e2e: screenshot of the failed step: ${file}\nserver log tail:\n${serverLog().slice(-2_000)}`,
  );
}
