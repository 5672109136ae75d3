import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtest } from '../chance/chance.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import { DRAW_TIMES } from '../draw-times/draw-times.js';
import { BOX_KEYS, digitTypeOf, toBoxKey } from '../numbers/numbers.js';
import { expectedReturn, prizeOf } from '../prizes/prizes.js';
import { backtestMoney, moneyOf, setPlayPricing, trackerMoney, type MoneyRound } from './money.js';

describe('setPlayPricing', () => {
  it('prices each digit type from the real tables (NY $500 straight, $80 6-way, $160 3-way on $1)', () => {
    const ny = setPlayPricing('NY', 1);
    expect(ny.play).toEqual({ single: 'box', double: 'box', triple: 'straight' });
    expect(ny.cost).toEqual({ single: 1, double: 1, triple: 1 });
    expect(ny.prize).toEqual({ single: 80, double: 160, triple: 500 });
    // 6 winning orders × $80 / 1,000; 3 × $160 / 1,000; 1 × $500 / 1,000.
    expect(ny.expected.single).toBeCloseTo(0.48, 12);
    expect(ny.expected.double).toBeCloseTo(0.48, 12);
    expect(ny.expected.triple).toBeCloseTo(0.5, 12);
    // Half the stake, half the prizes.
    expect(setPlayPricing('ny', 0.5).prize).toEqual({ single: 40, double: 80, triple: 250 });
    // Missouri pays 60 % of sales: $600 straight, $100 6-way, $200 3-way on $1.
    const mo = setPlayPricing('MO');
    expect(mo.prize).toEqual({ single: 100, double: 200, triple: 600 });
    expect(mo.expected.single).toBeCloseTo(0.6, 12);
    expect(mo.expected.triple).toBeCloseTo(0.6, 12);
  });

  it('refuses a stake or a state without a table, naming the field', () => {
    expect(() => setPlayPricing('NY', 2)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', field: 'stake' }),
    );
    expect(() => setPlayPricing('ZZ')).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE', field: 'state' }),
    );
  });
});

describe('moneyOf', () => {
  it('adds up spend, winnings, streaks and drawdown (hand-checked)', () => {
    // Seven draws at $10 each; a $80 win on the 3rd and a $160 win on the 7th.
    const wins = [0, 0, 80, 0, 0, 0, 160];
    const rounds: MoneyRound[] = wins.map((won, i) => ({
      date: `2026-01-0${i + 1}`,
      drawTime: 'EVE',
      cost: 10,
      won,
      expected: 4.8,
    }));
    const money = moneyOf([...rounds].reverse()); // any order in, draw order out
    expect(money).toMatchObject({
      rounds: 7,
      spend: 70,
      won: 240,
      net: 170,
      expectedWon: 33.6,
      expectedNet: -36.4,
      // Losing runs of 2 and 3 draws.
      longestLosingStreak: 3,
      // Balance −10, −20, 50, 40, 30, 20, 170: the deepest fall is 50 → 20.
      largestDrawdown: 30,
    });
    expect(money.returnPerDollar).toBeCloseTo(240 / 70, 12);
    expect(money.expectedReturn).toBeCloseTo(0.48, 12);
    expect(money.balance.map((p) => p.balance)).toEqual([-10, -20, 50, 40, 30, 20, 170]);
    expect(money.balance.map((p) => p.expectedBalance)).toEqual([
      -5.2, -10.4, -15.6, -20.8, -26, -31.2, -36.4,
    ]);
    expect(money.balance[0]).toMatchObject({ date: '2026-01-01', drawTime: 'EVE' });
  });

  it('counts a fall from the start as a drawdown, and has no return before any spend', () => {
    const money = moneyOf([
      { date: '2026-01-01', drawTime: 'DAY', cost: 5, won: 0, expected: 2.4 },
      { date: '2026-01-01', drawTime: 'EVE', cost: 5, won: 0, expected: 2.4 },
    ]);
    expect(money).toMatchObject({ net: -10, longestLosingStreak: 2, largestDrawdown: 10 });
    expect(moneyOf([])).toMatchObject({
      rounds: 0,
      spend: 0,
      returnPerDollar: null,
      expectedReturn: null,
      balance: [],
    });
  });
});

describe('trackerMoney', () => {
  it('plays each settled set as straight plays, as the basket sells them (NY, $1)', () => {
    const set = ['012', '345', '001', '777', '012']; // 012 twice: played once
    const money = trackerMoney('NY', [
      { date: '2026-01-01', drawTime: 'EVE', remainingNumbers: set, winnerNumber: '210' },
      { date: '2026-01-02', drawTime: 'EVE', remainingNumbers: set, winnerNumber: '001' },
      { date: '2026-01-03', drawTime: 'EVE', remainingNumbers: set, winnerNumber: '777' },
      { date: '2026-01-04', drawTime: 'EVE', remainingNumbers: set, winnerNumber: '999' },
      { date: '2026-01-05', drawTime: 'EVE', remainingNumbers: set, winnerNumber: null },
    ]);
    // Four straights at $1 on four settled draws: 210 is a box match of 012 only, a straight loss;
    // 001 and 777 are exact ($500 each); 999 is not played.
    expect(money).toMatchObject({ rounds: 4, spend: 16, won: 1000, net: 984 });
    expect(money.longestLosingStreak).toBe(1);
    // Per draw: 4 straights × $500 / 1,000.
    expect(money.expectedWon).toBeCloseTo(4 * 2, 10);
    expect(money.balance.map((p) => p.balance)).toEqual([-4, 492, 988, 984]);
  });

  it('refuses a stake the state does not sell straight, naming stake', () => {
    expect(() => trackerMoney('NY', [], 2)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', field: 'stake' }),
    );
  });
});

/** By the definition: play each of the 220 box keys not eliminated, each priced by prizeOf. */
function naiveBacktestMoney(state: string, draws: Draw[], window: number) {
  const sorted = [...draws].sort(compareDraws);
  let spend = 0;
  let won = 0;
  let expected = 0;
  for (let k = window; k < sorted.length; k++) {
    const eliminated = new Set(sorted.slice(k - window, k).map((d) => toBoxKey(d.number)));
    for (const key of BOX_KEYS) {
      if (eliminated.has(key)) continue;
      const play = {
        number: key,
        type: digitTypeOf(key) === 'triple' ? ('straight' as const) : ('box' as const),
        stake: 1,
      };
      spend += 1;
      won += prizeOf(state, play, sorted[k]!.number);
      expected += expectedReturn(state, play);
    }
  }
  return { spend, won, expected };
}

describe('backtestMoney', () => {
  it('agrees with playing every remaining key through prizeOf (property-based)', () => {
    const drawsArb = fc.uniqueArray(
      fc.record({
        date: fc
          .integer({ min: 0, max: 40 })
          .map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10)),
        drawTime: fc.constantFrom(...DRAW_TIMES),
        number: fc.oneof(
          fc.constantFrom('016', '610', '777', '001'),
          fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
        ),
      }),
      { selector: (d) => `${d.date} ${d.drawTime}`, maxLength: 60 },
    );
    fc.assert(
      fc.property(drawsArb, fc.integer({ min: 1, max: 20 }), (draws, window) => {
        const money = backtestMoney('MO', backtest(draws, { window }).draws);
        const naive = naiveBacktestMoney('MO', draws, window);
        expect(money.spend).toBeCloseTo(naive.spend, 6);
        expect(money.won).toBeCloseTo(naive.won, 6);
        expect(money.expectedWon).toBeCloseTo(naive.expected, 6);
        expect(money.net).toBeCloseTo(naive.won - naive.spend, 6);
      }),
      { numRuns: 60 },
    );
  });
});
