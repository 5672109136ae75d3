// Every screen in Spanish, in one walk a visitor could take: shared by the Spanish browser test
// (spanish.e2e.test.ts) and `pnpm screenshots --lang=es`. The browser's language is Spanish
// (the context's locale), so nothing in the URL asks for it: the app must follow the browser.
import { expect, type Page } from '@playwright/test';
import { STATES } from '@pick3/core';
import type { RunningApp } from './app-server.js';
import { englishFragments } from './english-catalogue.js';
import { closeToasts, seeText, settle, openApp } from './page-helpers.js';

/** The browser context options of a Spanish-speaking player. */
export const SPANISH_BROWSER = { locale: 'es-US' } as const;

/**
 * English words that show text was left untranslated. The domain words players know stay English
 * on purpose (Pick 3, Cash 3, Box, Straight, Pairsum, the draw-time names), so they are not here.
 */
const ENGLISH_LEFTOVER = /\b(the|and|with|from|draws|numbers|Loading|Please|Back to|Sign in)\b/;

/**
 * The state names, from core's state registry: the same in both languages ("Georgia", "New
 * York"), so a Spanish page may show them. They are taken out of every line before it is checked
 * and English catalogue parts that hold one are not looked for, so a state's name neither counts
 * as English nor passes an English sentence by accident. Longest first: "West Virginia" before
 * "Virginia".
 */
export const STATE_NAMES: readonly string[] = STATES.map((s) => s.name).sort(
  (a, b) => b.length - a.length,
);

/** The English catalogue's fixed sentence parts, read once (english-catalogue.ts). */
let fragments: string[] | undefined;

/** A line of the page without the state names (each replaced by a mark no English word holds). */
function withoutStateNames(line: string): string {
  return STATE_NAMES.reduce((rest, name) => rest.split(name).join('·'), line);
}

/**
 * Sentences of the main text still in English (empty when all of it is Spanish): a line with an
 * English word from the list above, or holding a sentence part of the English catalogue.
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
  fragments ??= englishFragments(STATE_NAMES);
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line) => {
      const checked = withoutStateNames(line);
      if (ENGLISH_LEFTOVER.test(checked)) return [line];
      const found = fragments!.find((fragment) => checked.includes(fragment));
      return found === undefined ? [] : [`${line} (catalogue: "${found}")`];
    });
}

export type ScreenCheck = (screen: string) => Promise<void>;

/** Walks every screen, calling `check` on each once it has settled. */
export async function visitSpanishScreens(
  page: Page,
  app: Pick<RunningApp, 'url' | 'passcode' | 'fakes'>,
  check: ScreenCheck,
): Promise<void> {
  const { url, passcode } = app;
  const at = async (screen: string) => {
    await settle(page);
    await check(screen);
  };
  await openApp(page, `${url}/?state=GA`);
  await seeText(page, 'Acceso con contraseña', { timeout: 90_000 });
  await at('passcode-gate');
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(passcode);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Georgia Cash 3', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  // Without the 'Acceso concedido' toast.
  await closeToasts(page);
  await at('home');

  await page.getByRole('tab', { name: 'Resultados' }).click();
  await expect(page.getByRole('heading', { name: 'Resultados de Georgia Cash 3' })).toBeVisible();
  await at('results');
  await page.getByRole('tab', { name: /^Números para jugar/ }).click();
  await expect(
    page.getByRole('region', { name: 'Cadenas de patrones', exact: true }),
  ).toBeVisible();
  await at('play-numbers');
  await page.getByRole('tab', { name: /^Números Box/ }).click();
  await expect(page.getByRole('heading', { name: 'Números Box de Pick 3 (220)' })).toBeVisible();
  await at('box-grid');
  await page.getByRole('tab', { name: 'Sitios de lotería' }).click();
  await expect(page.getByRole('list', { name: 'Sitios de lotería por estado' })).toBeVisible();
  await at('sites');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Abrir el calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Sorteos de Georgia' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('status', { name: 'Cargando sorteos' })).toHaveCount(0);
  await at('calendar-modal');
  await calendar.getByRole('button', { name: 'Cerrar el calendario' }).click();
  await expect(calendar).toBeHidden();

  await page.getByRole('tab', { name: 'Lotto Pools' }).click();
  await expect(page.getByRole('heading', { name: 'Lotto Pools de Georgia' })).toBeVisible();
  await page.locator('button[data-kind="remaining"]').first().waitFor();
  await at('pools');

  // The fishing basket with one play in it (a green number tapped).
  const chip = page.locator('button[data-kind="remaining"]').first();
  const number = (await chip.textContent()) ?? '';
  await chip.click();
  await seeText(page, 'Agregado a la canasta de pesca');
  await expect(page.getByTestId(`cart-item-${number}`)).toBeVisible();
  await seeText(page, /^Total: /);
  // The draw the play is for, in Spanish: "Para GA Tarde · mié 25/11/2026".
  await expect(page.getByTestId(`cart-draw-${number}`)).toHaveText(
    /^Para GA Tarde · \S+ \d{1,2}\/\d{1,2}\/\d{4}$/,
  );
  await at('basket');

  await page.getByRole('button', { name: 'Ver el seguimiento de Pool 1,1' }).click();
  const tracker = page.getByRole('dialog', { name: 'Pool 1,1 - Seguimiento del pool' });
  await expect(tracker).toBeVisible();
  await at('pool-tracker');
  await page.keyboard.press('Escape');
  await expect(tracker).toBeHidden();

  // The AI helper opens from the home page's header.
  await openApp(page, `${url}/?state=GA`);
  await page.getByRole('button', { name: /Asistente IA/ }).click();
  await seeText(page, '¡Hola! Puedo conversar por texto o por voz. ¡Pruébame!');
  await at('chat');
  await page.getByRole('button', { name: 'Cerrar el chat' }).first().click();

  await openApp(page, `${url}/lookup/610?state=GA`);
  await expect(
    page.getByRole('heading', { name: '610 en Georgia: cada acierto y ausencia' }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await at('lookup');

  await openApp(page, `${url}/skips?state=GA`);
  await expect(page.getByRole('heading', { name: /^Tabla de ausencias/ }).first()).toBeVisible({
    timeout: 60_000,
  });
  await at('skips');

  await openApp(page, `${url}/charts?state=GA`);
  await expect(page.getByRole('heading', { name: 'Histograma de ausencias' })).toBeVisible({
    timeout: 60_000,
  });
  await at('charts');

  await openApp(page, `${url}/backtest?state=GA`);
  await seeText(page, /^Tasa de acierto \d/, { timeout: 60_000 });
  await at('backtest');
  // Issue 25 item 5: the same plays in dollars, with the running balance against chance.
  await page
    .getByRole('region', { name: 'Dinero: las mismas jugadas en dólares' })
    .scrollIntoViewIfNeeded();
  await at('backtest-money');

  await openApp(page, `${url}/alerts`);
  await seeText(page, /^Inicia sesión para seguir números/);
  await at('alerts');
  // Push alerts on this device, below the sign-in card (visitors may turn them on).
  const push = page.getByRole('heading', { name: 'Alertas push en este dispositivo' });
  await expect(push).toBeVisible();
  await push.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await at('push-alerts');

  // Every state has a bundled history; the suite's database leaves Arkansas out (app-server.ts).
  await openApp(page, `${url}/?state=AR`);
  await expect(
    page.getByRole('heading', { name: 'Aún no hay sorteos de Arkansas guardados' }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await at('no-data');

  await openApp(page, `${url}/login`);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await at('login');

  await openApp(page, `${url}/signup`);
  await expect(page.getByLabel('Nombre completo')).toBeVisible();
  await at('signup-1-form');
  await signUp(page, app, at);

  await openApp(page, `${url}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await at('not-found');
}

/**
 * Signup's verify and payment steps, then the new player's profile and its tabs: the code comes from
 * the local SMTP server, the subscription from the local PayPal sandbox (as in app.e2e.test.ts).
 */
async function signUp(
  page: Page,
  app: Pick<RunningApp, 'fakes'>,
  at: (screen: string) => Promise<void>,
): Promise<void> {
  const email = `es-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Puerto-Mandarina-47!';
  await page.getByLabel('Nombre completo').fill('Ada Jugadora');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByLabel('Estado').fill('GA');
  await page.getByLabel('Código postal').fill('30301');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await seeText(page, /^Enviamos un código de verificación de 6 dígitos a/);
  await at('signup-2-verify');

  await app.fakes.smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
  const mail = app.fakes.smtp.received.find((m) => m.to.includes(email))!;
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar correo' }).click();
  await seeText(page, 'Plan mensual Premium');
  await at('signup-3-payment');

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Suscribirse con PayPal' }).click(),
  ]);
  await popup.waitForURL(/\/checkoutnow\?token=/);
  // The return page tells the app, then closes its window: waited for from before the click, since
  // on a busy machine the window can close before the click's own wait has ended.
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.getByRole('link', { name: 'Approve' }).click();
  await closed;
  await page.waitForURL('**/profile');
  await expect(page.getByRole('heading', { name: 'Ada Jugadora' })).toBeVisible();
  // Without the welcome toast.
  await closeToasts(page);
  await at('profile');
  await page.getByRole('tab', { name: 'Suscripción' }).click();
  await seeText(page, /Premium/);
  await at('profile-subscription');
  await page.getByRole('tab', { name: 'Lotto Pool' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Lotto Pool' })).toBeVisible();
  await at('profile-lotto-pool');
}
