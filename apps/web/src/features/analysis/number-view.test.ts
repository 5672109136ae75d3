import { describe, expect, it } from 'vitest';
import { analyze, emptyFilterSet } from '@pick3/core';
import { buildNumberView } from './number-view.js';

const draws = [
  { date: '2025-07-01', drawTime: 'DAY' as const, number: '610' },
  { date: '2025-07-02', drawTime: 'DAY' as const, number: '555' },
];

describe('buildNumberView', () => {
  it('without filters mirrors the elimination, with display texts', () => {
    const view = buildNumberView(analyze(draws), emptyFilterSet(), true);
    expect(view.removed).toEqual([
      { number: '016', text: '016 (610)' },
      { number: '555', text: '555' },
    ]);
    expect(view.remaining).toHaveLength(218);
    expect(view.status.get('016')).toBe('removed');
    expect(view.status.get('012')).toBe('remaining');
  });

  it('pattern filters hide numbers from both lists and mark them filtered', () => {
    // Position 1 digit 0 hides every box key starting with 0 (016 among them).
    const view = buildNumberView(analyze(draws), { ...emptyFilterSet(), position1: [0] }, true);
    expect(view.removed.map((r) => r.number)).toEqual(['555']);
    expect(view.status.get('016')).toBe('filtered');
    expect(view.status.get('012')).toBe('filtered');
    expect(view.remaining.every((n) => !n.startsWith('0'))).toBe(true);
    expect(view.totalCount).toBe(220);
  });

  it('straight mode keys the status by straight', () => {
    const view = buildNumberView(analyze(draws, { isBoxMode: false }), emptyFilterSet(), false);
    expect(view.status.get('610')).toBe('removed');
    expect(view.status.get('016')).toBe('remaining');
    expect(view.remaining).toHaveLength(998);
  });
});
