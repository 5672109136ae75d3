import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { AppProvider } from '../app/provider.js';
import { createQueryClient } from '../lib/query-client.js';

// What the test renders, passed through context so that `rerender` reaches the router's one route.
const Rendered = createContext<ReactNode>(null);
function RenderedSlot() {
  return useContext(Rendered);
}

/**
 * Renders inside the app's real providers with a fresh query cache and an in-memory data router
 * (the app's kind: the main page's view reads the router). `router.state.location` is the address.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <RenderedSlot /> }], {
    initialEntries: [route],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient} env="test">
      <Rendered.Provider value={children}>
        <RouterProvider router={router} />
      </Rendered.Provider>
    </AppProvider>
  );
  return { queryClient, router, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Mantine only (no router, no queries), for components that take everything as props. */
export function TestMantine({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}
