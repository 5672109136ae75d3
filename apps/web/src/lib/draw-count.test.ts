import { analyze, type Draw } from '@pick3/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { drawCountText } from './draw-count.js';

afterEach(async () => {
  await setLanguage('en');
});

/** `days` days of Georgia draws (Midday, Evening, Night) up to 2025-07-31. */
function georgia(days: number): Draw[] {
  return Array.from({ length: days * 3 }, (_, i) => {
    const day = new Date(Date.UTC(2025, 6, 31 - days + 1 + Math.floor(i / 3)));
    return {
      date: day.toISOString().slice(0, 10),
      drawTime: (['DAY', 'EVE', 'NITE'] as const)[i % 3]!,
      number: String((i * 37) % 1000).padStart(3, '0'),
    };
  });
}

describe('drawCountText', () => {
  it('names the draws of the one draw time selected when fewer than the limit', () => {
    // 600 draws in the window, 200 of them Evening.
    const analysis = analyze(georgia(200), { limit: 730, timeFilter: 'Eve' }, { state: 'GA' });
    expect(drawCountText(730, analysis.window, 'Eve')).toBe('730 draws (200 Evening)');
  });

  it('says the limit alone when every draw time is counted and all are used', () => {
    const analysis = analyze(georgia(300), { limit: 730 }, { state: 'GA' });
    expect(drawCountText(730, analysis.window, 'all')).toBe('730 draws');
    expect(drawCountText(730, analysis.window, 'repeats')).toBe('730 draws');
  });

  it('says how many were used when a hole of the history cuts the draws', () => {
    const draws = georgia(300).filter((d) => !(d.date >= '2025-05-01' && d.date <= '2025-05-20'));
    const analysis = analyze(draws, { limit: 730 }, { state: 'GA' });
    expect(analysis.window.gap).not.toBeNull();
    expect(drawCountText(730, analysis.window, 'all')).toBe(
      `730 draws (${analysis.window.used} used)`,
    );
  });

  it('says the limit for an answer cached offline before the window was sent', () => {
    expect(drawCountText(100, undefined, 'Eve')).toBe('100 draws');
  });

  it('reads in Spanish', async () => {
    await setLanguage('es');
    // 1,800 draws, of which the 1,500-draw window holds 500 Evening draws.
    const analysis = analyze(georgia(600), { limit: 730, timeFilter: 'Eve' }, { state: 'GA' });
    expect(drawCountText(730, analysis.window, 'Eve')).toBe('730 sorteos (500 Tarde)');
  });
});
