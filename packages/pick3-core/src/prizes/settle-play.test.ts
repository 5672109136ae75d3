import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { ALL_STRAIGHTS } from '../numbers/numbers.js';
import { PRIZE_TABLES, type PrizePlayType, type PrizeTable } from './prize-tables.js';
import { expectedReturn, stakesOf } from './prizes.js';
import { basketPlay, settlePlay, settleTracked, trackedPlay } from './settle-play.js';

const sorted = (n: string): string => [...n].sort().join('');
const PAIRS: Partial<Record<PrizePlayType, [number, number]>> = {
  'front-pair': [0, 1],
  'back-pair': [1, 2],
  'split-pair': [0, 2],
};

/** The ticket's rule written out by hand, per drawn number, from the table's printed lines. */
function bruteForcePrize(
  table: PrizeTable,
  type: PrizePlayType,
  stake: number,
  number: string,
  drawn: string,
): number {
  const line = table.stakes.find((s) => s.stake === stake)!;
  const exact = number === drawn;
  const sameDigits = sorted(number) === sorted(drawn);
  const box = new Set(number).size === 3 ? line.box6 : line.box3;
  const pair = PAIRS[type];
  if (pair !== undefined) {
    return number[pair[0]] === drawn[pair[0]] && number[pair[1]] === drawn[pair[1]]
      ? line.pair!
      : 0;
  }
  if (type === 'straight') return exact ? line.straight : 0;
  if (type === 'box') return sameDigits ? box : 0;
  if (type === 'combo') return sameDigits ? line.straight : 0;
  return (exact ? line.straight / 2 : 0) + (sameDigits ? box / 2 : 0);
}

/** How many of the 1,000 draws a play wins, by counting orders and positions. */
function winningDraws(type: PrizePlayType, number: string): number {
  if (PAIRS[type] !== undefined) return 10;
  if (type === 'straight') return 1;
  return new Set(ALL_STRAIGHTS.filter((d) => sorted(d) === sorted(number))).size;
}

const playArb = fc
  .constantFrom(...PRIZE_TABLES)
  .chain((table) =>
    fc.record({
      table: fc.constant(table),
      type: fc.constantFrom(...table.types),
      number: fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
    }),
  )
  .filter(
    ({ type, number }) =>
      !(['box', 'straight-box', 'combo'].includes(type) && new Set(number).size === 1),
  )
  .chain((p) =>
    fc.constantFrom(...stakesOf(p.table.state, p.type)).map((stake) => ({ ...p, stake })),
  );

describe('settlePlay', () => {
  it('agrees with a brute-force count over all 1,000 drawn numbers (property-based)', () => {
    fc.assert(
      fc.property(playArb, ({ table, type, number, stake }) => {
        const play = { number, type, stake };
        const settled = ALL_STRAIGHTS.map((drawn) => settlePlay(table.state, play, drawn));
        const expected = ALL_STRAIGHTS.map((drawn) =>
          bruteForcePrize(table, type, stake, number, drawn),
        );
        expect(settled.map((s) => s.prize)).toEqual(expected);
        expect(settled.map((s) => s.outcome)).toEqual(
          expected.map((p) => (p > 0 ? 'win' : 'loss')),
        );
        expect(new Set(settled.map((s) => `${s.stake} ${s.cost}`))).toEqual(
          new Set([`${stake} ${type === 'combo' ? stake * winningDraws(type, number) : stake}`]),
        );
        const wins = settled.filter((s) => s.outcome === 'win').length;
        const paid = expected.reduce((sum, p) => sum + p, 0);
        expect(wins).toBe(winningDraws(type, number));
        // The table's average return is the same 1,000 draws, paid and divided by the cost.
        const cost = settlePlay(table.state, play, number).cost;
        expect(paid / 1000 / cost).toBeCloseTo(expectedReturn(table.state, play), 12);
      }),
      { numRuns: 400 },
    );
  });

  it('settles every play type and stake of New York exhaustively on a single, a double and a triple', () => {
    const ny = PRIZE_TABLES.find((t) => t.state === 'NY')!;
    for (const type of ny.types) {
      for (const stake of stakesOf('NY', type)) {
        for (const number of ['034', '112', '777']) {
          if (type !== 'straight' && !PAIRS[type] && number === '777') continue;
          for (const drawn of ALL_STRAIGHTS) {
            expect(settlePlay('NY', { number, type, stake }, drawn).prize).toBe(
              bruteForcePrize(ny, type, stake, number, drawn),
            );
          }
        }
      }
    }
  });

  it('settles a $1 straight 034 as a loss when 430 is drawn, and a box 034 as the 6-way prize', () => {
    expect(settlePlay('NY', { number: '034', type: 'straight', stake: 1 }, '430')).toEqual({
      outcome: 'loss',
      drawn: '430',
      prize: 0,
      stake: 1,
      cost: 1,
    });
    expect(settlePlay('NY', { number: '034', type: 'box', stake: 1 }, '430')).toMatchObject({
      outcome: 'win',
      prize: 80,
    });
    expect(settlePlay('NY', { number: '034', type: 'straight', stake: 1 }, '034').prize).toBe(500);
  });

  it('rejects a drawn number that is not three digits, naming drawn', () => {
    expect(() => settlePlay('NY', { number: '034', type: 'straight', stake: 1 }, '43')).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER', field: 'drawn' }),
    );
  });
});

describe('basketPlay', () => {
  it('reads the basket labels as the ticket types at the price in dollars', () => {
    expect(basketPlay('NY', { number: '034', playType: 'Straight', pricePerPlay: 100 })).toEqual({
      number: '034',
      type: 'straight',
      stake: 1,
    });
    expect(basketPlay('GA', { number: '112', playType: 'Box', pricePerPlay: 50 }).type).toBe('box');
  });

  it.each([
    [{ number: '034', playType: 'Combo', pricePerPlay: 100 }, 'playType'],
    [{ number: '034', playType: 'toString', pricePerPlay: 100 }, 'playType'],
    [{ number: '777', playType: 'Box', pricePerPlay: 100 }, 'playType'],
    [{ number: '034', playType: 'Straight', pricePerPlay: 300 }, 'pricePerPlay'],
    [{ number: '34', playType: 'Straight', pricePerPlay: 100 }, 'number'],
  ])('rejects %j naming %s', (line, field) => {
    try {
      basketPlay('NY', line);
      expect.unreachable();
    } catch (error) {
      expect(isPick3Error(error) && error.field).toBe(field);
    }
  });
});

describe('settleTracked', () => {
  it('wins a straight tracked number on the exact order only, a box one on every order, as the $1 ticket pays', () => {
    // Every table, every drawn number: about 216,000 settlements, compared with the brute force and
    // collected, then asserted once (one expect each took over 30 s on a loaded machine).
    const wrong: string[] = [];
    const check = (what: string, actual: unknown, expected: unknown) => {
      if (actual !== expected)
        wrong.push(`${what}: ${String(actual)}, expected ${String(expected)}`);
    };
    for (const table of PRIZE_TABLES) {
      const stake = table.stakes.some((s) => s.stake === 1) ? 1 : table.stakes[0]!.stake;
      for (const drawn of ALL_STRAIGHTS) {
        for (const number of ['034', '112', '777']) {
          const at = `${table.state} ${number} on ${drawn}`;
          const straight = settleTracked(table.state, { number, mode: 'straight' }, drawn);
          check(
            `${at} straight prize`,
            straight.prize,
            bruteForcePrize(table, 'straight', stake, number, drawn),
          );
          check(`${at} straight outcome`, straight.outcome, number === drawn ? 'win' : 'loss');
          const box = settleTracked(table.state, { number, mode: 'box' }, drawn);
          // A triple has one order: its box is the straight it is.
          const type = number === '777' ? 'straight' : 'box';
          check(`${at} box prize`, box.prize, bruteForcePrize(table, type, stake, number, drawn));
          check(
            `${at} box outcome`,
            box.outcome,
            sorted(number) === sorted(drawn) ? 'win' : 'loss',
          );
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('reads a tracked number as its $1 ticket: 034 straight loses on 430, 034 box wins $80', () => {
    expect(trackedPlay('NY', { number: '034', mode: 'straight' })).toEqual({
      number: '034',
      type: 'straight',
      stake: 1,
    });
    expect(settleTracked('NY', { number: '034', mode: 'straight' }, '430').outcome).toBe('loss');
    expect(settleTracked('NY', { number: '034', mode: 'box' }, '430')).toMatchObject({
      outcome: 'win',
      prize: 80,
    });
  });
});
