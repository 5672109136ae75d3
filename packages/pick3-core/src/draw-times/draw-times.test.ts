import { describe, expect, it } from 'vitest';
import {
  compareDrawTimes,
  DRAW_TIME_LABELS,
  DRAW_TIME_SHORT,
  DRAW_TIMES,
  isDrawTimeCode,
  parseDrawTime,
} from './draw-times.js';

describe('draw times', () => {
  it('has four codes in chronological order with long and short labels', () => {
    expect(DRAW_TIMES).toEqual(['MORN', 'DAY', 'EVE', 'NITE']);
    expect(DRAW_TIME_LABELS).toEqual({
      MORN: 'Morning',
      DAY: 'Day',
      EVE: 'Evening',
      NITE: 'Night',
    });
    expect(DRAW_TIME_SHORT).toEqual({ MORN: 'Morn', DAY: 'Day', EVE: 'Eve', NITE: 'Nite' });
  });

  it.each([
    ['Morning', 'MORN'],
    ['Morn', 'MORN'],
    ['MORN', 'MORN'],
    ['Midday', 'DAY'],
    ['MIDDAY', 'DAY'],
    ['Day', 'DAY'],
    ['day', 'DAY'],
    ['Evening', 'EVE'],
    ['eve', 'EVE'],
    ['EVE', 'EVE'],
    ['Night', 'NITE'],
    ['nite', 'NITE'],
    ['NiGhT', 'NITE'],
  ])('parses %s as %s', (label, code) => {
    expect(parseDrawTime(label)).toBe(code);
  });

  it.each([
    [''],
    [' Evening'],
    ['Evening '],
    ['Afternoon'],
    ['E'],
    ['toString'],
    ['constructor'],
    [undefined],
    [3],
  ])('rejects %j with INVALID_DRAW_TIME', (bad) => {
    expect(() => parseDrawTime(bad)).toThrow(
      expect.objectContaining({
        code: 'INVALID_DRAW_TIME',
        message: expect.stringContaining('not a draw time'),
      }),
    );
  });

  it('orders codes chronologically', () => {
    expect(
      ['NITE', 'EVE', 'MORN', 'DAY'].sort((a, b) => compareDrawTimes(a as never, b as never)),
    ).toEqual(DRAW_TIMES);
  });

  it('recognises exact codes only', () => {
    expect(DRAW_TIMES.every(isDrawTimeCode)).toBe(true);
    expect(isDrawTimeCode('Evening')).toBe(false);
    expect(isDrawTimeCode('eve')).toBe(false);
    expect(isDrawTimeCode('hasOwnProperty')).toBe(false);
  });
});
