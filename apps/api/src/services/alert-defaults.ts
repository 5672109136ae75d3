// The draw-time switches of alert settings nobody has saved yet follow the state's own schedule from
// core (Georgia: Midday, Evening, Night; no Morning), not one list for every state: the spec's
// Morning/Day/Evening defaults left Georgia's Night draw off and offered a Morning it never holds.
import { currentDrawTimes, isKnownState, type DrawTimeCode } from '@pick3/core';

export interface DrawTimeSwitches {
  trackMorning: boolean;
  trackDay: boolean;
  trackEvening: boolean;
  trackNight: boolean;
}

/** The spec's aert_data defaults, for when no state is known. */
const SPEC_DEFAULTS: DrawTimeSwitches = {
  trackMorning: true,
  trackDay: true,
  trackEvening: true,
  trackNight: false,
};

const FIELD: Record<DrawTimeCode, keyof DrawTimeSwitches> = {
  MORN: 'trackMorning',
  DAY: 'trackDay',
  EVE: 'trackEvening',
  NITE: 'trackNight',
};

/**
 * Every draw time the first known state of `states` holds today is on, the others off; the spec's
 * defaults when none is known.
 * @example drawTimeDefaults(['GA']) // { trackMorning: false, trackDay: true, trackEvening: true, trackNight: true }
 */
export function drawTimeDefaults(
  states: ReadonlyArray<string | null | undefined>,
): DrawTimeSwitches {
  const state = states
    .map((s) => s?.trim().toUpperCase())
    .find((s): s is string => s !== undefined && isKnownState(s));
  if (state === undefined) return { ...SPEC_DEFAULTS };
  const held = new Set(currentDrawTimes(state));
  const switches = { trackMorning: false, trackDay: false, trackEvening: false, trackNight: false };
  for (const code of held) switches[FIELD[code]] = true;
  return switches;
}
