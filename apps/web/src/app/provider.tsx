import type { ReactNode } from 'react';
import {
  MantineProvider,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '../lib/query-client.js';
import { ToastHost } from '../components/ToastHost.js';

/**
 * Light variants (badges, light buttons) write shade 8 on a pale tint of itself: green and orange
 * come out near 3.8:1, under WCAG AA (found by the e2e axe checks). Their text is darkened instead.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const { value } = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  return { ...colors, color: darken(value, 0.4) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and coloured links above 4.5:1 (WCAG AA).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
});

/**
 * Field errors and other error texts are written in `--mantine-color-error`, red 6 by default: 3.3:1
 * on white, under WCAG AA's 4.5:1 (found by the axe checks of the e2e suite). Red 9 is 5.4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached answers never leak between them. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals, so jsdom sees dropdowns at once. */
  env?: 'default' | 'test';
}

export function AppProvider({
  children,
  queryClient = appQueryClient,
  env = 'default',
}: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
