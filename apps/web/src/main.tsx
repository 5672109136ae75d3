import './app/styles.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { createAppRouter } from './app/router.js';
import { firstViewKeys } from './app/first-view-keys.js';
import { initLanguage } from './i18n/i18n.js';
import { LanguageRoot } from './i18n/LanguageRoot.js';
import { yieldToMain } from './lib/yield-to-main.js';
import { readFirstView, seedFirstView } from './lib/first-view.js';
import { queryClient } from './lib/query-client.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Start-up in short tasks (index.html's static shell stays on screen meanwhile): the player's
 * language (Spanish arrives as its own chunk, awaited so the first screen is already in it), the
 * router, then the first screen, rendered in a transition so React yields while it builds it.
 * Each step ends its task, so no step adds to the next one's (issue 15: Lighthouse mobile ≥ 90,
 * whose Total Blocking Time counts every task over 50 ms on a 4x slower phone).
 */
async function start(container: HTMLElement): Promise<void> {
  // The answers the server inlined for the first screen: it renders from them without a request.
  // They follow the app's shell in the page, which may still be arriving when this script runs.
  if (document.readyState === 'loading')
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  const firstView = readFirstView();
  if (firstView) seedFirstView(queryClient, firstView, firstViewKeys(firstView));
  await initLanguage();
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <LanguageRoot>
            <RouterProvider router={router} />
          </LanguageRoot>
        </AppProvider>
      </StrictMode>,
    );
  });
}

// Nothing runs after start-up to await it; a failure surfaces as an uncaught rejection.
void start(container);
// The service worker's code (workbox-window) is not needed for the first screen: loaded after the
// page's load event, when Workbox would register anyway. This script itself starts after the first
// paint (vite.config.ts), so the load event may already be over.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./features/offline/register-sw.js').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
