import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { nextTryText, refreshToast } from './refresh-outcome.js';

afterEach(async () => {
  await setLanguage('en');
});

describe('nextTryText', () => {
  const failed = (state: string, nextTryAt: string) => ({
    sourceId: `${state.toLowerCase()}-api`,
    state,
    error: 'TIMEOUT: no answer',
    sourceKind: 'official' as const,
    failure: 'unreachable' as const,
    nextTryAt,
  });

  it("says the soonest next try as a clock time in that state's zone, with the date only when not today", async () => {
    const list = [
      failed('TX', '2026-09-11T23:07:00.000Z'),
      failed('GA', '2026-09-11T22:34:00.000Z'),
    ];
    // Same day in Georgia (Eastern): the time alone.
    expect(nextTryText(list, Date.parse('2026-09-11T22:00:00.000Z'))).toBe(
      'Next try at 6:34 PM ET.',
    );
    expect(nextTryText(list, Date.parse('2026-09-10T22:00:00.000Z'))).toBe(
      'Next try at 9/11/2026, 6:34 PM ET.',
    );
    await setLanguage('es');
    expect(nextTryText(list, Date.parse('2026-09-11T22:00:00.000Z'))).toMatch(
      'Próximo intento: 18:34 ET.',
    );
  });
});

describe('refreshToast', () => {
  it('reports a failed source as a failure with its reason', () => {
    const toast = refreshToast(
      {
        success: false,
        message: '0 new draws in 0 states; 1 of 1 sources failed',
        summary: { updatedStates: [], totalNewDraws: 0 },
        failedSources: [
          {
            sourceId: 'ga-api',
            state: 'GA',
            error: 'TIMEOUT: no answer from https://x.test at 1764000000000',
            sourceKind: 'official' as const,
            failure: 'unreachable' as const,
            nextTryAt: '2026-09-11T23:07:00.000Z',
          },
        ],
      },
      'Results Updated!',
      'Update Failed',
    );
    expect(toast).toEqual({
      title: 'Update Failed',
      message:
        'No source could be read. the Georgia Lottery: not reachable. Next try at 9/11/2026, 7:07 PM ET.',
      color: 'red',
    });
  });

  it('names the failed sources of a partial run and counts what was added', () => {
    const failedSources = ['tx-csv', 'nj-api', 'fl-api', 'ca-api'].map((sourceId) => ({
      sourceId,
      state: sourceId.slice(0, 2).toUpperCase(),
      error: 'HTTP_ERROR: HTTP 503 from https://x.test',
      sourceKind: sourceId === 'ca-api' ? ('aggregate' as const) : ('official' as const),
      failure: 'error-status' as const,
      // The soonest of the four is named: Florida's (Eastern) at 6:34 PM ET.
      nextTryAt: sourceId === 'fl-api' ? '2026-09-11T22:34:00.000Z' : '2026-09-11T23:07:00.000Z',
    }));
    const toast = refreshToast(
      {
        success: true,
        message: '2 new draws in 1 state; 4 of 16 sources failed',
        summary: { updatedStates: ['GA'], totalNewDraws: 2 },
        failedSources,
      },
      'Manual Update Complete',
      'Manual Update Failed',
    );
    expect(toast.color).toBe('yellow');
    expect(toast.message).toBe(
      'Updated 1 state with 2 new draws. Some sources failed: the Texas Lottery: it answered with an error; the New Jersey Lottery: it answered with an error; the Florida Lottery: it answered with an error; and 1 more. Next try at 9/11/2026, 6:34 PM ET.',
    );
    expect(toast.message).not.toMatch(/http|HTTP_ERROR|503/i);
  });

  it('is plain success only when every source answered', () => {
    expect(
      refreshToast(
        {
          success: true,
          message: '0 new draws in 0 states',
          summary: { updatedStates: [], totalNewDraws: 0 },
          failedSources: [],
        },
        'Results Updated!',
        'x',
      ),
    ).toEqual({
      title: 'Results Updated!',
      message: 'Updated 0 states with 0 new draws',
      color: 'green',
    });
  });

  it('counts states and draws with the words of the active language', async () => {
    const answer = {
      success: true,
      message: '1 new draw in 1 state',
      summary: { updatedStates: ['GA'], totalNewDraws: 1 },
      failedSources: [],
    };
    expect(refreshToast(answer, 'Done', 'Failed').message).toBe('Updated 1 state with 1 new draw');
    await setLanguage('es');
    const many = { ...answer, summary: { updatedStates: ['GA', 'TX'], totalNewDraws: 3 } };
    expect(refreshToast(many, 'Listo', 'Falló').message).toBe(
      'Se actualizó 2 estados con 3 sorteos nuevos',
    );
  });
});
