import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import type { Draw } from '../dates/dates.js';
import { wilsonInterval } from '../distributions/wilson.js';
import { expectedReturn, prizeOf } from '../prizes/prizes.js';
import { readHistory } from '../testing/shared-data.js';
import { BOARD_STRATEGIES, strategyPick, strategyPicks } from './board-strategies.js';
import { boardRow, boardRowRanked, playWinChance } from './board-table.js';
import { pickIsOpen, pickWindow } from './pick-window.js';

const GA: Draw[] = parseDrawsCsv(readHistory('GA-cash3.csv')).rows.map(
  ({ date, drawTime, number }) => ({ date, drawTime, number }),
);

describe('pickWindow', () => {
  it("closes a draw's picks at its sales close, not a minute later", () => {
    // Georgia Evening is drawn at 6:59 PM EDT (22:59 UTC); its sales close 15 minutes before.
    const w = pickWindow('GA', { date: '2025-07-04', drawTime: 'EVE' })!;
    expect(w.drawAt.toISOString()).toBe('2025-07-04T22:59:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2025-07-04T22:44:00.000Z');
    expect(pickIsOpen(w, new Date('2025-07-04T22:43:59Z'))).toBe(true);
    expect(pickIsOpen(w, new Date('2025-07-04T22:45:00Z'))).toBe(false);
  });

  it('has no window for a draw the schedule does not hold', () => {
    expect(pickWindow('GA', { date: '2025-07-04', drawTime: 'MORN' })).toBeNull();
  });
});

describe('strategyPick', () => {
  const target = { date: '2024-03-01', drawTime: 'EVE' } as const;

  it('never looks ahead: draws at or after the target do not change any pick', () => {
    const before = GA.filter((d) => d.date < '2024-03-01');
    // The target draw itself and three months after it, as if they had been stored already.
    const withFuture = GA.filter((d) => d.date <= '2024-06-01');
    for (const strategy of BOARD_STRATEGIES) {
      expect(strategyPick(strategy, 'GA', target, withFuture)).toEqual(
        strategyPick(strategy, 'GA', target, before),
      );
    }
  });

  it('gives the main page’s figures: the hottest box key of the newest 100 draws', () => {
    const before = GA.filter((d) => d.date < '2024-03-01');
    const newest = [...before].sort((a, b) => (a.date < b.date ? -1 : 1)).slice(-300);
    const pick = strategyPick('hot', 'GA', target, newest)!;
    const counts = new Map<string, number>();
    const sorted = [...newest]
      .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1))
      .slice(-100);
    for (const d of sorted) {
      const key = [...d.number].sort().join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.get([...pick.number].sort().join(''))).toBe(Math.max(...counts.values()));
    expect(pick.type).toBe(
      pick.number[0] === pick.number[1] && pick.number[1] === pick.number[2] ? 'straight' : 'box',
    );
  });

  it('seeds the control by the draw, and computes nothing without earlier draws', () => {
    expect(strategyPick('random', 'GA', target, [])).toEqual(
      strategyPick('random', 'GA', target, GA),
    );
    expect(
      strategyPicks('GA', { date: '1990-01-01', drawTime: 'EVE' }, GA).map((p) => p.strategy),
    ).toEqual(['random']);
  });
});

describe('boardRow', () => {
  it('counts hits, the Wilson interval, the chance rate and money', () => {
    const box = { number: '123', type: 'box', stake: 1 } as const;
    const chance = playWinChance('GA', box);
    expect(chance).toBe(0.006);
    expect(playWinChance('GA', { number: '112', type: 'box', stake: 1 })).toBe(0.003);
    const er = expectedReturn('GA', box);
    const picks = [
      { hit: true, prize: prizeOf('GA', box, '321'), cost: 1, chance, expectedReturn: er },
      { hit: false, prize: 0, cost: 1, chance, expectedReturn: er },
      { hit: false, prize: 0, cost: 1, chance, expectedReturn: er },
    ];
    const row = boardRow(picks);
    expect(row).toMatchObject({ picks: 3, hits: 1, spent: 3, won: picks[0]!.prize });
    expect(row.chanceRate).toBeCloseTo(0.006, 12);
    expect(row.interval).toEqual(wilsonInterval(1, 3));
    expect(row.returnPerDollar).toBeCloseTo(picks[0]!.prize / 3);
    expect(row.expectedReturnPerDollar).toBeCloseTo(er);
    // One hit in three is far above 0.6%: the interval's low end is above chance.
    expect(row.beatsChance).toBe(true);
    expect(boardRow([]).beatsChance).toBe(false);
  });

  it('ranks players from 100 picks, strategies always', () => {
    expect(boardRowRanked('player', 99)).toBe(false);
    expect(boardRowRanked('player', 100)).toBe(true);
    expect(boardRowRanked('strategy', 0)).toBe(true);
  });
});
