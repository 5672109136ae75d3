import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.js';
import {
  drawsAfter,
  latestPerDrawTime,
  recentRange,
  refreshCheckedText,
  refreshFoundText,
} from './latest-draws.js';

afterEach(async () => {
  await setLanguage('en');
});

const week = [
  { date: '2026-09-11', drawTime: 'DAY' as const, number: '676' },
  { date: '2026-09-10', drawTime: 'NITE' as const, number: '010' },
  { date: '2026-09-10', drawTime: 'EVE' as const, number: '804' },
  { date: '2026-09-10', drawTime: 'DAY' as const, number: '123' },
];

describe('latest results', () => {
  it('keeps the newest draw of each draw time, newest first', () => {
    expect(latestPerDrawTime([...week].reverse()).map((d) => d.number)).toEqual([
      '676',
      '010',
      '804',
    ]);
    expect(recentRange('2026-09-11')).toEqual({ from: '2026-09-05', to: '2026-09-11' });
  });

  it('says a Refresh with nothing new found nothing, since the newest draw, with the next draw', async () => {
    const newest = { date: '2026-09-11', drawTime: 'DAY' as const };
    const next = { date: '2026-11-25', drawTime: 'EVE' as const, at: '2026-11-25T23:59:00Z' };
    const found = drawsAfter(week, newest);
    expect(found).toEqual([]);
    expect(refreshFoundText('GA', found, newest, next)).toBe(
      'No new draws since Midday 9/11/2026; next draw 6:59 PM ET',
    );
    await setLanguage('es');
    expect(refreshFoundText('GA', found, newest, next)).toMatch(
      'No hay sorteos nuevos desde Mediodía 11/9/2026; próximo sorteo 18:59 ET',
    );
  });

  it('names the new draws a Refresh found', () => {
    const found = drawsAfter(week, { date: '2026-09-10', drawTime: 'EVE' });
    expect(refreshFoundText('GA', found, { date: '2026-09-11', drawTime: 'DAY' }, null)).toBe(
      '2 new draws: Midday 9/11/2026: 6-7-6; Night 9/10/2026: 0-1-0',
    );
  });

  it('says what a Refresh checked: the source and when, or only the stored data', async () => {
    const now = Date.parse('2026-11-25T01:00:00Z');
    expect(refreshCheckedText('GA', '2026-11-25T00:04:00Z', null, now)).toBe(
      'Asked the Georgia source at 7:04 PM ET.',
    );
    // Another day: the date too.
    expect(refreshCheckedText('GA', '2026-11-23T00:04:00Z', null, now)).toBe(
      'Asked the Georgia source at 11/22/2026, 7:04 PM ET.',
    );
    // Never asked: the next draw's result is when the sources are asked (6:59 PM + 15 min).
    const next = { date: '2026-11-25', drawTime: 'EVE' as const };
    expect(refreshCheckedText('GA', null, next, now)).toBe(
      'Only stored data was reread; sources are asked at 11/25/2026, 7:14 PM ET.',
    );
    await setLanguage('es');
    expect(refreshCheckedText('GA', '2026-11-25T00:04:00Z', null, now)).toBe(
      'Se consultó la fuente de Georgia a las 19:04 ET.',
    );
  });
});
