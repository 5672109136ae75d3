// What a player's alert settings are before they save any (the spec's aert_data defaults), declared
// once: the API answers them, the database's column defaults must agree (a db test checks), and the
// web's tests start from them. The draw-time switches follow the state's own schedule when a state
// is known: the spec's Morning/Day/Evening defaults left Georgia's Night draw off and offered a
// Morning it never holds.
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { currentDrawTimes } from '../schedules/draw-time-history.js';
import { isKnownState } from '../states/states.js';

/**
 * Which draw times an alert watches.
 * @example
 * ```ts
 * const gaNights: AlertDrawTimeSwitches = { trackMorning: false, trackDay: true, trackEvening: true, trackNight: true };
 * ```
 */
export interface AlertDrawTimeSwitches {
  trackMorning: boolean;
  trackDay: boolean;
  trackEvening: boolean;
  trackNight: boolean;
}

/**
 * The spec's aert_data defaults: no address, alerts on matches only, no daily summary, Morning, Day
 * and Evening watched, tracking off, nothing tracked. Frozen (its list too): spread it to change it.
 * @example
 * ```ts
 * import { DEFAULT_ALERT_SETTINGS } from '@pick3/core';
 * const reply = { ...DEFAULT_ALERT_SETTINGS, email: 'a@x.com' };
 * DEFAULT_ALERT_SETTINGS.alertOnMatchOnly; // true
 * ```
 */
export const DEFAULT_ALERT_SETTINGS = Object.freeze({
  email: null,
  smsNumber: null,
  emailVerified: false,
  smsVerified: false,
  alertOnMatchOnly: true,
  dailySummary: false,
  trackMorning: true,
  trackDay: true,
  trackEvening: true,
  trackNight: false,
  isTracking: false,
  trackedEntries: Object.freeze([]) as never[],
});

const SWITCH: Record<DrawTimeCode, keyof AlertDrawTimeSwitches> = {
  MORN: 'trackMorning',
  DAY: 'trackDay',
  EVE: 'trackEvening',
  NITE: 'trackNight',
};

/**
 * The draw-time switches of alert settings nobody has saved yet: every draw time the first known
 * state of `states` holds today is on, the others off; the spec's defaults when none is known.
 * @example
 * ```ts
 * import { alertDrawTimeDefaults } from '@pick3/core';
 * alertDrawTimeDefaults(['GA']); // { trackMorning: false, trackDay: true, trackEvening: true, trackNight: true }
 * alertDrawTimeDefaults([null]); // { trackMorning: true, trackDay: true, trackEvening: true, trackNight: false }
 * ```
 */
export function alertDrawTimeDefaults(
  states: ReadonlyArray<string | null | undefined>,
): AlertDrawTimeSwitches {
  const { trackMorning, trackDay, trackEvening, trackNight } = DEFAULT_ALERT_SETTINGS;
  const state = states
    .map((s) => s?.trim().toUpperCase())
    .find((s): s is string => s !== undefined && isKnownState(s));
  if (state === undefined) return { trackMorning, trackDay, trackEvening, trackNight };
  const switches = { trackMorning: false, trackDay: false, trackEvening: false, trackNight: false };
  for (const code of currentDrawTimes(state)) switches[SWITCH[code]] = true;
  return switches;
}
