import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { AppProvider } from '../app/provider.js';
import { createQueryClient } from '../lib/query-client.js';

/** Renders inside the app's real providers with a fresh query cache and an in-memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Mantine only (no router, no queries), for components that take everything as props. */
export function TestMantine({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}
