import './app/styles.js';
import { SERVICE_WORKER_NEEDED } from './lib/service-worker.js';
import { yieldToMain } from './lib/yield-to-main.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Start-up in short tasks (the server's page stays on screen meanwhile). Each stage is its own chunk,
 * fetched in parallel after the first paint (vite.config.ts preloads them all) and evaluated in its
 * own task: evaluated together, the whole module graph was one long task of a throttled phone's
 * start-up (issue 24 item 3: Lighthouse's Total Blocking Time counts every task over 50 ms). The
 * libraries' chunks are stages of their own (src/app/stages), so no task evaluates two of them.
 *   1. the player's language: the translation libraries; the English messages; the detected
 *      language (Spanish is its own chunk, awaited so the first screen is already in it);
 *   2. the answers the server inlined for the first screen, read; TanStack Query; the queries'
 *      keys with the domain library; the answers filed into the query cache;
 *   3. React's renderer;
 *   4. Mantine; React Router; the app and the main page; the address's page when it is another;
 *      the router; the first render, in a transition.
 */
async function start(container: HTMLElement): Promise<void> {
  // The first view follows the app's shell in the page, which may still be arriving.
  if (document.readyState === 'loading')
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  await import('./app/stages/i18n-libraries.js');
  await yieldToMain();
  const { initLanguage } = await import('./i18n/i18n.js');
  await yieldToMain();
  await initLanguage();
  await yieldToMain();
  // The inline answers are read (one JSON.parse of the whole element) in a task of their own, then
  // filed under their queries once the code that names those queries has been evaluated.
  const { readFirstView } = await import('./lib/first-view.js');
  const firstView = readFirstView();
  await yieldToMain();
  await import('./app/stages/query-library.js');
  await yieldToMain();
  // The queries' keys and options: the domain library's code (its tables of all 1,000 numbers, the
  // states' schedules) and the app's API modules, evaluated before the filing itself.
  await import('./app/first-view-keys.js');
  await yieldToMain();
  const { seedFirstViewAnswers } = await import('./app/seed-first-view.js');
  if (firstView) seedFirstViewAnswers(firstView);
  await yieldToMain();
  const { createRoot } = await import('react-dom/client');
  await yieldToMain();
  await import('./app/stages/mantine-library.js');
  await yieldToMain();
  await import('./app/stages/router-library.js');
  await yieldToMain();
  const { createAppRouter, loadPageOf, renderApp } = await import('./app/app-root.js');
  await yieldToMain();
  await loadPageOf(window.location.pathname);
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  renderApp(createRoot(container), router);
}

/**
 * The offline copy (the service worker and the ~66 files it precaches, then the first view's answers
 * fetched again for its cache) waits until the first screen has settled: started with the page, its
 * downloads and their work competed with the first screen's on a phone's connection and CPU.
 */
const OFFLINE_COPY_DELAY_MS = 3000;

function registerServiceWorker(): void {
  void import('./features/offline/register-sw.js').then((m) => m.registerServiceWorker());
}

function registerServiceWorkerWhenSettled(): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(registerServiceWorker, { timeout: 2000 });
    else registerServiceWorker();
  }, OFFLINE_COPY_DELAY_MS);
}

const withServiceWorker = import.meta.env.PROD && 'serviceWorker' in navigator;
// A feature that needs the worker sooner (push alerts) has it registered at once.
if (withServiceWorker) window.addEventListener(SERVICE_WORKER_NEEDED, registerServiceWorker);
// A failed start-up surfaces as an uncaught rejection; the offline copy is registered either way.
void start(container).finally(() => {
  if (withServiceWorker) registerServiceWorkerWhenSettled();
});
