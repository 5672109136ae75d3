import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.js';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token.js';
import AlertsPage from './alerts-page.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The paths fetched (the query aside: the settings are asked for with the state on screen). */
function recordFetches(): string[] {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input), 'http://localhost').pathname);
    return new Response(
      JSON.stringify({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Log in' }),
      {
        status: 401,
        headers: { 'content-type': 'application/json' },
      },
    );
  }) as typeof fetch;
  return calls;
}

describe('AlertsPage', () => {
  it('asks a signed-out visitor to sign in and reads no alert settings', () => {
    const calls = recordFetches();
    renderWithProviders(<AlertsPage />, { route: '/alerts' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(calls).not.toContain('/api/aert');
  });

  it("loads a signed-in player's settings and shows the server's error when they fail", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const calls = recordFetches();
    renderWithProviders(<AlertsPage />, { route: '/alerts' });
    expect(await screen.findByText('Log in', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toContain('/api/aert');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
