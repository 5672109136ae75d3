// A player with a verified account, logged in through the login page: what tests that buy or post
// as a player need first. The page calls the API itself, so its cookies are the player's.
import type { Page } from '@playwright/test';
import type { RunningApp } from './app-server.js';
import { expect } from './fixtures.js';
import { passGate, seeText, openApp } from './page-helpers.js';

/** A JSON call from the page (its cookies), answering the status and the body. */
export function pageCall(
  page: Page,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { path, method, body },
  );
}

/**
 * Passes the gate, signs a Georgia player up with a fresh address (`<prefix>-<time>@example.test`),
 * verifies it with the code the server e-mailed, and logs in on the login page.
 */
export async function logInNewPlayer(page: Page, app: RunningApp, prefix: string): Promise<void> {
  const { url, passcode, fakes } = app;
  await openApp(page, url);
  await passGate(page, passcode);
  await seeText(page, 'Access Granted');
  const email = `${prefix}-${Date.now()}@example.test`;
  const password = 'Harbor-Tangerine-47!';
  const signup = await pageCall(page, '/api/auth/signup', 'POST', {
    fullName: 'Ada Player',
    email,
    password,
    confirmPassword: password,
    state: 'GA',
    zipCode: '30301',
  });
  expect(signup.status).toBe(201);
  await fakes.smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
  const mail = fakes.smtp.received.find((m) => m.to.includes(email))!;
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  expect((await pageCall(page, '/api/auth/verify', 'POST', { email, code })).status).toBe(200);
  await openApp(page, `${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Passcode' }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await seeText(page, 'Logged in successfully!');
}
