import './app/styles.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { createAppRouter } from './app/router.js';
import { registerServiceWorker } from './features/offline/register-sw.js';
import { initLanguage } from './i18n/i18n.js';
import { LanguageRoot } from './i18n/LanguageRoot.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition lets React yield while it builds the first screen, instead of one long task that
// blocks input (index.html's static shell stays on screen meanwhile).
// Spanish arrives as its own chunk: wait for it so the first screen is already in the player's
// language (index.html's static shell stays on screen meanwhile).
void initLanguage().then(() => {
  const router = createAppRouter();
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
});

registerServiceWorker();
