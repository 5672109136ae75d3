import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.js';
import { createAppRouter, loadPageOf } from './router.js';
import { LanguageRoot } from '../i18n/LanguageRoot.js';

/** The app's router (its routes and the main page), created once, and the page of an address. */
export { createAppRouter, loadPageOf };

/**
 * The first screen, rendered in a transition so React yields every few milliseconds while it
 * builds it instead of holding the main thread for the whole tree.
 */
export function renderApp(root: Root, router: ReturnType<typeof createAppRouter>): void {
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
