import { describe, expect, it } from 'vitest';
import { alertDrawTimeDefaults, DEFAULT_ALERT_SETTINGS } from './alert-defaults.js';

describe('alert defaults', () => {
  it('watches the draw times the first known state holds today', () => {
    // Georgia: Midday, Evening and Night, no Morning; the unknown and empty entries are passed over.
    expect(alertDrawTimeDefaults([undefined, 'zz', ' ga '])).toEqual({
      trackMorning: false,
      trackDay: true,
      trackEvening: true,
      trackNight: true,
    });
    expect(alertDrawTimeDefaults(['TX', 'GA']).trackMorning).toBe(true);
  });

  it("falls back to the spec's Morning, Day and Evening without a known state", () => {
    expect(alertDrawTimeDefaults([null, ''])).toEqual({
      trackMorning: true,
      trackDay: true,
      trackEvening: true,
      trackNight: false,
    });
  });

  it('cannot be changed by a caller that spreads it', () => {
    const copy = { ...DEFAULT_ALERT_SETTINGS };
    expect(() => (copy.trackedEntries as unknown[]).push({})).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_ALERT_SETTINGS)).toBe(true);
  });
});
