import { currentDrawTimes, type DrawTimeCode } from '@pick3/core';
import {
  MAX_TRACKED_ENTRIES,
  trackedEntriesFullProblem,
  trackedNumberProblem,
  trackedStateProblem,
} from '@pick3/contract/field-rules';
import { ApiError } from '../../lib/api-client.js';
import { textOf } from '../../lib/field-rule-message.js';
import type {
  AlertSettingsReply,
  AlertSettingsUpdate,
  AlertMode,
  TrackedEntry,
} from './api/alert-settings.js';
import { t } from '../../i18n/i18n.js';
import { drawTimeLabel as drawTimeLabelOf, drawTimeWord } from '../../lib/play-draw.js';

/** The server's cap; the form stops there instead of a 400. */
export { MAX_TRACKED_ENTRIES };

/** The four draw-time switches of the settings, in draw order. */
export const DRAW_TIME_SWITCHES = [
  { code: 'MORN', field: 'trackMorning' },
  { code: 'DAY', field: 'trackDay' },
  { code: 'EVE', field: 'trackEvening' },
  { code: 'NITE', field: 'trackNight' },
] as const satisfies ReadonlyArray<{ code: DrawTimeCode; field: keyof AlertSettingsUpdate }>;

/** The draw times `state` holds today; none for a code core does not know. */
function heldBy(state: string): DrawTimeCode[] {
  try {
    return currentDrawTimes(state);
  } catch {
    return [];
  }
}

/** A draw time in the words of `state`'s lottery ('Midday' in Georgia) when it holds it, else its label. */
export function drawTimeLabel(code: DrawTimeCode, state?: string): string {
  if (state !== undefined && heldBy(state).includes(code)) return drawTimeWord(state, code);
  return drawTimeLabelOf(code);
}

/**
 * The draw-time switches to offer: the draw times the state on screen and the tracked states hold
 * today (core's schedules), plus any switched on (so it can be switched off); Georgia's page offers
 * Midday, Evening and Night, never a Morning it does not have.
 */
export function drawTimeSwitchesFor(
  state: string,
  entries: readonly TrackedEntry[],
  settings: Pick<AlertSettingsReply, (typeof DRAW_TIME_SWITCHES)[number]['field']>,
): Array<(typeof DRAW_TIME_SWITCHES)[number]> {
  const held = new Set<DrawTimeCode>();
  for (const code of new Set([state, ...entries.map((e) => e.state)])) {
    for (const time of heldBy(code)) held.add(time);
  }
  return DRAW_TIME_SWITCHES.filter((s) => held.has(s.code) || settings[s.field]);
}

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
  const badNumber = trackedNumberProblem(number);
  if (badNumber !== null) return { ok: false, field: 'number', message: textOf(badNumber) };
  const badState = trackedStateProblem(state);
  if (badState !== null) return { ok: false, field: 'state', message: textOf(badState) };
  const digits = number.trim();
  const code = state.trim().toUpperCase();
  if (entries.some((e) => e.state === code && e.number === digits && e.mode === mode)) {
    return {
      ok: false,
      field: 'number',
      message: t('alerts.isAlreadyTrackedIn', { digits, mode, code }),
    };
  }
  const full = trackedEntriesFullProblem(entries.length);
  if (full !== null) return { ok: false, field: 'number', message: textOf(full) };
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
  settings: Pick<AlertSettingsReply, (typeof DRAW_TIME_SWITCHES)[number]['field']>,
  state?: string,
): string {
  const on = DRAW_TIME_SWITCHES.filter((s) => settings[s.field]).map((s) =>
    drawTimeLabel(s.code, state),
  );
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
