import { describe, expect, it } from 'vitest';
import type { Draw } from '../dates/dates.js';
import { isPick3Error } from '../errors/errors.js';
import { checkPlay } from './check-play.js';

const DRAWS: Draw[] = [
  { date: '2026-01-01', drawTime: 'DAY', number: '123' },
  { date: '2026-01-01', drawTime: 'EVE', number: '312' },
  { date: '2026-01-02', drawTime: 'DAY', number: '999' },
  { date: '2026-01-02', drawTime: 'EVE', number: '231' },
  { date: '2026-01-03', drawTime: 'DAY', number: '124' },
];

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isPick3Error(error)) return `${error.code} ${error.field}`;
    throw error;
  }
  return undefined;
}

describe('checkPlay', () => {
  it('lists every win newest first with its prize, and the totals against chance', () => {
    const check = checkPlay('GA', { number: '123', type: 'box', stake: 1 }, DRAWS);
    expect(check).toEqual({
      from: '2026-01-01',
      to: '2026-01-03',
      wins: [
        { date: '2026-01-02', drawTime: 'EVE', drawn: '231', prize: 80 },
        { date: '2026-01-01', drawTime: 'EVE', drawn: '312', prize: 80 },
        { date: '2026-01-01', drawTime: 'DAY', drawn: '123', prize: 80 },
      ],
      plays: 5,
      spend: 5,
      won: 240,
      net: 235,
      expectedReturn: 0.48,
      expectedWon: 2.4,
      // Every draw time Georgia holds; its Night draws of 1/1 and 1/2 are not stored: named, not played.
      drawTimes: ['DAY', 'EVE', 'NITE'],
      missing: [{ drawTime: 'NITE', from: '2026-01-01', to: '2026-01-02', count: 2 }],
      missingDraws: 2,
      returnPerDollar: 48,
      longestLosingStreak: 1,
    });
  });

  it('plays only the draw times asked for, and counts only their missing draws', () => {
    const check = checkPlay('GA', { number: '123', type: 'box', stake: 1 }, DRAWS, {
      drawTimes: ['DAY'],
    });
    // 1/1 123 wins; 1/2 999 and 1/3 124 lose: two draws in a row without a win.
    expect(check).toMatchObject({
      drawTimes: ['DAY'],
      plays: 3,
      spend: 3,
      won: 80,
      missing: [],
      missingDraws: 0,
      longestLosingStreak: 2,
    });
    // The Evening of 1/3 comes after the newest stored draw (1/3 Midday): not missing yet.
    expect(
      checkPlay('GA', { number: '123', type: 'box', stake: 1 }, DRAWS, { drawTimes: ['EVE'] }),
    ).toMatchObject({ plays: 2, missingDraws: 0 });
  });

  it('refuses a draw time the state does not hold, or none, naming drawTimes', () => {
    const play = { number: '123', type: 'box', stake: 1 } as const;
    expect(fieldOf(() => checkPlay('GA', play, DRAWS, { drawTimes: ['MORN'] }))).toBe(
      'INVALID_OPTION drawTimes',
    );
    expect(fieldOf(() => checkPlay('GA', play, DRAWS, { drawTimes: [] }))).toBe(
      'INVALID_OPTION drawTimes',
    );
  });

  it('keeps to the range, and pays straight/box both parts', () => {
    const check = checkPlay('GA', { number: '123', type: 'straight-box', stake: 1 }, DRAWS, {
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(check.wins.map((w) => w.prize)).toEqual([40, 290]);
    expect(check).toMatchObject({ plays: 2, spend: 2, won: 330, net: 328 });
  });

  it('counts a combo as one straight per order', () => {
    const check = checkPlay('GA', { number: '123', type: 'combo', stake: 0.5 }, DRAWS);
    expect(check).toMatchObject({ plays: 5, spend: 15, won: 750, expectedReturn: 0.5 });
  });

  it('answers no win with the whole spend lost', () => {
    const check = checkPlay('GA', { number: '555', type: 'straight', stake: 0.5 }, DRAWS);
    expect(check).toMatchObject({ wins: [], plays: 5, spend: 2.5, won: 0, net: -2.5 });
  });

  it('refuses dates outside the history, from after to, and bad dates, naming the field', () => {
    const play = { number: '123', type: 'box', stake: 1 } as const;
    expect(fieldOf(() => checkPlay('GA', play, DRAWS, { from: '2025-12-31' }))).toBe(
      'INVALID_DATE from',
    );
    expect(fieldOf(() => checkPlay('GA', play, DRAWS, { to: '2026-01-04' }))).toBe(
      'INVALID_DATE to',
    );
    expect(
      fieldOf(() => checkPlay('GA', play, DRAWS, { from: '2026-01-03', to: '2026-01-02' })),
    ).toBe('INVALID_DATE from');
    expect(fieldOf(() => checkPlay('GA', play, DRAWS, { to: '2026-02-30' }))).toBe(
      'INVALID_DATE to',
    );
    expect(fieldOf(() => checkPlay('GA', play, []))).toBe('INVALID_DATE from');
    expect(fieldOf(() => checkPlay('KS', { ...play, type: 'combo' }, DRAWS))).toBe(
      'INVALID_OPTION type',
    );
  });
});
