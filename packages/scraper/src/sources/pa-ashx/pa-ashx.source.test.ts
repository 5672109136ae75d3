import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { paAshxSource, parsePaAshx } from './pa-ashx.source.js';

const evening2026 = readFixture('pa/palottery_pastwinningnumbers_g28_y2026.built-from-docs.json');

describe('parsePaAshx on the PastWinningNumbers.ashx JSON (built from the documented format)', () => {
  it('dates /Date(ms)/ in Eastern time and keeps the Wild Ball (drawingNumber4) beside the draw', () => {
    expect(parsePaAshx(evening2026, { drawTime: 'EVE' })).toEqual([
      { state: 'PA', date: '2026-05-25', drawTime: 'EVE', number: '180', extraBall: '0' },
      { state: 'PA', date: '2026-05-26', drawTime: 'EVE', number: '655', extraBall: '1' },
      { state: 'PA', date: '2026-05-27', drawTime: 'EVE', number: '072', extraBall: '8' },
      { state: 'PA', date: '2026-05-28', drawTime: 'EVE', number: '409', extraBall: '3' },
    ]);
  });

  it('an instant just after midnight UTC is still the previous day in Pennsylvania', () => {
    const late =
      '[{"drawingNumberDate":"/Date(1779930000000)/","drawingNumber1":1,"drawingNumber2":2,"drawingNumber3":3,"drawingNumber4":4}]';
    expect(new Date(1779930000000).toISOString()).toBe('2026-05-28T01:00:00.000Z');
    expect(parsePaAshx(late, { drawTime: 'EVE' })[0]?.date).toBe('2026-05-27');
  });

  it('needs the draw time of the request', () => {
    expect(() => parsePaAshx(evening2026)).toThrow(TypeError);
  });
});

describe('parsePaAshx on broken responses', () => {
  it('an HTTP 500 page is LAYOUT_CHANGED; an empty year is NO_RESULTS unless allowed', () => {
    expectSourceError(
      () => parsePaAshx('<!DOCTYPE html><title>Runtime Error</title>', { drawTime: 'DAY' }),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parsePaAshx('[]', { drawTime: 'DAY' }), 'NO_RESULTS');
    expect(parsePaAshx('[]', { drawTime: 'DAY', allowEmpty: true })).toEqual([]);
  });

  it('a null digit or a bad date is INVALID_ROW naming the field', () => {
    const nullDigit = evening2026.replace('"drawingNumber2":0', '"drawingNumber2":null');
    expect(
      expectSourceError(() => parsePaAshx(nullDigit, { drawTime: 'EVE' }), 'INVALID_ROW').field,
    ).toBe('drawingNumber2');
    const badDate = evening2026.replace(/\/Date\(\d+\)\//, '2026-05-28');
    expect(
      expectSourceError(() => parsePaAshx(badDate, { drawTime: 'EVE' }), 'INVALID_ROW').field,
    ).toBe('drawingNumberDate');
  });
});

describe('paAshxSource', () => {
  it('asks for the current year of Day (g=32) and Evening (g=28)', () => {
    const requests = paAshxSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date('2026-05-28T16:00:00Z'),
      days: 30,
    });
    expect(
      requests.map((r) => [r.url.replace(/^.*\.ashx/, ''), r.ctx.drawTime, r.ctx.allowEmpty]),
    ).toEqual([
      ['?g=32&y=2026', 'DAY', false],
      ['?g=28&y=2026', 'EVE', false],
    ]);
  });

  it('also asks for the previous year in the first week of January (Eastern time)', () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in Pennsylvania: one year only.
    expect(
      paAshxSource
        .requests({ now: new Date('2027-01-01T03:00:00Z'), days: 30 })
        .map((r) => r.url.slice(-6)),
    ).toEqual(['y=2026', 'y=2026']);
    const january = paAshxSource.requests({ now: new Date('2027-01-02T15:00:00Z'), days: 30 });
    expect(january.map((r) => [r.url.slice(-6), r.ctx.allowEmpty])).toEqual([
      ['y=2026', false],
      ['y=2027', true],
      ['y=2026', false],
      ['y=2027', true],
    ]);
  });
});
