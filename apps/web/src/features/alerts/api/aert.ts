import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.js';

export type AlertMode = 'box' | 'straight';
export type AlertChannel = 'email' | 'sms';

/** One tracked number (apps/api aert.schemas.ts TrackedEntrySchema). */
export interface TrackedEntry {
  state: string;
  number: string;
  mode: AlertMode;
}

/** GET/PUT /api/aert answer (AertSettingsSchema). */
export interface AertSettings {
  email: string | null;
  smsNumber: string | null;
  emailVerified: boolean;
  smsVerified: boolean;
  alertOnMatchOnly: boolean;
  dailySummary: boolean;
  trackMorning: boolean;
  trackDay: boolean;
  trackEvening: boolean;
  trackNight: boolean;
  isTracking: boolean;
  trackedEntries: TrackedEntry[];
  delivery: { email: 'smtp' | 'offline'; sms: 'gateway' | 'offline' };
}

/** The PUT body: only the fields sent change. */
export type AertUpdate = Partial<Omit<AertSettings, 'emailVerified' | 'smsVerified' | 'delivery'>>;

export interface SendCodeAnswer {
  channel: AlertChannel;
  sent: boolean;
  /** Only in demo mode. */
  demoCode?: string;
  message: string;
}

export const AERT_KEY = ['/api/aert'] as const;

export function useAert(enabled = true) {
  return useQuery<AertSettings>({ queryKey: AERT_KEY, enabled });
}

export function putAert(update: AertUpdate): Promise<AertSettings> {
  return apiFetch<AertSettings>('/api/aert', { method: 'PUT', json: update });
}

export function sendAertCode(channel: AlertChannel): Promise<SendCodeAnswer> {
  return apiFetch<SendCodeAnswer>('/api/aert/verify/send', { method: 'POST', json: { channel } });
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

/** One past alert (apps/api aert.schemas.ts AlertHistoryItemSchema); a summary has no draw. */
export interface PastAlert {
  kind: 'match' | 'summary';
  channel: AlertChannel;
  /** Masked by the server. */
  recipient: string;
  state: string | null;
  date: string;
  drawTime: string | null;
  number: string | null;
  status: 'sent' | 'skipped' | 'failed';
  at: string;
}

export const ALERT_HISTORY_KEY = ['/api/aert/history'] as const;

/** GET /api/aert/history: the signed-in account's past alerts, newest first. */
export function useAlertHistory() {
  return useQuery<{ alerts: PastAlert[] }>({ queryKey: ALERT_HISTORY_KEY });
}
