import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseGaResultsText } from '../ga-results/ga-results.source.js';
import { gaApiSource, parseGaApi } from './ga-api.source.js';

const page = readFixture('ga/galottery_api_v2_cash3_draws_page.built-from-docs.json');

const draw = (fields: Record<string, unknown>) =>
  JSON.stringify({
    draws: [
      {
        name: 'EVENING',
        drawTime: 1753484340000,
        status: 'CLOSED',
        results: [{ drawType: 'Regular', primary: ['0', '8', '4'] }],
        ...fields,
      },
    ],
  });

describe('parseGaApi on the draw-games JSON (built from the documented format)', () => {
  it('dates the Night draw in Eastern time although it falls on the next UTC day', () => {
    const night = parseGaApi(page).find((d) => d.drawTime === 'NITE' && d.number === '377');
    expect(new Date(1753500840000).toISOString().slice(0, 10)).toBe('2025-07-26');
    expect(night).toEqual({ state: 'GA', date: '2025-07-25', drawTime: 'NITE', number: '377' });
  });

  it('gives the same 20 draws as the official PDF of that week and skips the draw not yet held', () => {
    const fromApi = parseGaApi(page);
    expect(fromApi).toHaveLength(20);
    const fromPdf = parseGaResultsText(
      readFixture('ga/galottery_cash3_winning_numbers_2025-07-19_to_07-25.pdftotext-layout.txt'),
    );
    expect(fromApi).toEqual(fromPdf);
  });

  it('reads a single three-digit token as well as three one-digit tokens, and never an add-on token', () => {
    expect(
      parseGaApi(draw({ results: [{ drawType: 'Regular', primary: ['084'] }] }))[0]?.number,
    ).toBe('084');
    expect(
      parseGaApi(draw({ results: [{ drawType: 'Regular', primary: ['0', '8', '4', 'M-03'] }] }))[0]
        ?.number,
    ).toBe('084');
    expect(
      parseGaApi(
        draw({
          results: [
            { drawType: 'Bonus', primary: ['9', '9', '9'] },
            { drawType: 'Regular', primary: ['0', '8', '4'] },
          ],
        }),
      )[0]?.number,
    ).toBe('084');
  });
});

describe('parseGaApi on broken responses', () => {
  it('JSON without a draws array, or not JSON, is LAYOUT_CHANGED', () => {
    expectSourceError(() => parseGaApi('{"content":[]}'), 'LAYOUT_CHANGED');
    expectSourceError(
      () => parseGaApi('<html><title>Access denied</title></html>'),
      'LAYOUT_CHANGED',
    );
  });

  it('no draws is NO_RESULTS', () => {
    expectSourceError(() => parseGaApi('{"draws":[]}'), 'NO_RESULTS');
  });

  it('bad digits, an unknown draw name or a missing drawTime are INVALID_ROW naming the draw', () => {
    const digits = expectSourceError(
      () => parseGaApi(draw({ results: [{ drawType: 'Regular', primary: ['0', '8'] }] })),
      'INVALID_ROW',
    );
    expect(digits.field).toBe('results.primary');
    expect(digits.message).toContain('draws[0]');
    expect(
      expectSourceError(() => parseGaApi(draw({ name: 'AFTERNOON' })), 'INVALID_ROW').field,
    ).toBe('name');
    expect(
      expectSourceError(() => parseGaApi(draw({ drawTime: '2025-07-25' })), 'INVALID_ROW').field,
    ).toBe('drawTime');
  });

  it('results without a Regular entry is LAYOUT_CHANGED', () => {
    expectSourceError(
      () => parseGaApi(draw({ results: [{ drawType: 'Bonus', primary: ['1', '2', '3'] }] })),
      'LAYOUT_CHANGED',
    );
  });
});

describe('gaApiSource', () => {
  it('asks for the CLOSED CASH 3 draws of the last N days', () => {
    const now = new Date('2025-07-26T12:00:00Z');
    const [request] = gaApiSource.requests({ baseUrl: 'http://127.0.0.1:9', now, days: 7 });
    expect(request?.url).toContain('/api/v2/draw-games/draws/page?game-names=CASH%203&');
    const url = new URL(request?.url ?? '');
    expect(url.searchParams.get('game-names')).toBe('CASH 3');
    expect(Number(url.searchParams.get('date-to'))).toBe(now.getTime());
    expect(Number(url.searchParams.get('date-from'))).toBe(now.getTime() - 7 * 86_400_000);
    expect(url.searchParams.get('status')).toBe('CLOSED');
  });
});
