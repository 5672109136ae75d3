import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatStatus } from '@pick3/contract';
import { apiFetch } from '../../../lib/api-client.js';

/** GET /api/chat/status: whether a model answers, known before the first question. */
export const chatStatusQuery = queryOptions({
  queryKey: ['/api/chat/status'],
  queryFn: () => apiFetch<ChatStatus>('/api/chat/status'),
  // The server's model does not change while it runs.
  staleTime: Infinity,
  retry: false,
});

/** Whether the helper answers without a model, and whether the server has said (or failed to). */
export function useChatStatus(): { offline: boolean; known: boolean } {
  const status = useQuery(chatStatusQuery);
  return { offline: status.data?.mode === 'offline', known: !status.isPending };
}
