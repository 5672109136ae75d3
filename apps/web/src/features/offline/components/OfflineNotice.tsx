import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeyToUrl } from '../../../lib/api-client.js';
import { formatDateTime } from '../../../lib/format.js';
import {
  anyCachedAnswer,
  cachedAnswerSentAt,
  subscribeAnswerSources,
} from '../../../lib/offline-source.js';

/** How often the page tries the network again while it shows offline data. */
const RETRY_MS = 15_000;

/** Whether a query's data on screen is the service worker's offline copy. */
function isFromCache(query: { queryKey: readonly unknown[] }): boolean {
  return cachedAnswerSentAt(queryKeyToUrl(query.queryKey)) !== undefined;
}

/**
 * When the oldest offline answer among the queries the page shows was sent: epoch ms, NaN when
 * unknown, null when everything on screen came from the network.
 */
export function oldestOfflineAnswer(queryClient: QueryClient): number | null {
  // Read on every change of the query cache (several per control change): online, nothing to scan.
  if (!anyCachedAnswer()) return null;
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!query.isActive()) continue;
    const sentAt = cachedAnswerSentAt(queryKeyToUrl(query.queryKey));
    if (sentAt === undefined) continue;
    if (oldest === null || Number.isNaN(sentAt) || sentAt < oldest) oldest = sentAt;
  }
  return oldest;
}

/**
 * "Offline: showing data from <when>" while the page shows answers the service worker kept from an
 * earlier visit. When the connection is back (the `online` event, or the next retry), those queries
 * are fetched again; the fresh answers clear the marks and the notice goes.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopSources = subscribeAnswerSources(listener);
      const stopQueries = queryClient.getQueryCache().subscribe(listener);
      return () => {
        stopSources();
        stopQueries();
      };
    },
    [queryClient],
  );
  // On the server, and while hydrating its page, no answer came from the offline copy.
  const sentAt = useSyncExternalStore(
    subscribe,
    () => oldestOfflineAnswer(queryClient),
    () => null,
  );

  const showing = sentAt !== null;
  useEffect(() => {
    if (!showing) return;
    const refetch = () =>
      void queryClient.refetchQueries({ type: 'active', predicate: isFromCache });
    // At once when the browser says it is back online; and every so often meanwhile, since a
    // server out of reach (or a first try racing the network's return) fires no such event.
    window.addEventListener('online', refetch);
    const timer = window.setInterval(refetch, RETRY_MS);
    return () => {
      window.removeEventListener('online', refetch);
      window.clearInterval(timer);
    };
  }, [queryClient, showing]);

  if (sentAt === null) return null;
  return (
    <Text component="div" role="status" ta="center" fw={700} size="sm" py={4} bg="gray.2" c="dark">
      {Number.isNaN(sentAt)
        ? t('offline.showingSavedData')
        : t('offline.showingDataFrom', { when: formatDateTime(sentAt) })}
    </Text>
  );
}
