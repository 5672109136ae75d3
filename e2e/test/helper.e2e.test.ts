// Issue 25 item 8: the helper knows the page. On a server without a model, a Spanish player on the
// Georgia page sees the helper say Offline before asking, then gets the offline analyst's answer
// in Spanish about Georgia: exactly what the API answers for the Georgia page in Spanish, and not
// its answer for Texas. The helper is on the pools page too (issue 33, item 5), answering about the
// pool asked. This file starts its own server (no OpenAI settings), so the suite's shared server
// keeps its model.
import type { Page } from '@playwright/test';
import { startApp, type RunningApp } from '../src/app-server.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, seeText, openApp } from '../src/page-helpers.js';
import { SPANISH_BROWSER } from '../src/spanish-tour.js';

const QUESTION = '¿Debería jugar 777 esta noche?';
const POOL_QUESTION = '¿Qué números quedan en el pool 1,1?';

/** The streamed answer of POST /api/chat, asked from the page itself (its origin and cookies). */
async function apiAnswer(page: Page, state: string, question = QUESTION): Promise<string> {
  const body = await page.evaluate(
    async ({ question, state }) => {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          messages: [{ role: 'user', content: question }],
          page: { state, language: 'es' },
        }),
      });
      return { status: response.status, text: await response.text() };
    },
    { question, state },
  );
  expect(body.status).toBe(200);
  return body.text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => (JSON.parse(line.slice(6)) as { delta?: string }).delta ?? '')
    .join('');
}

test.describe('the helper on a server without a model', () => {
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);
  let app: RunningApp | undefined;

  test.beforeAll(async () => {
    // The first start imports the bundled history into a fresh database.
    test.setTimeout(300_000);
    app = await startApp({ model: false });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('says Offline before asking, and answers in Spanish about the Georgia page', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { url, passcode } = app!;
    const context = await browser.newContext(SPANISH_BROWSER);
    const page = await context.newPage();
    watchPage(page);
    try {
      await openApp(page, `${url}/?state=GA`);
      await seeText(page, 'Acceso con contraseña', { timeout: 90_000 });
      await page.getByRole('textbox', { name: 'Contraseña' }).fill(passcode);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByRole('heading', { name: 'Georgia Cash 3', exact: true })).toBeVisible({
        timeout: 60_000,
      });

      await page.getByRole('button', { name: /Asistente IA/ }).click();
      const chat = page.getByRole('dialog', { name: 'Chat del Analizador IA' });
      await expect(
        chat.getByText('¡Hola! Puedo conversar por texto o por voz. ¡Pruébame!'),
      ).toBeVisible();
      // Before any question: the badge admits the helper is offline.
      await expect(chat.getByText('Sin conexión', { exact: true })).toBeVisible();
      await expect(chat.getByText('Listo', { exact: true })).toHaveCount(0);

      const message = chat.getByRole('textbox', { name: 'Mensaje', exact: true });
      await message.fill(QUESTION);
      await message.press('Enter');
      const log = chat.getByRole('log', { name: 'Mensajes del chat' });
      const reply = log.locator('[data-role="assistant"]').last();
      await expect(reply).toContainText('Modelo de IA sin conexión', { timeout: 60_000 });
      await expect(reply).toContainText('Ningún patrón');
      await expect(chat.getByText('Sin conexión', { exact: true })).toBeVisible();

      const georgia = await apiAnswer(page, 'GA');
      const texas = await apiAnswer(page, 'TX');
      expect(georgia).toContain('Georgia Cash 3');
      expect(texas).toContain('Texas Pick 3');
      // The page sent Georgia and Spanish: the window shows exactly the Georgia answer.
      await expect(reply).toHaveText(georgia.trim(), { useInnerText: true });
      await expect(reply).not.toContainText('Texas');
      await expectAccessible(page, 'helper offline (es)');
    } finally {
      await context.close();
    }
  });

  test('is on the pools page too, and answers about the pool in Spanish', async ({ browser }) => {
    test.setTimeout(240_000);
    const { url, passcode } = app!;
    const context = await browser.newContext(SPANISH_BROWSER);
    const page = await context.newPage();
    watchPage(page);
    try {
      await openApp(page, `${url}/pools/1-1`);
      await seeText(page, 'Acceso con contraseña', { timeout: 90_000 });
      await page.getByRole('textbox', { name: 'Contraseña' }).fill(passcode);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByRole('heading', { name: 'Lotto Pools de Georgia' })).toBeVisible({
        timeout: 60_000,
      });

      const expected = await apiAnswer(page, 'GA', POOL_QUESTION);
      expect(expected).toContain('Pool 1,1');
      await page.getByRole('button', { name: 'Asistente IA' }).click();
      const chat = page.getByRole('dialog', { name: 'Chat del Analizador IA' });
      const message = chat.getByRole('textbox', { name: 'Mensaje', exact: true });
      await message.fill(POOL_QUESTION);
      await message.press('Enter');
      const reply = chat
        .getByRole('log', { name: 'Mensajes del chat' })
        .locator('[data-role="assistant"]')
        .last();
      await expect(reply).toContainText('Modelo de IA sin conexión', { timeout: 60_000 });
      await expect(reply).toHaveText(expected.trim(), { useInnerText: true });
      await expectAccessible(page, 'helper on the pools page (es)');
    } finally {
      await context.close();
    }
  });
});
