import { DRAW_TIMES, scheduleOf, STATE_CODES } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../testing/fixtures.js';
import { LOTTERYUSA_SOURCES, SOURCES } from '../registry.js';
import { LOTTERYUSA_STATES, lotteryUsaState } from './lotteryusa-pages.js';
import { LOTTERYUSA_BASE_URL } from './lotteryusa.source.js';

const source = (state: string) => {
  const found = LOTTERYUSA_SOURCES.find((s) => s.state === state);
  if (found === undefined) throw new Error(`no LotteryUSA source for ${state}`);
  return found;
};
const now = new Date('2026-07-17T12:00:00Z');

describe('the LotteryUSA pages table', () => {
  it('lists every state of STATE_CODES once, with a page for exactly the draw times of its schedule', () => {
    expect(LOTTERYUSA_STATES.map((entry) => entry.state)).toEqual([...STATE_CODES]);
    for (const entry of LOTTERYUSA_STATES) {
      const schedule = scheduleOf(entry.state);
      const scheduled = DRAW_TIMES.filter((d) => schedule.periods.some((p) => p.drawTime === d));
      expect(Object.keys(entry.pages).sort(), entry.state).toEqual([...scheduled].sort());
      expect(entry.game, entry.state).toBe(schedule.game);
    }
  });

  it('gives every page its own path, in lower-case slug form', () => {
    const paths = LOTTERYUSA_STATES.flatMap((entry) =>
      Object.values(entry.pages).map((page) => `/${entry.slug}/${page}/`),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+\/[a-z0-9-]+\/$/);
    expect(lotteryUsaState('ME')?.slug).toBe('maine');
    expect(lotteryUsaState('ZZ')).toBeUndefined();
  });
});

describe('the LotteryUSA sources', () => {
  it('are registered once per state as aggregate sources, on by default only where no official source exists', () => {
    expect(LOTTERYUSA_SOURCES.map((s) => s.id)).toEqual(
      STATE_CODES.map((st) => `${st.toLowerCase()}-lotteryusa`),
    );
    const official = new Set(SOURCES.filter((s) => s.kind === 'official').map((s) => s.state));
    expect([...official].sort()).toEqual([
      'CA',
      'CO',
      'FL',
      'GA',
      'MD',
      'MI',
      'MO',
      'NC',
      'NE',
      'NJ',
      'NY',
      'PA',
      'TX',
      'WA',
      'WI',
    ]);
    for (const s of LOTTERYUSA_SOURCES) {
      expect([s.kind, s.defaultEnabled], s.id).toEqual(['aggregate', !official.has(s.state)]);
      expect(SOURCES).toContain(s);
    }
    // Every listed state now has a source that runs by default.
    const covered = new Set(SOURCES.filter((s) => s.defaultEnabled).map((s) => s.state));
    expect([...covered].sort()).toEqual([...STATE_CODES].sort());
  });

  it('are verified only where a saved real page of that state backs the parser, naming the pages', () => {
    expect(LOTTERYUSA_SOURCES.filter((s) => s.verified).map((s) => [s.id, s.verifiedBy])).toEqual([
      [
        'ny-lotteryusa',
        [
          'lotteryusa/new-york-numbers_2026-07-16_excerpt.html',
          'lotteryusa/lotto3_2026-07-22_excerpt_fr.html',
        ],
      ],
    ]);
  });

  it('ask for one game page per draw time, labelled and carrying the draw time for the parser', () => {
    const requests = source('GA').requests({ now, days: 30 });
    expect(requests.map((r) => [r.url, r.timeLabel, r.ctx.drawTime])).toEqual([
      [`${LOTTERYUSA_BASE_URL}/georgia/midday-3/`, 'Day', 'DAY'],
      [`${LOTTERYUSA_BASE_URL}/georgia/cash-3-evening/`, 'Evening', 'EVE'],
      [`${LOTTERYUSA_BASE_URL}/georgia/cash-3/`, 'Night', 'NITE'],
    ]);
    const local = source('TX').requests({ baseUrl: 'http://127.0.0.1:9/prefix/', now, days: 30 });
    expect(local.map((r) => r.url)).toEqual([
      'http://127.0.0.1:9/prefix/texas/morning-pick-3/',
      'http://127.0.0.1:9/prefix/texas/midday-pick-3/',
      'http://127.0.0.1:9/prefix/texas/evening-pick-3/',
      'http://127.0.0.1:9/prefix/texas/pick-3/',
    ]);
  });

  it('walk the archive one year page per draw time, newest first (its /year page, then ?year=), only for draw times held that year', () => {
    const dc =
      source('DC').archive?.({ baseUrl: 'http://x', from: '2022-06-01', to: '2024-03-01' }) ?? [];
    expect(dc.map((r) => r.pageKey)).toEqual([
      '2024/DAY',
      '2024/EVE',
      '2024/NITE',
      '2023/DAY',
      '2023/EVE',
      '2023/NITE',
      // DC's Night draw began on 2023-08-13.
      '2022/DAY',
      '2022/EVE',
    ]);
    expect(dc[0]).toMatchObject({
      url: 'http://x/district-of-columbia/dc-lucky-midday/year',
      timeLabel: 'Day',
      ctx: { drawTime: 'DAY' },
    });
    expect(
      source('AZ')
        .archive?.({ from: '2026-01-01', to: '2026-07-17' })
        .map((r) => r.url),
    ).toEqual([`${LOTTERYUSA_BASE_URL}/arizona/pick-3/year`]);
    expect(dc[3]).toMatchObject({
      url: 'http://x/district-of-columbia/dc-lucky-midday/year?year=2023',
      pageKey: '2023/DAY',
    });
    expect(source('AZ').archive?.({ from: '2026-07-18', to: '2026-07-17' })).toEqual([]);
  });

  it("parse with the source's state and the request's draw time", () => {
    const [midday] = source('NY').requests({ now, days: 30 });
    const draws = source('NY').parse(
      readFixture('lotteryusa/new-york-numbers_2026-07-16_excerpt.html'),
      {
        ...midday?.ctx,
        url: midday?.url ?? '',
      },
    );
    expect(draws.map((d) => [d.state, d.drawTime])).toEqual([
      ['NY', 'DAY'],
      ['NY', 'DAY'],
    ]);
  });
});
