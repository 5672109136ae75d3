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

/**
 * The settings; `state` is the state on screen: settings not saved yet start from its own draw
 * times (the server's defaults follow core's schedule of that state).
 */
export function useAlertSettings(state: string, enabled = true) {
  return useQuery<AlertSettingsReply>({ queryKey: [...ALERT_SETTINGS_KEY, { state }], enabled });
}

export function putAlertSettings(
  update: AlertSettingsUpdate,
  state?: string,
): Promise<AlertSettingsReply> {
  const query = state === undefined ? '' : `?state=${encodeURIComponent(state)}`;
  return apiFetch<AlertSettingsReply>(`/api/aert${query}`, { method: 'PUT', json: update });
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

/**
 * Every change answers with the whole settings, which replace the cached ones (whatever state they
 * were read for: once saved, the settings no longer depend on it).
 */
export function useUpdateAlertSettings(state?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AlertSettingsUpdate) => putAlertSettings(update, state),
    onSuccess: (settings) => queryClient.setQueriesData({ queryKey: ALERT_SETTINGS_KEY }, settings),
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
    onSuccess: (settings) => queryClient.setQueriesData({ queryKey: ALERT_SETTINGS_KEY }, settings),
  });
}

export const ALERT_HISTORY_KEY = ['/api/aert/history'] as const;

/** GET /api/aert/history: the signed-in account's past alerts, newest first. */
export function useAlertHistory() {
  return useQuery<AlertHistory>({ queryKey: ALERT_HISTORY_KEY });
}
