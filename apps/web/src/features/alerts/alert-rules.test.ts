import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import {
  addTrackedEntry,
  drawTimeLabel,
  drawTimeSwitchesFor,
  entriesByState,
  errorText,
  MAX_TRACKED_ENTRIES,
  removeTrackedEntry,
  trackedTimesText,
} from './alert-rules.js';
import type { TrackedEntry } from './api/alert-settings.js';

describe('addTrackedEntry', () => {
  it('adds a three-digit number with its upper-cased state and mode', () => {
    const result = addTrackedEntry([], 'ga', ' 042 ', 'straight');
    expect(result).toEqual({
      ok: true,
      entries: [{ state: 'GA', number: '042', mode: 'straight' }],
    });
  });

  it('refuses fewer than three digits, unknown states and duplicates, naming the field', () => {
    expect(addTrackedEntry([], 'TX', '12', 'box')).toMatchObject({ ok: false, field: 'number' });
    expect(addTrackedEntry([], 'ZZ', '123', 'box')).toMatchObject({ ok: false, field: 'state' });
    const entries: TrackedEntry[] = [{ state: 'TX', number: '123', mode: 'box' }];
    expect(addTrackedEntry(entries, 'TX', '123', 'box')).toMatchObject({
      ok: false,
      message: '123 (box) is already tracked in TX',
    });
    // The same number as a straight, or in another state, is a different alert.
    expect(addTrackedEntry(entries, 'TX', '123', 'straight').ok).toBe(true);
    expect(addTrackedEntry(entries, 'GA', '123', 'box').ok).toBe(true);
  });

  it('stops at the server cap instead of sending a request it would refuse', () => {
    const full = Array.from({ length: MAX_TRACKED_ENTRIES }, (_, i) => ({
      state: 'TX',
      number: String(i).padStart(3, '0'),
      mode: 'box' as const,
    }));
    expect(addTrackedEntry(full, 'TX', '999', 'box')).toMatchObject({ ok: false, field: 'number' });
    expect(addTrackedEntry(full.slice(1), 'TX', '999', 'box')).toMatchObject({ ok: true });
  });
});

describe('removeTrackedEntry and entriesByState', () => {
  const entries: TrackedEntry[] = [
    { state: 'TX', number: '123', mode: 'box' },
    { state: 'GA', number: '777', mode: 'straight' },
    { state: 'TX', number: '123', mode: 'straight' },
  ];

  it('removes only the entry with the same state, number and mode', () => {
    expect(removeTrackedEntry(entries, { state: 'TX', number: '123', mode: 'box' })).toEqual([
      entries[1],
      entries[2],
    ]);
  });

  it('groups by state code in order, keeping the added order inside a state', () => {
    expect(entriesByState(entries)).toEqual([
      ['GA', [entries[1]]],
      ['TX', [entries[0], entries[2]]],
    ]);
  });
});

describe('trackedTimesText', () => {
  it('names the switched-on draw times in draw order', () => {
    expect(
      trackedTimesText({
        trackMorning: false,
        trackDay: true,
        trackEvening: true,
        trackNight: true,
      }),
    ).toBe('Day, Evening, Night');
    expect(
      trackedTimesText({
        trackMorning: false,
        trackDay: false,
        trackEvening: false,
        trackNight: false,
      }),
    ).toBe('no draw time');
  });
});

describe('errorText', () => {
  it("shows the server's 429 message as it came", () => {
    const message =
      'This e-mail address has been sent 5 codes in the last 24 hours; try again later';
    const error = new ApiError(
      429,
      `429: ${message}`,
      {
        statusCode: 429,
        code: 'DESTINATION_DAILY_LIMIT',
        message,
      },
      'DESTINATION_DAILY_LIMIT',
    );
    expect(errorText(error, 'fallback')).toBe(message);
  });

  it('falls back when the answer had no message', () => {
    expect(errorText(new ApiError(500, '500: ', null), 'Could not save')).toBe('Could not save');
    expect(errorText(new TypeError('Failed to fetch'), 'Could not save')).toBe('Could not save');
  });
});

describe('drawTimeSwitchesFor', () => {
  const off = { trackMorning: false, trackDay: false, trackEvening: false, trackNight: false };
  const labels = (state: string, entries: TrackedEntry[], settings = off) =>
    drawTimeSwitchesFor(state, entries, settings).map((s) => drawTimeLabel(s.code, state));

  it("offers the state's own draw times by their names: Georgia has Midday, Evening and Night, no Morning", () => {
    expect(labels('GA', [])).toEqual(['Midday', 'Evening', 'Night']);
    expect(labels('TX', [])).toEqual(['Morning', 'Day', 'Evening', 'Night']);
  });

  it('adds the draw times of tracked states, and keeps a switch that is on', () => {
    expect(labels('GA', [{ state: 'TX', number: '123', mode: 'box' }])).toEqual([
      'Morning',
      'Midday',
      'Evening',
      'Night',
    ]);
    expect(labels('AZ', [], { ...off, trackMorning: true })).toEqual(['Morning', 'Evening']);
  });
});
