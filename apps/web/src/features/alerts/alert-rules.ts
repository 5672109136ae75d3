import { DRAW_TIME_LABELS, isKnownState, type DrawTimeCode } from '@pick3/core';
import { ApiError } from '../../lib/api-client.js';
import type { AertSettings, AertUpdate, AlertMode, TrackedEntry } from './api/aert.js';
import { t } from '../../i18n/i18n.js';

/** The server's cap (aert.schemas.ts MAX_TRACKED_ENTRIES); the form stops there instead of a 400. */
export const MAX_TRACKED_ENTRIES = 50;

/** The four draw-time switches of the settings, in draw order. */
export const DRAW_TIME_SWITCHES = [
  { code: 'MORN', field: 'trackMorning' },
  { code: 'DAY', field: 'trackDay' },
  { code: 'EVE', field: 'trackEvening' },
  { code: 'NITE', field: 'trackNight' },
] as const satisfies ReadonlyArray<{ code: DrawTimeCode; field: keyof AertUpdate }>;

export const drawTimeLabel = (code: DrawTimeCode) => DRAW_TIME_LABELS[code];

export type AddEntryResult =
  { ok: true; entries: TrackedEntry[] } | { ok: false; field: 'number' | 'state'; message: string };

/**
 * The entries after adding one: three digits, a state core knows, no duplicate of the same
 * state, number and mode, and at most MAX_TRACKED_ENTRIES.
 */
export function addTrackedEntry(
  entries: readonly TrackedEntry[],
  state: string,
  number: string,
  mode: AlertMode,
): AddEntryResult {
  const digits = number.trim();
  if (!/^\d{3}$/.test(digits)) {
    return { ok: false, field: 'number', message: t('alerts.enterThreeDigitsE') };
  }
  const code = state.trim().toUpperCase();
  if (!isKnownState(code)) return { ok: false, field: 'state', message: t('alerts.pickAState') };
  if (entries.some((e) => e.state === code && e.number === digits && e.mode === mode)) {
    return {
      ok: false,
      field: 'number',
      message: t('alerts.isAlreadyTrackedIn', { digits, mode, code }),
    };
  }
  if (entries.length >= MAX_TRACKED_ENTRIES) {
    return {
      ok: false,
      field: 'number',
      message: t('alerts.atMostNumbersCan', { MAX_TRACKED_ENTRIES }),
    };
  }
  return { ok: true, entries: [...entries, { state: code, number: digits, mode }] };
}

export function removeTrackedEntry(
  entries: readonly TrackedEntry[],
  entry: TrackedEntry,
): TrackedEntry[] {
  return entries.filter(
    (e) => !(e.state === entry.state && e.number === entry.number && e.mode === entry.mode),
  );
}

/** Tracked entries grouped by state (sorted by code), numbers in the order they were added. */
export function entriesByState(entries: readonly TrackedEntry[]): [string, TrackedEntry[]][] {
  const groups = new Map<string, TrackedEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.state) ?? [];
    list.push(entry);
    groups.set(entry.state, list);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The draw times alerts follow, as words ('none' when every switch is off). */
export function trackedTimesText(
  settings: Pick<AertSettings, (typeof DRAW_TIME_SWITCHES)[number]['field']>,
): string {
  const on = DRAW_TIME_SWITCHES.filter((s) => settings[s.field]).map((s) => drawTimeLabel(s.code));
  return on.length === 0 ? t('alerts.noDrawTime') : on.join(', ');
}

/**
 * What to show for a failed request: the server's own message (the 429 code caps say how many
 * codes were sent and when to retry), else a plain fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return t('alerts.signInAgainTo');
  }
  return fallback;
}
