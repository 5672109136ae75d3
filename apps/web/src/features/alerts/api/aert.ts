import type {
  AertSettings,
  AertUpdate,
  AlertChannel,
  AlertHistory,
  AlertHistoryItem,
  SendAertCodeReply,
  TrackedEntry,
} from '@pick3/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type AlertMode = TrackedEntry['mode'];
export type { AertSettings, AertUpdate, AlertChannel, TrackedEntry };
/** One past alert; a summary has no draw. */
export type PastAlert = AlertHistoryItem;

export const AERT_KEY = ['/api/aert'] as const;

export function useAert(enabled = true) {
  return useQuery<AertSettings>({ queryKey: AERT_KEY, enabled });
}

export function putAert(update: AertUpdate): Promise<AertSettings> {
  return apiFetch<AertSettings>('/api/aert', { method: 'PUT', json: update });
}

export function sendAertCode(channel: AlertChannel): Promise<SendAertCodeReply> {
  return apiFetch<SendAertCodeReply>('/api/aert/verify/send', {
    method: 'POST',
    json: { channel },
  });
}

export function verifyAert(channel: AlertChannel, code: string): Promise<AertSettings> {
  return apiFetch<AertSettings>('/api/aert/verify', { method: 'POST', json: { channel, code } });
}

/** Every change answers with the whole settings, which replace the cached ones. */
export function useUpdateAert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAert,
    onSuccess: (settings) => queryClient.setQueryData(AERT_KEY, settings),
  });
}

export function useSendAertCode() {
  return useMutation({ mutationFn: sendAertCode });
}

export function useVerifyAert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, code }: { channel: AlertChannel; code: string }) =>
      verifyAert(channel, code),
    onSuccess: (settings) => queryClient.setQueryData(AERT_KEY, settings),
  });
}

export const ALERT_HISTORY_KEY = ['/api/aert/history'] as const;

/** GET /api/aert/history: the signed-in account's past alerts, newest first. */
export function useAlertHistory() {
  return useQuery<AlertHistory>({ queryKey: ALERT_HISTORY_KEY });
}
