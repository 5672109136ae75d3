import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.js';
import {
  behindText,
  catchUpText,
  formatCountdown,
  freshnessBadge,
  historyCounts,
  historyText,
  nextDrawText,
  type HistoryEntry,
} from './freshness.js';

describe('freshnessBadge', () => {
  it('names each status in words, with the last draw date when stale', () => {
    const latestDraw = { date: '2023-01-14', drawTime: 'MORN' as const };
    expect(freshnessBadge({ status: 'live', latestDraw }).label).toBe('Live');
    expect(freshnessBadge({ status: 'behind', latestDraw }).label).toBe('Behind');
    expect(freshnessBadge({ status: 'stale', latestDraw }).label).toBe(
      'Stale: last draw 1/14/2023',
    );
    expect(freshnessBadge({ status: 'empty', latestDraw: null }).label).toBe('No data yet');
  });

  it('describes the newest stored draw with its draw time', () => {
    const badge = freshnessBadge({
      status: 'behind',
      latestDraw: { date: '2026-11-22', drawTime: 'NITE' },
    });
    expect(badge.description).toContain('11/22/2026 Night');
    // Distinct colours, so the status is never only in the words either.
    const colors = (['live', 'behind', 'stale', 'empty'] as const).map(
      (status) =>
        freshnessBadge({ status, latestDraw: { date: '2026-11-22', drawTime: 'DAY' } }).color,
    );
    expect(new Set(colors).size).toBe(4);
  });
});

describe('formatCountdown', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const MIN = 60_000;
  it('counts down in minutes, hours and minutes, then days', () => {
    expect(formatCountdown(now - MIN, now)).toBe('now');
    expect(formatCountdown(now, now)).toBe('now');
    expect(formatCountdown(now + 30_000, now)).toBe('in 1 min');
    expect(formatCountdown(now + 59 * MIN, now)).toBe('in 59 min');
    expect(formatCountdown(now + 60 * MIN, now)).toBe('in 1 h');
    expect(formatCountdown(now + 125 * MIN, now)).toBe('in 2 h 5 min');
    expect(formatCountdown(now + 3 * 24 * 60 * MIN, now)).toBe('in 3 days');
  });

  it('puts the draw time, date and countdown in one line', () => {
    expect(
      nextDrawText(
        { date: '2026-11-23', drawTime: 'EVE', at: '2026-11-23T23:59:00Z' },
        Date.parse('2026-11-23T23:00:00Z'),
      ),
    ).toBe('Next draw: Evening 11/23/2026, in 59 min');
  });
});

describe('historyText', () => {
  afterEach(() => setLanguage('en'));

  // As GET /api/states sends Arkansas's bundled history: Evening only, Midday drawn and not stored.
  const arkansas: HistoryEntry[] = [
    { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
    { drawTime: 'EVE', name: 'Evening', count: 4945, first: '2009-12-14', last: '2026-07-01' },
  ];

  it('says which draw times are stored, with their years, and which are not', () => {
    expect(historyText(arkansas)).toBe('History: Evening draws 2009–2026; no Midday draws stored');
    expect(historyCounts(arkansas)).toBe('Midday: 0 draws; Evening: 4,945 draws');
  });

  it('lists every stored draw time in the order given, and joins the missing ones', () => {
    expect(
      historyText([
        { drawTime: 'MORN', name: 'Morning', count: 0, first: null, last: null },
        { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
        { drawTime: 'EVE', name: 'Evening', count: 3, first: '2026-01-01', last: '2026-01-03' },
        { drawTime: 'NITE', name: 'Night', count: 9, first: '2019-01-01', last: '2026-09-10' },
      ]),
    ).toBe('History: Evening draws 2026; Night draws 2019–2026; no Morning or Midday draws stored');
  });

  it('says nothing when nothing is stored (the badge says No data yet)', () => {
    expect(historyText(arkansas.map((h) => ({ ...h, count: 0, first: null, last: null })))).toBe(
      null,
    );
    expect(historyText([])).toBe(null);
  });

  it('reads in Spanish', async () => {
    await setLanguage('es');
    expect(historyText(arkansas)).toBe(
      'Historial: sorteos Evening 2009–2026; no hay sorteos Midday guardados',
    );
    expect(historyCounts(arkansas)).toMatch(/^Midday: 0 sorteos; Evening: 4.?945 sorteos$/);
  });
});

describe('behindText', () => {
  afterEach(() => setLanguage('en'));
  // Georgia's Evening draw of 2026-11-24 is at 6:59 PM EST (23:59 UTC).
  const draw = { date: '2026-11-24', drawTime: 'EVE' as const, at: '2026-11-24T23:59:00Z' };
  const now = Date.parse('2026-11-25T00:20:00Z');

  it("says who has not posted which draw yet, in the state's clock time", () => {
    expect(
      behindText(
        { reason: 'not-posted', draw, sourceKind: 'official', failingSince: null, failure: null },
        'GA',
        now,
      ),
    ).toBe('The Georgia Lottery has not posted the 6:59 PM ET draw yet.');
    expect(
      behindText(
        { reason: 'not-posted', draw, sourceKind: 'aggregate', failingSince: null, failure: null },
        'GA',
        now,
      ),
    ).toBe('Our results source (LotteryUSA) has not posted the 6:59 PM ET draw yet.');
  });

  it('says since when our source fails and how, with a date when it began another day, never a URL or code', () => {
    const failing = {
      reason: 'source-failing' as const,
      draw,
      sourceKind: 'official' as const,
      failingSince: '2026-11-25T00:04:00Z',
      failure: 'unreachable' as const,
    };
    expect(behindText(failing, 'GA', now)).toBe(
      'Our Georgia source has failed since 7:04 PM ET (not reachable); retrying.',
    );
    const older = { ...failing, failingSince: '2026-11-23T17:04:00Z', failure: 'changed' as const };
    expect(behindText(older, 'GA', now)).toBe(
      'Our Georgia source has failed since 11/23/2026, 12:04 PM ET (its page changed); retrying.',
    );
    expect(behindText(older, 'GA', now)).not.toMatch(/http|_|[A-Z]{4,}/);
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    expect(
      behindText(
        { reason: 'not-posted', draw, sourceKind: 'official', failingSince: null, failure: null },
        'GA',
        now,
      ),
    ).toBe('El sorteo de las 18:59 ET aún no lo ha publicado la Lotería de Georgia.');
  });
});

describe('catchUpText', () => {
  afterEach(() => setLanguage('en'));
  const catchUp = { startedAt: '2026-11-28T06:00:00.000Z', pagesDone: 2, pagesTotal: 5 };

  it('says the state is catching up, through which stored date and how many pages are read', async () => {
    expect(catchUpText(catchUp, '2026-11-20')).toBe(
      'Catching up: draws stored through 11/20/2026; 2 of 5 archive pages read.',
    );
    expect(catchUpText({ ...catchUp, pagesDone: 0 }, null)).toBe(
      'Catching up: 0 of 5 archive pages read; no draw stored yet.',
    );
    await setLanguage('es');
    expect(catchUpText(catchUp, '2026-11-20')).toBe(
      'Poniéndose al día: sorteos guardados hasta el 20/11/2026; 2 de 5 páginas del archivo leídas.',
    );
    expect(catchUpText({ ...catchUp, pagesDone: 0 }, null)).toBe(
      'Poniéndose al día: 0 de 5 páginas del archivo leídas; aún no hay sorteos guardados.',
    );
  });
});
