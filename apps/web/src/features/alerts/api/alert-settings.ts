import type {
  AlertSettingsReply,
  AlertSettingsUpdate,
  AlertChannel,
  AlertHistory,
  AlertHistoryItem,
  SendAlertCodeReply,
  TrackedEntry,
} from '@pick3/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type AlertMode = TrackedEntry['mode'];
export type { AlertSettingsReply, AlertSettingsUpdate, AlertChannel, TrackedEntry };
/** One past alert; a summary has no draw. */
export type PastAlert = AlertHistoryItem;

// The web calls the spec's public paths (/api/aert…); the API serves them as an alias of /api/alerts.
export const ALERT_SETTINGS_KEY = ['/api/aert'] as const;

export function useAlertSettings(enabled = true) {
  return useQuery<AlertSettingsReply>({ queryKey: ALERT_SETTINGS_KEY, enabled });
}

export function putAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettingsReply> {
  return apiFetch<AlertSettingsReply>('/api/aert', { method: 'PUT', json: update });
}

export function sendAlertCode(channel: AlertChannel): Promise<SendAlertCodeReply> {
  return apiFetch<SendAlertCodeReply>('/api/aert/verify/send', {
    method: 'POST',
    json: { channel },
  });
}

export function verifyAlertCode(channel: AlertChannel, code: string): Promise<AlertSettingsReply> {
  return apiFetch<AlertSettingsReply>('/api/aert/verify', {
    method: 'POST',
    json: { channel, code },
  });
}

/** Every change answers with the whole settings, which replace the cached ones. */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlertSettings,
    onSuccess: (settings) => queryClient.setQueryData(ALERT_SETTINGS_KEY, settings),
  });
}

export function useSendAlertCode() {
  return useMutation({ mutationFn: sendAlertCode });
}

export function useVerifyAlertCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, code }: { channel: AlertChannel; code: string }) =>
      verifyAlertCode(channel, code),
    onSuccess: (settings) => queryClient.setQueryData(ALERT_SETTINGS_KEY, settings),
  });
}

export const ALERT_HISTORY_KEY = ['/api/aert/history'] as const;

/** GET /api/aert/history: the signed-in account's past alerts, newest first. */
export function useAlertHistory() {
  return useQuery<AlertHistory>({ queryKey: ALERT_HISTORY_KEY });
}
