import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { ALL_STRAIGHTS, digitTypeOf } from '../numbers/numbers.js';
import { STATE_CODES } from '../states/states.js';
import { PRIZE_PLAY_TYPES, PRIZE_TABLES, type PrizePlayType } from './prize-tables.js';
import {
  costOf,
  expectedReturn,
  parsePrizePlay,
  playTypesOf,
  prizeOf,
  prizeTableOf,
  stakesOf,
  type PrizePlay,
} from './prizes.js';

const PAIRS: readonly PrizePlayType[] = ['front-pair', 'back-pair', 'split-pair'];

function errorOf(run: () => unknown): { code: string; field?: string } {
  try {
    run();
  } catch (error) {
    if (isPick3Error(error)) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a Pick3Error');
}

describe('prize tables', () => {
  it('has one table per state of STATE_CODES', () => {
    expect(PRIZE_TABLES.map((t) => t.state)).toEqual([...STATE_CODES]);
  });

  it.each(STATE_CODES.map((s) => [s]))('%s: every type has a prize at every stake', (state) => {
    const table = prizeTableOf(state);
    expect(table.source).toMatch(/^https:\/\//);
    expect(table.types).toContain('straight');
    expect(table.types).toContain('box');
    for (const type of table.types) {
      expect(PRIZE_PLAY_TYPES).toContain(type);
      const stakes = stakesOf(state, type);
      expect(stakes.length).toBeGreaterThan(0);
      for (const stake of stakes) {
        const line = table.stakes.find((s) => s.stake === stake)!;
        expect(line.straight).toBeGreaterThan(0);
        expect(line.box6).toBeGreaterThan(0);
        // 3-way has half the winning orders of 6-way: it pays about twice as much.
        expect(line.box3).toBeGreaterThanOrEqual(line.box6 * 2 - 1);
        if (PAIRS.includes(type)) expect(line.pair).toBeGreaterThan(0);
        // Every play pays something on some draw and never more than the straight prize.
        const number =
          type === 'box' || type === 'combo' || type === 'straight-box' ? '123' : '129';
        const prizes = ALL_STRAIGHTS.map((d) => prizeOf(state, { number, type, stake }, d));
        expect(Math.max(...prizes)).toBeGreaterThan(0);
        expect(Math.max(...prizes)).toBeLessThanOrEqual(line.straight);
      }
    }
  });

  it.each(STATE_CODES.map((s) => [s]))(
    '%s: box types only on numbers with an order to box; 6-way or 3-way by the pattern',
    (state) => {
      const table = prizeTableOf(state);
      const dollar = table.stakes.find((s) => s.stake === 1)!;
      for (const type of table.types.filter((t) => ['box', 'straight-box', 'combo'].includes(t))) {
        expect(errorOf(() => parsePrizePlay(state, { number: '777', type, stake: 1 }))).toEqual({
          code: 'INVALID_OPTION',
          field: 'type',
        });
      }
      expect(prizeOf(state, { number: '123', type: 'box', stake: 1 }, '231')).toBe(dollar.box6);
      expect(prizeOf(state, { number: '112', type: 'box', stake: 1 }, '211')).toBe(dollar.box3);
    },
  );

  it('has the New York figures: $500 straight, $80 box 6-way, $160 box 3-way on $1', () => {
    const ny = prizeTableOf('NY');
    expect(ny.stakes).toEqual([
      { stake: 0.5, straight: 250, box6: 40, box3: 80, pair: 25 },
      { stake: 1, straight: 500, box6: 80, box3: 160, pair: 50 },
    ]);
    expect(playTypesOf('NY')).toEqual([
      'straight',
      'box',
      'straight-box',
      'combo',
      'front-pair',
      'back-pair',
    ]);
  });

  it('keeps the quirks it knows: Missouri pays 60%, Kansas has no combo, Virginia a split pair', () => {
    expect(prizeOf('MO', { number: '529', type: 'straight', stake: 1 }, '529')).toBe(600);
    expect(playTypesOf('KS')).toEqual(['straight', 'box']);
    expect(playTypesOf('VA')).toContain('split-pair');
    expect(stakesOf('CA', 'straight')).toEqual([1]);
    expect(prizeTableOf('CA').note).toMatch(/pari-mutuel/i);
  });
});

describe('prizeOf', () => {
  const cases: [string, PrizePlay, string, number][] = [
    ['straight hit', { number: '123', type: 'straight', stake: 1 }, '123', 500],
    ['straight miss (other order)', { number: '123', type: 'straight', stake: 1 }, '321', 0],
    ['straight on $0.50', { number: '007', type: 'straight', stake: 0.5 }, '007', 250],
    ['box 6-way', { number: '123', type: 'box', stake: 1 }, '312', 80],
    ['box 6-way on $0.50', { number: '123', type: 'box', stake: 0.5 }, '213', 40],
    ['box 3-way', { number: '112', type: 'box', stake: 1 }, '121', 160],
    ['box miss', { number: '112', type: 'box', stake: 1 }, '122', 0],
    ['straight/box 6-way, exact', { number: '123', type: 'straight-box', stake: 1 }, '123', 290],
    [
      'straight/box 6-way, other order',
      { number: '123', type: 'straight-box', stake: 1 },
      '132',
      40,
    ],
    ['straight/box 3-way, exact', { number: '112', type: 'straight-box', stake: 1 }, '112', 330],
    [
      'straight/box 3-way, other order',
      { number: '112', type: 'straight-box', stake: 1 },
      '211',
      80,
    ],
    ['straight/box miss', { number: '112', type: 'straight-box', stake: 1 }, '113', 0],
    ['combo, any order', { number: '123', type: 'combo', stake: 1 }, '231', 500],
    ['combo on $0.50, 3-way', { number: '112', type: 'combo', stake: 0.5 }, '211', 250],
    ['combo miss', { number: '123', type: 'combo', stake: 1 }, '124', 0],
    ['front pair hit', { number: '120', type: 'front-pair', stake: 1 }, '129', 50],
    ['front pair miss (order)', { number: '120', type: 'front-pair', stake: 1 }, '210', 0],
    ['back pair hit', { number: '023', type: 'back-pair', stake: 0.5 }, '923', 25],
    ['back pair miss', { number: '023', type: 'back-pair', stake: 1 }, '230', 0],
  ];
  it.each(cases)('NY %s', (_, play, drawn, prize) => {
    expect(prizeOf('NY', play, drawn)).toBe(prize);
  });

  it('pays a split pair on the first and last digits (Virginia)', () => {
    expect(prizeOf('VA', { number: '103', type: 'split-pair', stake: 1 }, '153')).toBe(50);
    expect(prizeOf('VA', { number: '103', type: 'split-pair', stake: 1 }, '105')).toBe(0);
  });

  it('refuses bad input naming the field', () => {
    expect(
      errorOf(() => prizeOf('NY', { number: '12', type: 'straight', stake: 1 }, '123')),
    ).toEqual({ code: 'INVALID_NUMBER', field: 'number' });
    expect(
      errorOf(() => prizeOf('NY', { number: '123', type: 'straight', stake: 1 }, '1')),
    ).toEqual({
      code: 'INVALID_NUMBER',
      field: 'drawn',
    });
    expect(
      errorOf(() => prizeOf('NY', { number: '123', type: 'split-pair', stake: 1 }, '123')),
    ).toEqual({ code: 'INVALID_OPTION', field: 'type' });
    expect(
      errorOf(() =>
        prizeOf('NY', { number: '123', type: 'lucky' as PrizePlayType, stake: 1 }, '1'),
      ),
    ).toEqual({ code: 'INVALID_OPTION', field: 'type' });
    expect(errorOf(() => prizeOf('NY', { number: '123', type: 'box', stake: 2 }, '123'))).toEqual({
      code: 'INVALID_OPTION',
      field: 'stake',
    });
    expect(
      errorOf(() => prizeOf('NY', { number: '123', type: 'straight-box', stake: 0.5 }, '123')),
    ).toEqual({ code: 'INVALID_OPTION', field: 'stake' });
    expect(errorOf(() => prizeTableOf('ZZ'))).toEqual({ code: 'INVALID_STATE', field: 'state' });
  });
});

describe('costOf', () => {
  it('is the stake, times the orders for a combo', () => {
    expect(costOf('NY', { number: '123', type: 'straight', stake: 0.5 })).toBe(0.5);
    expect(costOf('NY', { number: '123', type: 'combo', stake: 1 })).toBe(6);
    expect(costOf('NY', { number: '112', type: 'combo', stake: 0.5 })).toBe(1.5);
  });
});

describe('expectedReturn', () => {
  it.each([
    ['straight', '123', 1, 0.5],
    ['straight', '123', 0.5, 0.5],
    ['box', '123', 1, 0.48],
    ['box', '112', 1, 0.48],
    ['straight-box', '123', 1, 0.49],
    ['straight-box', '112', 1, 0.49],
    ['combo', '123', 1, 0.5],
    ['combo', '112', 0.5, 0.5],
    ['front-pair', '120', 1, 0.5],
    ['back-pair', '020', 0.5, 0.5],
  ] as const)('NY %s %s on $%s returns %s per dollar', (type, number, stake, value) => {
    expect(expectedReturn('NY', { number, type, stake })).toBeCloseTo(value, 12);
  });

  it.each(STATE_CODES.map((s) => [s]))(
    '%s: equals the average prize over the 1,000 equally likely draws, per dollar',
    (state) => {
      for (const type of playTypesOf(state)) {
        for (const stake of stakesOf(state, type)) {
          for (const number of ['123', '112']) {
            if (digitTypeOf(number) === 'triple') continue;
            const play = { number, type, stake };
            const total = ALL_STRAIGHTS.reduce((sum, d) => sum + prizeOf(state, play, d), 0);
            expect(expectedReturn(state, play)).toBeCloseTo(total / 1000 / costOf(state, play), 9);
            expect(expectedReturn(state, play)).toBeLessThan(1);
          }
        }
      }
    },
  );

  it('returns 0.6 in Missouri, whose prizes are 60% of sales', () => {
    expect(expectedReturn('MO', { number: '529', type: 'straight', stake: 1 })).toBeCloseTo(
      0.6,
      12,
    );
  });
});
