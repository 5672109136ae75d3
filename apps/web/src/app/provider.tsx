import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '../lib/query-client.js';
import { TOAST_DURATION_MS } from '../components/notify.js';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and coloured links above 4.5:1 (WCAG AA).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
});

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached answers never leak between them. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals, so jsdom sees dropdowns at once. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, queryClient = appQueryClient, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      {/* Spec §9: one toast at a time, 5,000 ms. */}
      <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="top-center" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
