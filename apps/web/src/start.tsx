// The app's start (main.tsx imports this module after the page's first paint): hydrates the page
// the server rendered, or renders one it did not.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { DehydratedState } from '@tanstack/react-query';
import { AppTree } from './app/app-tree.js';
import { loadPageOf, routes } from './app/router.js';
import { rememberFirstViewUrls } from './lib/first-view.js';
import { queryClient } from './lib/query-client.js';
import { prepareNumberFormat } from './lib/format.js';
import { setRenderedAt } from './lib/server-page.js';
import { SERVICE_WORKER_NEEDED } from './lib/service-worker.js';
import {
  activeLanguage,
  i18n,
  initLanguage,
  isLanguage,
  loadLanguage,
  rememberLinkLanguage,
} from './i18n/i18n.js';
import { adoptStoredDefaultState } from './stores/app-store.js';

/** The script element apps/api writes after the server-rendered app (its pages/page-document.ts). */
const FIRST_VIEW_ID = 'pick3-first-view';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The first view's dehydrated answers, when the server rendered this page. */
interface FirstView {
  state: DehydratedState;
  urls: string[];
  renderedAt: number;
}

function readFirstView(): FirstView | undefined {
  const element = document.getElementById(FIRST_VIEW_ID);
  if (element === null) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as FirstView;
  } catch {
    // A page cut short in transit: the app fetches what it needs.
    return undefined;
  }
}

/** Resolves in a task of its own, after what the browser has waiting (input, a paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `then` once the page under it has hydrated (or first rendered): its effect is the last of
 * the first commit's (a parent's effects run after its children's).
 */
function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the hydration
  useEffect(then, []);
  return children;
}

/**
 * Marks the container once the app answers input on it: `data-started` on `#root`. Until then the
 * server's HTML is on screen without the app's handlers (a tap on it does nothing); the browser
 * tests wait for the mark before they click (e2e/src/page-helpers.ts, openApp).
 */
function markStarted(root: HTMLElement): void {
  root.dataset['started'] = '';
}

/**
 * The server rendered the page (apps/api pages/): the browser hydrates it, in the language and with
 * the view the server rendered, then applies what this browser keeps (the player's language and
 * state), which may re-render. A page the server did not render (the dev server, the offline copy)
 * is rendered here.
 */
async function start(root: HTMLElement): Promise<void> {
  // The app's modules have just been evaluated, a long task of its own on a phone: reading the page
  // and hydrating it start in the next one.
  await nextTask();
  const firstView = readFirstView();
  const serverLanguage = document.documentElement.lang;
  await loadPageOf(window.location.pathname);
  if (firstView === undefined || !isLanguage(serverLanguage)) {
    await initLanguage();
    adoptStoredDefaultState();
    const router = createBrowserRouter(routes);
    startTransition(() => {
      createRoot(root).render(
        <AfterHydration then={() => markStarted(root)}>
          <AppTree queryClient={queryClient} firstView={undefined}>
            <RouterProvider router={router} />
          </AppTree>
        </AfterHydration>,
      );
    });
    return;
  }
  rememberFirstViewUrls(firstView.urls);
  setRenderedAt(firstView.renderedAt);
  const detected = activeLanguage();
  // A ?lang= link's language holds for the tab, whichever language the server rendered in.
  rememberLinkLanguage();
  await loadLanguage(serverLanguage);
  await i18n.changeLanguage(serverLanguage);
  // The locale data, loaded in a task of its own rather than in a slice of the hydration.
  await nextTask();
  prepareNumberFormat();
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: (window as { __staticRouterHydrationData?: object }).__staticRouterHydrationData,
  });
  // After hydration: what this browser keeps, over what the address alone said.
  const afterHydration = () => {
    markStarted(root);
    adoptStoredDefaultState();
    // The language this browser asked for (detected before the server's was set for hydration).
    if (detected !== serverLanguage) void initLanguage(detected);
  };
  // In a transition: React hydrates the tree in slices, yielding to the browser between them,
  // instead of one long task (the page is already on screen; nothing waits for the hydration).
  startTransition(() => {
    hydrateRoot(
      root,
      <AfterHydration then={afterHydration}>
        <AppTree queryClient={queryClient} firstView={firstView.state}>
          <RouterProvider router={router} />
        </AppTree>
      </AfterHydration>,
      {
        // A page that hydrates differently from the server's render is a bug: said in the console,
        // by name, where e2e/test/hydration.e2e.test.ts looks for it.
        onRecoverableError: (error, info) => {
          console.error('pick3: hydration error', error, info.componentStack);
        },
      },
    );
  });
}

/**
 * The offline copy (the service worker and the files it precaches, then the first view's answers
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
