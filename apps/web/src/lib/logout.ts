import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.js';

export function logout(): Promise<unknown> {
  return apiFetch('/api/auth/logout', { method: 'POST' });
}

/**
 * The answers that belong to whoever is logged in: the account, its cart, plays, alerts and tracker
 * results (issue 25: the cart and plays are the account's while logged in, the visitor's after).
 */
const ACCOUNT_PATHS = [
  '/api/me',
  '/api/cart',
  '/api/purchased-numbers',
  '/api/aert',
  '/api/expected-results',
];

/**
 * Drops the cached answers of the account (or visitor) that was logged in, at login and logout, so
 * nothing of one shows to the other in this browser; the next screen fetches its own. Removed, not
 * refetched: a refetch of the profile's account while it unmounts would answer 401 and send the
 * player to the login page.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      ACCOUNT_PATHS.some((account) => path === account || path.startsWith(`${account}/`)),
  });
}
