import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client.js';

/** Spec §9 defaults: fresh 1 min, kept 5 min, no polling, no focus refetch, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        // Fetch even when the browser says it is offline: the service worker may answer from its
        // offline cache (features/offline). The default ('online') would pause the query instead.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
