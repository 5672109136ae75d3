import { describe, expect, it } from 'vitest';
import {
  monthBounds,
  parseMonth,
  resultDays,
  resultsPageCopy,
  resultsPageJsonLd,
  shiftMonth,
} from './results.js';

describe('parseMonth', () => {
  it('accepts YYYY-MM', () => {
    expect(parseMonth('2026-09')).toBe('2026-09');
  });
  it.each([['2026-13'], ['2026-00'], ['2026-9'], ['2026-09-01'], [''], [undefined], ['0999-01']])(
    'refuses %j naming the month field',
    (bad) => {
      expect(() => parseMonth(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_DATE', field: 'month' }),
      );
    },
  );
});

describe('months', () => {
  it('bounds a month, leap Februaries included', () => {
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2025-02')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('steps across a year', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});

describe('resultDays', () => {
  it("groups by date newest first, draws in day order, named in the state's words", () => {
    const days = resultDays('GA', [
      { date: '2026-09-01', drawTime: 'NITE', number: '106' },
      { date: '2026-09-02', drawTime: 'EVE', number: '016' },
      { date: '2026-09-01', drawTime: 'DAY', number: '610' },
    ]);
    expect(days).toEqual([
      { date: '2026-09-02', draws: [{ drawTime: 'EVE', name: 'Evening', number: '016' }] },
      {
        date: '2026-09-01',
        draws: [
          { drawTime: 'DAY', name: 'Midday', number: '610' },
          { drawTime: 'NITE', name: 'Night', number: '106' },
        ],
      },
    ]);
    expect(
      resultDays('NC', [{ date: '2026-09-01', drawTime: 'DAY', number: '1' }])[0]!.draws[0]!.name,
    ).toBe('Daytime');
  });
});

describe('results page copy', () => {
  it('names the game and state in both languages', () => {
    expect(resultsPageCopy('GA').title).toBe(
      'Georgia Cash 3 Results: Winning Numbers by Date and Draw Time',
    );
    expect(resultsPageCopy('GA').description).toContain('for Georgia');
    expect(resultsPageCopy('TX', 'es').title).toBe(
      'Resultados de Texas Pick 3: números ganadores por fecha y horario',
    );
  });

  it('lists the results shown in its structured data', () => {
    const days = resultDays('GA', [
      { date: '2026-09-02', drawTime: 'EVE', number: '016' },
      { date: '2026-09-01', drawTime: 'DAY', number: '610' },
    ]);
    const json = resultsPageJsonLd('GA', 'en', {
      description: 'd',
      url: 'https://x/results/GA',
      days,
    });
    expect(json).toMatchObject({
      '@type': 'Dataset',
      name: 'Georgia Cash 3 Results',
      url: 'https://x/results/GA',
      temporalCoverage: '2026-09-01/2026-09-02',
      isBasedOn: 'https://www.galottery.com/en-us/games/draw-games/cash-three.html',
      hasPart: {
        numberOfItems: 2,
        itemListElement: [
          { position: 1, name: '2026-09-02 Evening: 016' },
          { position: 2, name: '2026-09-01 Midday: 610' },
        ],
      },
    });
  });
});
