import { StrictMode, type ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.js';
import { LanguageRoot } from '../i18n/LanguageRoot.js';

/**
 * The app around its router, the same on the server (entry-server.tsx) and in the browser
 * (main.tsx): the first view's answers enter the query cache through one HydrationBoundary, under
 * the keys the server filled them by (first-view-queries.ts), so the first render reads them.
 */
export function AppTree({
  queryClient,
  firstView,
  children,
}: {
  queryClient: QueryClient;
  firstView: DehydratedState | undefined;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <HydrationBoundary state={firstView}>
          <LanguageRoot>{children}</LanguageRoot>
        </HydrationBoundary>
      </AppProvider>
    </StrictMode>
  );
}
