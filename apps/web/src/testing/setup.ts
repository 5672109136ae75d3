import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
// Components read their text through i18next: English, as the browser language in jsdom.
import { i18n } from '../i18n/i18n.js';
import { useAppStore } from '../stores/app-store.js';

// findBy* and waitFor give up after 1 s by default: at npm test's busiest (load 15-20 on two cores) a
// page's render after its mocked answer took longer. A test whose element never comes still fails,
// well within the test's 60 s.
configure({ asyncUtilTimeout: 15_000 });

// The suite's files share one module graph and one jsdom (vite.config.ts: isolate false), so what
// lives in a module or in the page is put back after each test: the rendered trees, storage, the
// toast store, the app's store, the language and the clock (stubs and spies: the config's
// unstubGlobals and restoreMocks).
afterEach(async () => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  useAppStore.setState(useAppStore.getInitialState(), true);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// jsdom lacks the layout APIs Mantine reads (colour scheme, popover sizing, scroll targets).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
