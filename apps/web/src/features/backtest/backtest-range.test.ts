import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPTH, defaultFrom, downloadFrom, parseBacktestParams } from './backtest-range.js';

describe('backtest range', () => {
  it('defaults to a year of whole months ending in the current one', () => {
    expect(defaultFrom('2026-11-23')).toBe('2025-12-01');
    expect(defaultFrom('2026-01-05')).toBe('2025-02-01');
    expect(defaultFrom('2026-12-31')).toBe('2026-01-01');
  });

  it('reads depth, from and to from the URL and falls back on anything unknown', () => {
    const today = '2026-11-23';
    expect(parseBacktestParams(new URLSearchParams(''), today)).toEqual({
      depth: DEFAULT_DEPTH,
      from: '2025-12-01',
      to: today,
    });
    expect(
      parseBacktestParams(new URLSearchParams('depth=365&from=2024-02-10&to=2024-06-30'), today),
    ).toEqual({ depth: 365, from: '2024-02-10', to: '2024-06-30' });
    // Unknown depth, a bad date and a reversed range.
    expect(
      parseBacktestParams(new URLSearchParams('depth=7&from=2024-13-01&to=2024-06-30'), today),
    ).toEqual({ depth: DEFAULT_DEPTH, from: '2023-07-01', to: '2024-06-30' });
    expect(
      parseBacktestParams(new URLSearchParams('from=2025-01-01&to=2024-06-30'), today).from,
    ).toBe('2023-07-01');
  });

  it('downloads enough days before the range for the elimination depth', () => {
    expect(downloadFrom('2025-01-01', 60)).toBe('2024-10-09'); // 70 + 14 days
    expect(downloadFrom('2025-01-01', 6)).toBe('2024-12-11'); // 7 + 14 days
  });
});
