import { analyze, type Draw } from '@pick3/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.js';
import { windowGapText } from './window-text.js';

afterEach(async () => {
  await setLanguage('en');
});

/** Georgia Night draws, one a day, from 2025-01-01 to 2025-07-31, without 2025-04-01 → 2025-04-30. */
const draws: Draw[] = Array.from({ length: 212 }, (_, i) => {
  const day = new Date(Date.UTC(2025, 0, 1 + i));
  return {
    date: day.toISOString().slice(0, 10),
    drawTime: 'NITE' as const,
    number: String((i * 61) % 1000).padStart(3, '0'),
  };
}).filter((d) => d.date < '2025-04-01' || d.date > '2025-04-30');

describe('windowGapText', () => {
  it('names the hole the last draws reach back to and the draws used after it', () => {
    const analysis = analyze(draws, { limit: 150 }, { state: 'GA' });
    expect(analysis.window).toEqual({
      requested: 150,
      used: 92,
      gap: { from: '2025-04-01', to: '2025-04-30', missing: 30 },
    });
    expect(windowGapText(analysis.window)).toBe(
      'The last 150 draws reach back to a gap of 30 draws (4/1/2025–4/30/2025); these statistics use the 92 draws after it.',
    );
  });

  it('says nothing when the draws do not reach a hole', () => {
    expect(windowGapText(analyze(draws, { limit: 50 }, { state: 'GA' }).window)).toBeNull();
  });

  it('reads in Spanish, with Spanish dates', async () => {
    await setLanguage('es');
    const text = windowGapText(analyze(draws, { limit: 150 }, { state: 'GA' }).window);
    expect(text).toBe(
      'Los últimos 150 sorteos llegan hasta un hueco de 30 sorteos (1/4/2025–30/4/2025); estas estadísticas usan los 92 sorteos posteriores.',
    );
  });
});
